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
use Colophon\Kit\BlockProviders;

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
		return array_merge(
			$providers,
			BlockProviders::on_page(
				self::BLOCK,
				static function ( array $attrs ): ?array {
					$settings = self::settings( $attrs );
					return null === $settings ? null : array( (string) $settings['api'], (string) $settings['category'] );
				}
			)
		);
	}
}
