<?php
/**
 * Server half of the script blocker: tags the plugin knows about are printed inert, so a blocked
 * provider's file is never requested before consent (a browser fetches `<script src>` and iframes
 * while parsing, before any script could stop it). The same shape the browser half uses:
 * `src` → `data-colophon-src`, scripts typed `text/plain` (original type kept in
 * `data-colophon-type`), categories in `data-colophon-categories`, position in
 * `data-colophon-position`. Pages stay cacheable: the HTML is the same for every visitor and the
 * decision happens in the browser.
 *
 * Covered: enqueued scripts (with their inline before/after parts), post content, oEmbed HTML.
 * Hard-coded tags elsewhere in a theme are caught in the browser (execution blocked; the request
 * may already have started) — move them into an enqueue or the content to block them fully.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Blocker {

	private bool $in_head = true;

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		if ( is_admin() || ! Settings::enabled() || ! Settings::get()['providers'] ) {
			return;
		}
		add_filter( 'script_loader_tag', array( $this, 'filter_script_tag' ), 20, 3 );
		add_filter( 'the_content', array( $this, 'filter_html' ), 999 );
		add_filter( 'embed_oembed_html', array( $this, 'filter_html' ), 999 );
		add_action( 'wp_body_open', fn() => $this->in_head = false, 0 );
		add_action( 'wp_footer', fn() => $this->in_head = false, 0 );
	}

	/** The provider entry that blocks $url, or null. Same matching as src/consent/blocker.ts. */
	public static function provider_for( string $url ): ?array {
		$parts = wp_parse_url( html_entity_decode( $url ) );
		if ( ! $parts ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] ?? 'http' );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		$path = $parts['path'] ?? '/';
		$host = isset( $parts['host'] ) ? preg_replace( '/^www\./', '', strtolower( $parts['host'] ) ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) : (string) wp_parse_url( home_url(), PHP_URL_HOST );
		foreach ( Settings::get()['providers'] as $provider ) {
			// A path (/wp-content/…) or host + path (youtube.com/embed), scheme and www. ignored.
			$bare    = (string) preg_replace( '#^[a-z]+:#i', '', trim( $provider['url'] ) );
			$is_path = (bool) preg_match( '#^/(?!/)#', $bare );
			$want    = $is_path ? $bare : (string) preg_replace( '#^www\.#i', '', (string) preg_replace( '#^//#', '', $bare ) );
			$have    = $is_path ? $path : $host . $path;
			if ( $provider['fullPath'] ? $have === $want : str_contains( $have, $want ) ) {
				return $provider;
			}
		}
		return null;
	}

	/** An enqueued script of a blocked provider, with its inline parts, printed inert. */
	public function filter_script_tag( string $tag, string $handle, string $src ): string {
		$provider = $src ? self::provider_for( $src ) : null;
		if ( ! $provider ) {
			return $tag;
		}
		$categories = implode( ' ', $provider['categories'] );
		$position   = $this->in_head ? 'head' : 'body';
		return (string) preg_replace_callback(
			'#<script\b([^>]*)>#i',
			static fn( array $m ) => '<script' . self::inert_attributes( $m[1], $categories, $position, true ) . '>',
			$tag
		);
	}

	/** Scripts and iframes of blocked providers in content HTML. */
	public function filter_html( $html ) {
		if ( ! is_string( $html ) || ( ! str_contains( $html, '<script' ) && ! str_contains( $html, '<iframe' ) ) ) {
			return $html;
		}
		return preg_replace_callback(
			'#<(script|iframe)\b([^>]*)>#i',
			function ( array $m ): string {
				if ( ! preg_match( '#\ssrc\s*=\s*(["\'])(.*?)\1#is', $m[2], $src ) ) {
					return $m[0];
				}
				$provider = self::provider_for( $src[2] );
				if ( ! $provider ) {
					return $m[0];
				}
				$is_script = 'script' === strtolower( $m[1] );
				if ( ! $is_script ) {
					$this->markers->add( 'video-placeholder' );
				}
				return '<' . $m[1] . self::inert_attributes( $m[2], implode( ' ', $provider['categories'] ), 'body', $is_script ) . '>';
			},
			$html
		);
	}

	private static function inert_attributes( string $attributes, string $categories, string $position, bool $script ): string {
		$attributes = (string) preg_replace( '#(\s)src(\s*=)#i', '$1data-colophon-src$2', $attributes );
		if ( $script ) {
			if ( preg_match( '#\stype\s*=\s*(["\'])(.*?)\1#i', $attributes, $type ) ) {
				$attributes = str_replace( $type[0], '', $attributes );
				if ( 'text/javascript' !== strtolower( $type[2] ) ) {
					$attributes .= ' data-colophon-type="' . esc_attr( $type[2] ) . '"';
				}
			}
			$attributes .= ' type="text/plain"';
		}
		return $attributes . ' data-colophon-categories="' . esc_attr( $categories ) . '" data-colophon-position="' . esc_attr( $position ) . '"';
	}
}
