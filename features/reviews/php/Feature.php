<?php
/**
 * The reviews block's settings for the handler (../index.ts), and its provider's host as a
 * provider of the block's consent category for the page (`colophon_page_providers`), so the
 * blocker holds it back before consent and strict mode's policy lets it in once that category is
 * allowed — for any reviews provider, not only those the consent catalogue knows.
 *
 * @package Colophon
 */

namespace Colophon\Reviews;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public const BLOCK = 'colophon/reviews';

	public function register( Context $context ): void {
		add_filter( 'colophon_page_providers', array( self::class, 'providers' ) );
	}

	/**
	 * The handler's settings from the block's attributes, or null when the block names no provider
	 * (an https address and a business unit).
	 *
	 * @param array<string, mixed> $attributes
	 * @return array<string, mixed>|null
	 */
	public static function settings( array $attributes ): ?array {
		$api  = trim( (string) ( $attributes['api'] ?? '' ) );
		$unit = trim( (string) ( $attributes['businessUnit'] ?? '' ) );
		if ( '' === $unit || ! str_starts_with( $api, 'https://' ) || '' === (string) wp_parse_url( $api, PHP_URL_HOST ) ) {
			return null;
		}
		$category = sanitize_key( (string) ( $attributes['category'] ?? 'functional' ) );
		return array(
			'api'             => trailingslashit( $api ),
			'businessUnit'    => $unit,
			'templateId'      => trim( (string) ( $attributes['templateId'] ?? '' ) ),
			'locale'          => trim( (string) ( $attributes['locale'] ?? '' ) ),
			'sku'             => trim( (string) ( $attributes['sku'] ?? '' ) ),
			'productName'     => trim( (string) ( $attributes['productName'] ?? '' ) ),
			'language'        => trim( (string) ( $attributes['locale'] ?? '' ) ),
			'numberOfReviews' => max( 1, min( 100, (int) ( $attributes['numberOfReviews'] ?? 10 ) ) ),
			'lazy'            => (bool) ( $attributes['lazy'] ?? true ),
			'category'        => '' !== $category ? $category : 'functional',
		);
	}

	/**
	 * @param array<int, array{url: string, categories: string[], fullPath: bool}> $providers
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function providers( array $providers ): array {
		foreach ( Shortcodes::contents() as $content ) {
			if ( has_block( self::BLOCK, $content ) ) {
				$providers = array_merge( $providers, self::of_blocks( parse_blocks( $content ) ) );
			}
		}
		return $providers;
	}

	/**
	 * The reviews providers' hosts among `$blocks`, at any depth.
	 *
	 * @param array<int, array<string, mixed>> $blocks parse_blocks() output.
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function of_blocks( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			$settings = self::BLOCK === $block['blockName'] ? self::settings( (array) ( $block['attrs'] ?? array() ) ) : null;
			if ( null !== $settings ) {
				$found[] = array(
					'url'        => strtolower( (string) wp_parse_url( $settings['api'], PHP_URL_HOST ) ),
					'categories' => array( $settings['category'] ),
					'fullPath'   => false,
				);
			}
			$found = array_merge( $found, self::of_blocks( (array) ( $block['innerBlocks'] ?? array() ) ) );
		}
		return $found;
	}
}
