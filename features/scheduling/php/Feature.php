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
use Colophon\Kit\BlockProviders;

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
		return array_merge(
			$providers,
			BlockProviders::on_page(
				'colophon/scheduling',
				static fn( array $attrs ): array => array( (string) ( $attrs['url'] ?? '' ), (string) ( $attrs['category'] ?? 'functional' ) )
			)
		);
	}
}
