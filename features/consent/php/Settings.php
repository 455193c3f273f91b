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

	private const LEGACY_THUMBNAIL = 'https://img.youtube.com/vi/{id}/maxresdefault.jpg';

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
			// The law per visitor region (Regions.php): the header with the visitor's country, and the rules.
			'regionHeader'     => '',
			'regionRules'      => array(),
			'respectGpc'       => true,
			'cookieName'       => 'cookieyes-consent',
			'cookieDomain'     => '',
			'expiryDays'       => 365,
			'helperCookieDays' => 30,
			'logUrl'           => '',
			// '': a copy kept on this site (features/video-placeholder/php/Thumbnails.php).
			'thumbnail'        => '',
			'categories'       => $categories,
			'providers'        => array(),
			// Changes to the catalogue of known services (./Catalogue.php): id => category slug or "off".
			'services'         => array(),
			// The category avatars wait for (features/consent/php/Avatars.php); '' loads them at once.
			'avatars'          => 'functional',
			'consentMode'      => array(
				'enabled' => true,
				'rows'    => array(),
			),
			'strict'           => false,
			'allowedHosts'     => array(),
			// The owner's words for the banner (BannerTexts::EDITABLE): key => text; empty keys are the built-in ones.
			'texts'            => array(),
			// The banner's look (Look.php): where it sits and its colours ('' = the built-in one).
			'look'             => Look::DEFAULTS,
		);
	}

	/** @return array<string, mixed> The saved settings over the defaults. */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		// The address every install had before thumbnails were kept on the site: not a choice, so
		// it follows the new default, and the visitor's browser no longer asks YouTube before consent.
		if ( self::LEGACY_THUMBNAIL === ( $saved['thumbnail'] ?? '' ) ) {
			$saved['thumbnail'] = '';
		}
		return array_merge( self::defaults(), $saved );
	}

	/**
	 * The providers the blocker holds back: the owner's list first (it wins where both match), the
	 * avatar hosts, then the catalogue of known services.
	 *
	 * @param array<string, mixed>|null $settings Settings to read (default: the saved ones).
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function providers( ?array $settings = null ): array {
		$settings ??= self::get();
		return array_merge( self::own_providers( $settings ), Catalogue::providers( (array) $settings['services'] ) );
	}

	/**
	 * The owner's list and the avatar hosts: what the page config lists one by one (the catalogue
	 * goes along in its short form, PageConfig::consent).
	 *
	 * @param array<string, mixed> $settings
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function own_providers( array $settings ): array {
		/**
		 * Filters the providers of this page that its widgets bring (a booking calendar's host), each
		 * `{url, categories, fullPath}`: held back before consent and, in strict mode, let in once
		 * their categories are allowed, as the owner's own list is.
		 *
		 * @param array[] $providers None by default.
		 */
		$page = (array) apply_filters( 'colophon_page_providers', array() );
		return array_merge( (array) $settings['providers'], Avatars::providers( (string) $settings['avatars'] ), $page );
	}

	public static function enabled(): bool {
		return (bool) self::get()['enabled'];
	}

	/**
	 * The settings as they apply to this visitor: the law of their region (Regions.php), and
	 * consent management off where that law is "none". What a page prints reads these.
	 *
	 * @return array<string, mixed>
	 */
	public static function visitor(): array {
		$settings = self::get();
		if ( '' === (string) $settings['regionHeader'] || ! $settings['regionRules'] ) {
			return $settings;
		}
		$law = Regions::law_for( (array) $settings['regionRules'], (string) $settings['law'], Regions::code( (string) $settings['regionHeader'] ) );
		if ( 'none' === $law ) {
			$settings['enabled'] = false;
		} else {
			$settings['law'] = $law;
		}
		return $settings;
	}
}
