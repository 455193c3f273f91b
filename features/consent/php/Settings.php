<?php
/**
 * Site-owner consent settings: their defaults, and what is stored in the `colophon_consent`
 * option. Edited on Colophon → Consent through ./SettingsForm.php (the form's values and their
 * validation); what a page gets of them is ./PageConfig.php; the banner's words ./BannerTexts.php.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'colophon_consent';

	public const LAWS = array( 'gdpr', 'ccpa' );

	/** @return array<string, mixed> */
	public static function defaults(): array {
		$categories = array();
		foreach ( array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'other' ) as $slug ) {
			$categories[] = array(
				'slug'      => $slug,
				'necessary' => 'necessary' === $slug,
				'defaults'  => array(
					'gdpr' => 'necessary' === $slug,
					'ccpa' => 'necessary' === $slug,
				),
				'cookies'   => array(),
			);
		}
		return array(
			'enabled'          => false,
			'domain'           => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
			'key'              => '',
			'bannerId'         => '',
			'law'              => 'gdpr',
			'respectGpc'       => true,
			'cookieName'       => 'cookieyes-consent',
			'cookieDomain'     => '',
			'expiryDays'       => 365,
			'helperCookieDays' => 30,
			'logUrl'           => '',
			'thumbnail'        => 'https://img.youtube.com/vi/{id}/maxresdefault.jpg',
			'categories'       => $categories,
			'providers'        => array(),
			// The category avatars wait for (features/consent/php/Avatars.php); '' loads them at once.
			'avatars'          => 'functional',
			'consentMode'      => array(
				'enabled' => true,
				'rows'    => array(),
			),
			'strict'           => false,
			'allowedHosts'     => array(),
		);
	}

	/** @return array<string, mixed> The saved settings over the defaults. */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? $saved : array() );
	}

	/**
	 * The providers the blocker holds back: the owner's list and the avatar hosts.
	 *
	 * @param array<string, mixed>|null $settings Settings to read (default: the saved ones).
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function providers( ?array $settings = null ): array {
		$settings ??= self::get();
		return array_merge( (array) $settings['providers'], Avatars::providers( (string) $settings['avatars'] ) );
	}

	public static function enabled(): bool {
		return (bool) self::get()['enabled'];
	}
}
