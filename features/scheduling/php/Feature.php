<?php
/**
 * The booking calendar: the host of each booking calendar block on the page is a provider of its
 * consent category for this page (`colophon_page_providers`), so the blocker holds it back before
 * consent and strict mode's policy lets it in once that category is allowed — for any scheduling
 * provider, not only those the consent catalogue knows.
 *
 * @package Colophon
 */

namespace Colophon\Scheduling;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		add_filter( 'colophon_page_providers', array( self::class, 'providers' ) );
	}

	/**
	 * @param array<int, array{url: string, categories: string[], fullPath: bool}> $providers
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function providers( array $providers ): array {
		foreach ( Shortcodes::contents() as $content ) {
			if ( has_block( 'colophon/scheduling', $content ) ) {
				$providers = array_merge( $providers, self::of_blocks( parse_blocks( $content ) ) );
			}
		}
		return $providers;
	}

	/**
	 * The booking calendars' hosts among `$blocks`, at any depth.
	 *
	 * @param array<int, array<string, mixed>> $blocks parse_blocks() output.
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function of_blocks( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			$attrs = (array) ( $block['attrs'] ?? array() );
			$host  = 'colophon/scheduling' === $block['blockName'] ? (string) wp_parse_url( (string) ( $attrs['url'] ?? '' ), PHP_URL_HOST ) : '';
			if ( '' !== $host && str_starts_with( (string) $attrs['url'], 'https://' ) ) {
				$category = sanitize_key( (string) ( $attrs['category'] ?? 'functional' ) );
				$found[]  = array(
					'url'        => strtolower( $host ),
					'categories' => array( '' !== $category ? $category : 'functional' ),
					'fullPath'   => false,
				);
			}
			$found = array_merge( $found, self::of_blocks( (array) ( $block['innerBlocks'] ?? array() ) ) );
		}
		return $found;
	}
}
