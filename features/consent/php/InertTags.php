<?php
/**
 * Makes the tags of blocked providers inert in an HTML string, before it reaches the browser: the
 * browser fetches `<script src>`, iframes and images while it parses, before any script could stop
 * it. The same shape the browser half uses (features/consent/blocker.ts): the URL attribute moves to
 * `data-colophon-{attribute}`, scripts are typed `text/plain` (the original type in
 * `data-colophon-type`), the categories go in `data-colophon-categories`.
 *
 * Tags are read the way an HTML parser reads them (includes/HtmlTags.php), not matched by a
 * pattern; only the tags it changes are rewritten, every other byte is left alone.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class InertTags {

	/** The URL attributes of each element that fetches (the same list as features/consent/blocker.ts). */
	public const URL_ATTRIBUTES = array(
		'script' => array( 'src', 'href', 'xlink:href' ),
		'iframe' => array( 'src' ),
		'img'    => array( 'src', 'srcset' ),
		'source' => array( 'src', 'srcset' ),
		'link'   => array( 'href', 'imagesrcset' ),
		'video'  => array( 'src', 'poster' ),
		'audio'  => array( 'src' ),
		'embed'  => array( 'src' ),
		'object' => array( 'data' ),
		'input'  => array( 'src' ),
		'a'      => array( 'ping' ),
		'area'   => array( 'ping' ),
		'track'  => array( 'src' ),
		'table'  => array( 'background' ),
		'td'     => array( 'background' ),
		'th'     => array( 'background' ),
		'body'   => array( 'background' ),
		// SVG, whose tag names this reader lowercases like the rest.
		'image'   => array( 'href', 'xlink:href' ),
		'use'     => array( 'href', 'xlink:href' ),
		'feimage' => array( 'href', 'xlink:href' ),
	);

	/**
	 * Rewrites every start tag of a fetching element whose URL $blocked names categories for.
	 *
	 * @param callable(string): (string[]|null) $blocked Categories blocking a URL, or null.
	 * @param array{position?: string, all_scripts?: string[]} $options `all_scripts`: make every
	 *        script tag inert with these categories, URL or not (an enqueued script and its inline parts).
	 * @return array{html: string, tags: string[]} The HTML and the names of the elements made inert.
	 */
	public static function rewrite( string $html, callable $blocked, array $options = array() ): array {
		$tags = array();
		$html = \Colophon\HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( $html, $blocked, $options, &$tags ) {
				// A <style> element's CSS (the offsets are the original HTML's).
				if ( ! $tag['closing'] && 'style' === $tag['name'] && isset( $tag['text_end'] ) ) {
					$replacement = self::inert_style( $tag, substr( $html, $tag['end'], $tag['text_end'] - $tag['end'] ), $blocked );
					if ( null !== $replacement ) {
						$tags[] = 'style';
					}
					return $replacement;
				}
				if ( $tag['closing'] || ! ( isset( self::URL_ATTRIBUTES[ $tag['name'] ] ) || isset( $tag['attributes']['style'] ) ) ) {
					return null;
				}
				$replacement = self::inert( $tag, $blocked, $options );
				if ( null !== $replacement ) {
					$tags[] = $tag['name'];
				}
				return $replacement;
			}
		);
		return array(
			'html' => $html,
			'tags' => $tags,
		);
	}

	/**
	 * A `<style>` element whose CSS loads from a blocked provider (an `@import` of a font service,
	 * a background image): typed `text/plain`, which browsers do not apply, and its `@import`s
	 * escaped, which their preload scanner does not read, so nothing is fetched; the releaser gives
	 * it back its type once its categories are allowed.
	 *
	 * @param callable(string): (string[]|null) $blocked
	 * @return array{html: string, until: int}|null
	 */
	private static function inert_style( array $tag, string $css, callable $blocked ): ?array {
		$attrs = $tag['attributes'];
		foreach ( self::css_urls( $css ) as $url ) {
			$categories = '' === $url ? null : $blocked( $url );
			if ( $categories ) {
				// Categories the author wrote are added to, never trusted (as for the other tags).
				$written = preg_split( '/[\s,]+/', $attrs['data-colophon-categories'] ?? '', -1, PREG_SPLIT_NO_EMPTY );
				if ( isset( $attrs['type'] ) && ! in_array( strtolower( $attrs['type'] ), array( '', 'text/plain' ), true ) && ! isset( $attrs['data-colophon-type'] ) ) {
					$attrs['data-colophon-type'] = $attrs['type'];
				}
				unset( $attrs['data-colophon-categories'] );
				$attrs['type']                     = 'text/plain';
				$attrs['data-colophon-categories'] = implode( ' ', array_values( array_unique( array_merge( $categories, $written ) ) ) );
				// The browser's preload scanner fetches a style's @import whatever its type; written
				// with an escape (`@\69 mport`, the same rule to the CSS parser) it is not seen there.
				return array(
					'html'  => \Colophon\HtmlTags::write( 'style', $attrs, false ) . preg_replace( '/@import\b/i', '@\\\\69 mport', $css ),
					'until' => $tag['text_end'],
				);
			}
		}
		return null;
	}

	/** The addresses CSS loads (`url()`, `@import`), its escapes read as the CSS parser reads them. */
	public static function css_urls( string $css ): array {
		$css = (string) preg_replace_callback(
			'/\\\\([0-9a-fA-F]{1,6})\s?|\\\\(.)/s',
			static fn( array $m ): string => '' !== $m[1] ? html_entity_decode( '&#' . min( hexdec( $m[1] ), 0x10FFFF ) . ';', ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : $m[2],
			$css
		);
		preg_match_all( '/url\(\s*([\'"]?)([^\'")]*)\1\s*\)|@import\s+([\'"])([^\'"]*)\3/i', $css, $matches, PREG_SET_ORDER );
		return array_map( static fn( array $m ): string => '' !== ( $m[2] ?? '' ) ? $m[2] : (string) ( $m[4] ?? '' ), $matches );
	}

	/**
	 * The inert form of a start tag, or null when nothing in it is blocked.
	 *
	 * @param array{name: string, attributes: array<string, string>, self_closing: bool} $tag
	 * @param callable(string): (string[]|null) $blocked
	 */
	private static function inert( array $tag, callable $blocked, array $options ): ?string {
		$name       = $tag['name'];
		$attrs      = $tag['attributes'];
		$categories = null;
		$moved      = array();
		// An inline style on any element: the addresses its url()s load.
		foreach ( array_merge( self::URL_ATTRIBUTES[ $name ] ?? array(), array( 'style' ) ) as $attribute ) {
			if ( ! isset( $attrs[ $attribute ] ) ) {
				continue;
			}
			if ( str_ends_with( $attribute, 'srcset' ) ) {
				$urls = array_map( static fn( string $candidate ): string => (string) preg_split( '/\s+/', trim( $candidate ) )[0], explode( ',', $attrs[ $attribute ] ) );
			} elseif ( 'style' === $attribute ) {
				$urls = self::css_urls( $attrs[ $attribute ] );
			} elseif ( 'ping' === $attribute ) {
				$urls = preg_split( '/\s+/', trim( $attrs[ $attribute ] ), -1, PREG_SPLIT_NO_EMPTY );
			} else {
				$urls = array( $attrs[ $attribute ] );
			}
			foreach ( $urls as $url ) {
				$found = '' === $url ? null : $blocked( $url );
				if ( $found ) {
					$categories = $categories ?? $found;
					$moved[]    = $attribute;
					break;
				}
			}
		}
		if ( 'script' === $name && ! empty( $options['all_scripts'] ) ) {
			$categories = $options['all_scripts'];
			$moved      = isset( $attrs['src'] ) ? array( 'src' ) : array();
		}
		if ( null === $categories ) {
			return null;
		}
		// A live URL is blocked, whatever the tag says of itself: categories the author wrote (kses
		// keeps `data-*`) are only added to, never trusted as "already handled".
		if ( isset( $attrs['data-colophon-categories'] ) ) {
			$categories = array_values( array_unique( array_merge( (array) $categories, preg_split( '/[\s,]+/', $attrs['data-colophon-categories'], -1, PREG_SPLIT_NO_EMPTY ) ) ) );
			unset( $attrs['data-colophon-categories'] );
		}
		$inert = array();
		foreach ( $attrs as $attribute => $value ) {
			if ( in_array( $attribute, $moved, true ) ) {
				// `xlink:href` is recorded as `href`, as the browser half records it (SVG 2 reads both).
				$inert[ 'data-colophon-' . preg_replace( '/^xlink:/', '', $attribute ) ] = $value;
			} elseif ( 'script' !== $name || 'type' !== $attribute ) {
				$inert[ $attribute ] = $value;
			} elseif ( '' !== $value && ! in_array( strtolower( $value ), array( 'text/javascript', 'text/plain' ), true ) && ! isset( $attrs['data-colophon-type'] ) ) {
				$inert['data-colophon-type'] = $value;
			}
		}
		if ( 'script' === $name ) {
			$inert['type'] = 'text/plain';
		}
		$inert['data-colophon-categories'] = implode( ' ', (array) $categories );
		if ( 'script' === $name ) {
			$inert['data-colophon-position'] = $options['position'] ?? 'body';
		}
		return \Colophon\HtmlTags::write( $name, $inert, $tag['self_closing'] );
	}
}
