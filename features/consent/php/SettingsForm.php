<?php
/**
 * The consent settings as the settings form has them, both ways: the saved settings in the shape
 * the form posts (values(): the settings page shows them, a kit carries them), and a posted form
 * checked into settings to save (validate(): each refusal names its field; with any, nothing is
 * saved and what was typed stays).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class SettingsForm {

	/**
	 * The saved settings in the shape the settings form posts (the lists as JSON text), which
	 * validate() reads back: the settings page shows them, a kit carries them.
	 */
	public static function values(): array {
		$s    = Settings::get();
		$json = static fn( $v ) => (string) wp_json_encode( $v, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES );
		$mode     = $s['consentMode'];
		$services = (array) $s['services'];
		$own      = array();
		foreach ( BannerTexts::EDITABLE as $key ) {
			$own[ 'text_' . $key ] = (string) ( $s['texts'][ $key ] ?? '' );
		}
		foreach ( Look::get( $s ) as $key => $value ) {
			$own[ 'look_' . $key ] = (string) $value;
		}
		unset( $s['consentMode'], $s['services'], $s['texts'], $s['look'] ); // Posted as their own fields below.
		return array_merge(
			$s,
			array(
				'categories'         => $json( $s['categories'] ),
				'providers'          => $json( $s['providers'] ),
				'consentModeRows'    => $json( $mode['rows'] ),
				'consentModeEnabled' => $mode['enabled'],
				'allowedHosts'       => implode( "\n", (array) $s['allowedHosts'] ),
				'regionRules'        => Regions::text( (array) $s['regionRules'] ),
			),
			ServiceRows::values( $services ),
			$own
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
		$out    = Settings::defaults();
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
		if ( ! in_array( $law, Settings::LAWS, true ) ) {
			$errors[] = __( 'Law: choose GDPR (opt-in) or CCPA (opt-out).', 'colophon' );
		}
		$out['law'] = in_array( $law, Settings::LAWS, true ) ? $law : 'gdpr';

		$header = trim( (string) ( $input['regionHeader'] ?? '' ) );
		if ( ! preg_match( '/^[A-Za-z0-9-]{0,64}$/', $header ) ) {
			$errors[] = __( 'Region header: the name of a request header, such as CF-IPCountry (letters, digits and dashes), or empty.', 'colophon' );
			$header   = '';
		}
		$out['regionHeader']         = $header;
		list( $rules, $rule_errors ) = Regions::parse( (string) ( $input['regionRules'] ?? '' ) );
		$out['regionRules']          = $rules;
		$errors                      = array_merge( $errors, $rule_errors );
		if ( $rules && '' === $header ) {
			$errors[] = __( 'Rules by region: name the header that carries the visitor\'s country first, or the rules cannot apply.', 'colophon' );
		}

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

		$out['services'] = ServiceRows::validate( $input, $slugs, $errors );
		list( $out['texts'], $out['look'] ) = self::validate_banner( $input, $errors );

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
	 * The banner's words and look. A field the form did not post (a kit made before them) is the
	 * built-in one.
	 *
	 * @return array{0: array<string, string>, 1: array<string, string>}
	 */
	private static function validate_banner( array $input, array &$errors ): array {
		$texts = array();
		foreach ( BannerTexts::EDITABLE as $key ) {
			$text = trim( sanitize_textarea_field( (string) ( $input[ 'text_' . $key ] ?? '' ) ) );
			if ( mb_strlen( $text ) > 600 ) {
				/* translators: %s: the text's label */
				$errors[] = sprintf( __( '%s: at most 600 characters.', 'colophon' ), self::text_label( $key ) );
				$text     = mb_substr( $text, 0, 600 );
			}
			if ( '' !== $text ) {
				$texts[ $key ] = $text;
			}
		}
		$look     = Look::DEFAULTS;
		$position = (string) ( $input['look_position'] ?? 'bottom' );
		if ( ! in_array( $position, Look::POSITIONS, true ) ) {
			$errors[] = __( 'Banner position: choose a bar at the bottom or the top, or a box in a bottom corner.', 'colophon' );
			$position = 'bottom';
		}
		$look['position'] = $position;
		$font             = (string) ( $input['look_font'] ?? 'system' );
		if ( ! in_array( $font, Look::FONTS, true ) ) {
			$errors[] = __( 'Banner font: choose the device\'s font or the site\'s font.', 'colophon' );
			$font     = 'system';
		}
		$look['font'] = $font;
		foreach ( self::look_labels() as $key => $label ) {
			$colour = Look::colour( (string) ( $input[ 'look_' . $key ] ?? '' ) );
			if ( null === $colour ) {
				/* translators: %s: a colour's label */
				$errors[] = sprintf( __( '%s: enter a colour such as #1d1d1f, or leave it empty for the built-in one.', 'colophon' ), $label );
				$colour   = '';
			}
			$look[ $key ] = $colour;
		}
		return array( $texts, $look );
	}

	/** @return array<string, string> The colours' labels, by key. */
	public static function look_labels(): array {
		return array(
			'background' => __( 'Banner background', 'colophon' ),
			'text'       => __( 'Banner text colour', 'colophon' ),
			'accent'     => __( 'Main button colour', 'colophon' ),
			'accentText' => __( 'Main button text colour', 'colophon' ),
		);
	}

	/** The label of an editable banner text. */
	public static function text_label( string $key ): string {
		$labels = array(
			'title'                  => __( 'Banner title', 'colophon' ),
			'description'            => __( 'Banner message', 'colophon' ),
			'acceptAll'              => __( 'Accept button', 'colophon' ),
			'rejectAll'              => __( 'Reject button', 'colophon' ),
			'customise'              => __( 'Customise button', 'colophon' ),
			'preferencesTitle'       => __( 'Preferences title', 'colophon' ),
			'preferencesDescription' => __( 'Preferences message', 'colophon' ),
			'save'                   => __( 'Save button', 'colophon' ),
			'revisit'                => __( 'Revisit button', 'colophon' ),
		);
		return $labels[ $key ] ?? $key;
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
			$words     = array();
			foreach ( array( 'name' => 60, 'description' => 300 ) as $key => $max ) {
				$text = is_string( $c[ $key ] ?? null ) ? sanitize_text_field( $c[ $key ] ) : '';
				if ( '' !== $text ) {
					$words[ $key ] = mb_substr( $text, 0, $max );
				}
			}
			$out[] = array(
				'slug'      => (string) $c['slug'],
			) + $words + array(
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
