<?php
/**
 * Consent's rows of the welcome screen: the banner on or off, and the domain it is registered for.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;
use Colophon\SiteHealth;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 10;
	}

	public function values( bool $done ): array {
		$consent = Settings::get();
		return array(
			// Before setup nothing is ticked but consent: the owner opts in to each change.
			'consent'        => $done ? (bool) $consent['enabled'] : true,
			'consent_domain' => (string) $consent['domain'],
		);
	}

	public function rows( Fields $f ): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$f->check( 'consent', __( 'Consent banner', 'colophon' ), __( 'Adds the cookie banner and a small script in each page\'s head that holds back trackers, embeds and pixels until a visitor allows their category.', 'colophon' ) );
		/* translators: %s: this site's host */
		$f->text( 'consent_domain', __( 'Consent domain', 'colophon' ), sprintf( __( 'The domain the banner is registered for. This site is on %s; the banner shows only on that domain and its subdomains.', 'colophon' ), $host ) );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		$errors  = array();
		$consent = Settings::get();
		$domain  = strtolower( $text( 'consent_domain' ) );
		$host    = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		if ( $flag( 'consent' ) && ! SiteHealth::domain_matches( $host, $domain ) ) {
			/* translators: 1: what was typed, 2: this site's host */
			$errors[] = sprintf( __( 'Consent domain: "%1$s" is not this site\'s domain. This site is on %2$s: use it (or the domain it is a subdomain of), or the banner stays away.', 'colophon' ), $domain, $host );
		}
		$consent['enabled'] = $flag( 'consent' );
		if ( '' !== $domain ) {
			$consent['domain'] = $domain;
		}
		return array( array( Settings::OPTION => $consent ), $errors );
	}
}
