<?php
/**
 * Consent's Site Health test: the domain the banner is registered for is this site's (a site moved
 * to another address shows no banner and keeps every non-necessary script blocked until it is).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\SiteHealth;

defined( 'ABSPATH' ) || exit;

final class Health {

	public static function register(): void {
		add_filter(
			'site_status_tests',
			static function ( array $tests ): array {
				$tests['direct']['colophon_consent_domain'] = array(
					'label' => __( 'Colophon consent domain', 'colophon' ),
					'test'  => array( self::class, 'consent_domain' ),
				);
				return $tests;
			}
		);
	}

	/** @return array<string, mixed> */
	public static function consent_domain(): array {
		$registered = (string) ( Settings::get()['domain'] ?? '' );
		$host       = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$settings   = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'admin.php?page=colophon-consent' ) ), esc_html__( 'Consent settings', 'colophon' ) );
		if ( SiteHealth::domain_matches( $host, $registered ) ) {
			/* translators: %s: the registered domain. */
			return SiteHealth::result( 'colophon_consent_domain', true, __( 'The consent domain matches this site', 'colophon' ), sprintf( __( 'The banner is registered for %s, which this site is on.', 'colophon' ), $registered ) );
		}
		return SiteHealth::result(
			'colophon_consent_domain',
			false,
			__( 'The consent domain does not match this site', 'colophon' ),
			sprintf(
				/* translators: 1: the registered domain, 2: this site's host. */
				__( 'The banner is registered for "%1$s" but this site is on %2$s (the site URL has changed). Visitors see no banner and every non-necessary script stays blocked until the registered domain is updated.', 'colophon' ),
				$registered,
				$host
			),
			$settings
		);
	}
}
