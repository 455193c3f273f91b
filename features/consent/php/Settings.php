<?php
/**
 * Site-owner consent settings: stored in the `colophon_consent` option, edited on
 * Colophon → Consent (features/consent/php/SettingsPage.php), printed into the page config.
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

	/** @return array<string, mixed>|null `colophonConfig.consent`, or null when consent management is off. */
	/**
	 * Which consent boot the head prints: in strict mode, when the browser's policy can hold back
	 * every provider (each on a host of its own), the small one without the script blocker.
	 */
	public static function boot_entry(): string {
		$settings = self::get();
		$url      = wp_parse_url( home_url() );
		$host     = ( $url['host'] ?? '' ) . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
		return $settings['enabled'] && $settings['strict'] && ! Providers::needs_blocker( self::providers( $settings ), $host ) ? 'consent-strict' : 'consent-boot';
	}

	public static function page_config(): ?array {
		$settings = self::get();
		return $settings['enabled'] ? array_merge( $settings, array( 'providers' => self::providers( $settings ) ) ) : null;
	}

	/** @return array<string, string> Translated banner texts (`colophonConfig.consentTexts`). */
	public static function texts(): array {
		return array(
			'title'                          => __( 'We value your privacy', 'colophon' ),
			'description'                    => __( 'We use cookies to run this site, to understand how it is used and to show relevant ads. Choose which ones you allow; you can change your mind at any time.', 'colophon' ),
			'acceptAll'                      => __( 'Accept all', 'colophon' ),
			'rejectAll'                      => __( 'Reject all', 'colophon' ),
			'customise'                      => __( 'Customise', 'colophon' ),
			'save'                           => __( 'Save my preferences', 'colophon' ),
			'close'                          => __( 'Close', 'colophon' ),
			'preferencesTitle'               => __( 'Cookie preferences', 'colophon' ),
			'preferencesDescription'         => __( 'Necessary cookies keep the site working and are always on. The others are off until you turn them on.', 'colophon' ),
			'preferencesFailed'              => __( 'The cookie settings could not be loaded. Check your connection and try again.', 'colophon' ),
			'alwaysActive'                   => __( 'Always active', 'colophon' ),
			'revisit'                        => __( 'Cookie settings', 'colophon' ),
			'gpcNotice'                      => __( 'Your browser’s Global Privacy Control signal was honoured: we do not sell or share your data.', 'colophon' ),
			'videoPlaceholderTitle'          => __( 'This video is blocked until you accept {categories} cookies.', 'colophon' ),
			'videoPlaceholderAccept'         => __( 'Accept and play', 'colophon' ),
			'category_necessary'             => __( 'Necessary', 'colophon' ),
			'category_necessary_description' => __( 'Security, load balancing and remembering your cookie choice.', 'colophon' ),
			'category_functional'            => __( 'Functional', 'colophon' ),
			'category_functional_description' => __( 'Embedded videos, chat and remembering preferences.', 'colophon' ),
			'category_analytics'             => __( 'Analytics', 'colophon' ),
			'category_analytics_description' => __( 'Counting visits and learning which pages help readers.', 'colophon' ),
			'category_performance'           => __( 'Performance', 'colophon' ),
			'category_performance_description' => __( 'Measuring how fast pages load.', 'colophon' ),
			'category_advertisement'         => __( 'Advertisement', 'colophon' ),
			'category_advertisement_description' => __( 'Ad pixels that tell us which ads brought you here.', 'colophon' ),
			'category_other'                 => __( 'Other', 'colophon' ),
			'category_other_description'     => __( 'Cookies that do not fit the other categories yet.', 'colophon' ),
		);
	}

	/**
	 * The saved settings in the shape the settings form posts (the lists as JSON text), which
	 * validate() reads back: the settings page shows them, a kit carries them.
	 */
	public static function form_values(): array {
		$s    = self::get();
		$json = static fn( $v ) => (string) wp_json_encode( $v, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES );
		$mode = $s['consentMode'];
		unset( $s['consentMode'] ); // Posted as its two fields below.
		return array_merge(
			$s,
			array(
				'categories'         => $json( $s['categories'] ),
				'providers'          => $json( $s['providers'] ),
				'consentModeRows'    => $json( $mode['rows'] ),
				'consentModeEnabled' => $mode['enabled'],
				'allowedHosts'       => implode( "\n", (array) $s['allowedHosts'] ),
			)
		);
	}

	/**
	 * Validates submitted settings. Returns [clean settings, error messages]; with errors the
	 * caller keeps the previous settings and shows the messages.
	 *
	 * @param array<string, mixed> $input Raw values; the JSON fields arrive as strings.
	 * @return array{0: array<string, mixed>, 1: string[]}
	 */
	public static function validate( array $input ): array {
		$errors = array();
		$out    = self::defaults();
		$input  = self::text_fields( $input, $errors );

		$out['enabled']    = ! empty( $input['enabled'] );
		$out['respectGpc'] = ! empty( $input['respectGpc'] );

		$domain = strtolower( trim( (string) ( $input['domain'] ?? '' ) ) );
		$domain = preg_replace( '#^[a-z]+://#', '', $domain );
		$domain = (string) preg_replace( '#[/:].*$#', '', (string) $domain );
		if ( '' === $domain || ! preg_match( '/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/', $domain ) ) {
			$errors[] = __( 'Registered domain: enter a host name such as example.com (no protocol or path).', 'colophon' );
		}
		$out['domain'] = $domain;

		$out['key']      = sanitize_text_field( (string) ( $input['key'] ?? '' ) );
		$out['bannerId'] = sanitize_text_field( (string) ( $input['bannerId'] ?? '' ) );

		$law = (string) ( $input['law'] ?? 'gdpr' );
		if ( ! in_array( $law, self::LAWS, true ) ) {
			$errors[] = __( 'Law: choose GDPR (opt-in) or CCPA (opt-out).', 'colophon' );
		}
		$out['law'] = in_array( $law, self::LAWS, true ) ? $law : 'gdpr';

		$cookie_name = (string) ( $input['cookieName'] ?? 'cookieyes-consent' );
		if ( ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $cookie_name ) ) {
			$errors[] = __( 'Cookie name: use letters, digits, dashes and underscores only.', 'colophon' );
		}
		$out['cookieName'] = $cookie_name;
		// Goes into the cookie's attributes as is: a host name (a leading dot allowed), nothing else.
		$cookie_domain = strtolower( trim( (string) ( $input['cookieDomain'] ?? '' ) ) );
		if ( '' !== $cookie_domain && ! preg_match( '/^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/', $cookie_domain ) ) {
			$errors[]      = __( 'Cookie domain: leave it empty, or enter a domain such as example.com or .example.com.', 'colophon' );
			$cookie_domain = '';
		}
		$out['cookieDomain'] = $cookie_domain;

		foreach ( array( 'expiryDays' => 365, 'helperCookieDays' => 30 ) as $field => $fallback ) {
			$value = (string) ( $input[ $field ] ?? $fallback );
			if ( ! ctype_digit( $value ) || (int) $value < 1 || (int) $value > 3650 ) {
				/* translators: %s: field name */
				$errors[] = sprintf( __( '%s: enter a whole number of days between 1 and 3650.', 'colophon' ), 'expiryDays' === $field ? __( 'Consent cookie expiry', 'colophon' ) : __( 'Helper cookie lifetime', 'colophon' ) );
			}
			$out[ $field ] = max( 1, min( 3650, (int) $value ) );
		}

		foreach ( array( 'logUrl', 'thumbnail' ) as $field ) {
			$url = trim( (string) ( $input[ $field ] ?? '' ) );
			// A path of this site (one leading slash) or an http(s) URL; `//host/…` is another site in disguise.
			if ( '' !== $url && ! preg_match( '#^(https?://[^/\s]|/(?![/\\\\]))#i', $url ) ) {
				/* translators: %s: field name */
				$errors[] = sprintf( __( '%s: enter an http(s) URL or a path starting with /.', 'colophon' ), 'logUrl' === $field ? __( 'Log endpoint', 'colophon' ) : __( 'Video thumbnail', 'colophon' ) );
			}
			$out[ $field ] = esc_url_raw( $url, array( 'http', 'https' ) ) ? $url : '';
		}

		$categories = self::json_field( $input, 'categories', __( 'Categories', 'colophon' ), $errors );
		if ( null !== $categories ) {
			$out['categories'] = self::validate_categories( $categories, $errors );
		}
		$slugs = array_column( $out['categories'], 'slug' );

		$providers = self::json_field( $input, 'providers', __( 'Blocked providers', 'colophon' ), $errors );
		if ( null !== $providers ) {
			$out['providers'] = self::validate_providers( $providers, $slugs, $errors );
		}

		// Settings saved before this field existed (or a kit made then) keep avatars waiting.
		$avatars = (string) ( $input['avatars'] ?? ( in_array( 'functional', $slugs, true ) ? 'functional' : '' ) );
		if ( '' !== $avatars && ! in_array( $avatars, $slugs, true ) ) {
			/* translators: %s: list of category slugs */
			$errors[] = sprintf( __( 'Avatars: choose "load at once" or one of the categories: %s.', 'colophon' ), implode( ', ', $slugs ) );
			$avatars  = '';
		}
		$out['avatars'] = $avatars;

		$out['strict']       = ! empty( $input['strict'] );
		$out['allowedHosts'] = self::validate_hosts( (string) ( $input['allowedHosts'] ?? '' ), $errors );

		$rows = self::json_field( $input, 'consentModeRows', __( 'Consent mode defaults', 'colophon' ), $errors );
		$out['consentMode'] = array(
			'enabled' => ! empty( $input['consentModeEnabled'] ),
			'rows'    => null === $rows ? array() : self::validate_rows( $rows, $errors ),
		);

		return array( $out, $errors );
	}

	/**
	 * The fields as text. A field sent as an array (a hand-made request) is refused with a message
	 * and read as empty, instead of a PHP warning in the middle of the response.
	 */
	private static function text_fields( array $input, array &$errors ): array {
		foreach ( $input as $field => $value ) {
			if ( is_array( $value ) || is_object( $value ) ) {
				/* translators: %s: field name */
				$errors[]        = sprintf( __( '%s: expected text, got a list.', 'colophon' ), sanitize_key( (string) $field ) );
				$input[ $field ] = '';
			}
		}
		return $input;
	}

	/** @return array<mixed>|null */
	private static function json_field( array $input, string $field, string $label, array &$errors ): ?array {
		$raw = trim( (string) ( $input[ $field ] ?? '' ) );
		if ( '' === $raw ) {
			return 'categories' === $field ? null : array();
		}
		$decoded = json_decode( $raw, true );
		if ( JSON_ERROR_NONE !== json_last_error() || ! is_array( $decoded ) || array_keys( $decoded ) !== array_keys( array_values( $decoded ) ) ) {
			/* translators: 1: field label, 2: JSON error */
			$errors[] = sprintf( __( '%1$s: not a valid JSON list (%2$s).', 'colophon' ), $label, JSON_ERROR_NONE !== json_last_error() ? json_last_error_msg() : __( 'expected [ … ]', 'colophon' ) );
			return null;
		}
		return $decoded;
	}

	private static function validate_categories( array $list, array &$errors ): array {
		$out = array();
		foreach ( $list as $i => $c ) {
			$n = $i + 1;
			if ( ! is_array( $c ) || ! isset( $c['slug'] ) || ! preg_match( '/^[a-z][a-z0-9_-]*$/', (string) $c['slug'] ) ) {
				/* translators: %d: position in the list */
				$errors[] = sprintf( __( 'Categories: entry %d needs a "slug" of lowercase letters, digits, - or _.', 'colophon' ), $n );
				continue;
			}
			$cookies = array();
			foreach ( (array) ( $c['cookies'] ?? array() ) as $cookie ) {
				if ( is_array( $cookie ) && isset( $cookie['id'] ) && '' !== (string) $cookie['id'] ) {
					$cookies[] = array(
						'id'     => sanitize_text_field( (string) $cookie['id'] ),
						'domain' => sanitize_text_field( (string) ( $cookie['domain'] ?? '' ) ),
					);
				}
			}
			$necessary = ! empty( $c['necessary'] );
			$out[]     = array(
				'slug'      => (string) $c['slug'],
				'necessary' => $necessary,
				'defaults'  => array(
					'gdpr' => $necessary || ! empty( $c['defaults']['gdpr'] ),
					'ccpa' => $necessary || ! empty( $c['defaults']['ccpa'] ),
				),
				'cookies'   => $cookies,
			);
		}
		if ( ! in_array( true, array_column( $out, 'necessary' ), true ) ) {
			$errors[] = __( 'Categories: one category must be marked "necessary": true (the consent cookie itself belongs to it).', 'colophon' );
		}
		return $out;
	}

	private static function validate_providers( array $list, array $slugs, array &$errors ): array {
		$out = array();
		foreach ( $list as $i => $p ) {
			$n = $i + 1;
			if ( ! is_array( $p ) || empty( $p['url'] ) || ! is_string( $p['url'] ) ) {
				/* translators: %d: position in the list */
				$errors[] = sprintf( __( 'Blocked providers: entry %d needs a "url" (a URL or a fragment of one).', 'colophon' ), $n );
				continue;
			}
			// Case, scheme, www., query and fragment are ignored when matching; refuse only what can never match.
			if ( null === Providers::normalise( $p['url'] ) ) {
				/* translators: 1: position, 2: what was typed */
				$errors[] = sprintf( __( 'Blocked providers: entry %1$d ("%2$s") can never match a request: give a host and path such as tracker.example/pixel, or a path of this site such as /wp-content/plugins/tracker/.', 'colophon' ), $n, sanitize_text_field( $p['url'] ) );
				continue;
			}
			$categories = array_values( array_filter( (array) ( $p['categories'] ?? array() ), 'is_string' ) );
			$unknown    = array_diff( $categories, $slugs );
			if ( ! $categories || $unknown ) {
				/* translators: 1: position, 2: list of category slugs */
				$errors[] = sprintf( __( 'Blocked providers: entry %1$d needs "categories" from: %2$s.', 'colophon' ), $n, implode( ', ', $slugs ) );
				continue;
			}
			$out[] = array(
				'url'        => trim( $p['url'] ),
				'categories' => $categories,
				'fullPath'   => ! empty( $p['fullPath'] ),
			);
		}
		return $out;
	}

	/**
	 * Hosts strict mode always allows (one per line or comma): a host, `*.` a domain's subdomains,
	 * an optional scheme and port — the host sources of a Content-Security-Policy, nothing else.
	 *
	 * @return string[]
	 */
	private static function validate_hosts( string $raw, array &$errors ): array {
		$out = array();
		foreach ( preg_split( '/[\s,]+/', strtolower( trim( $raw ) ), -1, PREG_SPLIT_NO_EMPTY ) as $host ) {
			if ( ! preg_match( '#^(https?://)?(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$#', $host ) ) {
				/* translators: %s: what was typed */
				$errors[] = sprintf( __( 'Hosts always allowed: "%s" is not a host such as cdn.example.com, *.example.com or https://fonts.example.com.', 'colophon' ), sanitize_text_field( $host ) );
				continue;
			}
			$out[] = $host;
		}
		return array_values( array_unique( $out ) );
	}

	private static function validate_rows( array $list, array &$errors ): array {
		$out    = array();
		$fields = array( 'analytics', 'advertisement', 'functional', 'necessary', 'ad_user_data', 'ad_personalization' );
		foreach ( $list as $i => $row ) {
			$n     = $i + 1;
			$clean = array();
			foreach ( $fields as $field ) {
				$value = is_array( $row ) ? ( $row[ $field ] ?? 'denied' ) : null;
				if ( 'granted' !== $value && 'denied' !== $value ) {
					/* translators: 1: position, 2: field name */
					$errors[] = sprintf( __( 'Consent mode defaults: entry %1$d, "%2$s" must be "granted" or "denied".', 'colophon' ), $n, $field );
					continue 2;
				}
				$clean[ $field ] = $value;
			}
			$regions = trim( (string) ( $row['regions'] ?? 'All' ) );
			$bad_region = ! preg_match( '/^[A-Z]{2}(-[A-Z0-9]{1,3})?(\s*,\s*[A-Z]{2}(-[A-Z0-9]{1,3})?)*$/', $regions ) || preg_match( '/\b(EU|UK)\b/', $regions );
			if ( 'all' !== strtolower( $regions ) && $bad_region ) {
				/* translators: %d: position */
				$errors[] = sprintf( __( 'Consent mode defaults: entry %d, "regions" must be "All" or ISO 3166 codes such as "DE, FR, GB, US-CA" (not EU or UK).', 'colophon' ), $n );
				continue;
			}
			$clean['regions'] = $regions;
			$out[]            = $clean;
		}
		return $out;
	}
}
