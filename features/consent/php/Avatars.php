<?php
/**
 * Comment and author avatars wait for consent. An avatar service (gravatar.com, by default) learns
 * the visitor's address and which page they read from every avatar request, so its hosts are
 * blocked providers in the category the owner chose (`avatars` in the consent settings, functional
 * by default; empty loads them at once). Until that category is allowed each avatar shows a local
 * placeholder; the browser half of the blocker then puts the real address back. The HTML stays the
 * same for every visitor, so cached pages keep working.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Avatars {

	/** The placeholder an avatar shows until consent: a file of this site, so no one else hears of it. */
	public static function placeholder(): string {
		return plugins_url( 'features/consent/avatar-placeholder.svg', COLOPHON_FILE );
	}

	/**
	 * The provider entries for the avatar hosts, in the category `$category` (none when empty).
	 * Other avatar services (or a site's own proxy of one) are added with the
	 * `colophon_avatar_hosts` filter.
	 *
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function providers( string $category ): array {
		if ( '' === $category ) {
			return array();
		}
		/**
		 * Filters the hosts comment avatars come from, held back until their consent category is allowed.
		 *
		 * @param string[] $hosts Host names (default: gravatar.com).
		 */
		$hosts = (array) apply_filters( 'colophon_avatar_hosts', array( 'gravatar.com' ) );
		return array_values(
			array_map(
				static fn( $host ): array => array(
					'url'        => (string) $host,
					'categories' => array( $category ),
					'fullPath'   => false,
				),
				array_filter( $hosts, static fn( $host ): bool => is_string( $host ) && null !== Providers::normalise( $host ) )
			)
		);
	}

	/**
	 * An avatar `<img>` made inert by the blocker (its `src` moved to `data-colophon-src`) gets the
	 * placeholder as its `src`, so the visitor sees a neutral face instead of an empty box.
	 */
	public static function with_placeholder( string $html ): string {
		if ( ! str_contains( $html, 'data-colophon-src=' ) ) {
			return $html;
		}
		$src = esc_url( self::placeholder() );
		return (string) preg_replace_callback(
			'#<img\b[^>]*>#i',
			static fn( array $tag ): string => preg_match( '#\sdata-colophon-src=#i', $tag[0] ) && ! preg_match( '#\ssrc\s*=#i', $tag[0] )
				// phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- not a new image: WordPress's own avatar <img>, its src swapped for the local placeholder.
				? '<img src="' . $src . '"' . substr( $tag[0], 4 )
				: $tag[0],
			$html
		);
	}
}
