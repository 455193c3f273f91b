<?php
/**
 * Tracking settings: the ad pixel (code, where its script loads from, advanced
 * matching, the country phone numbers are read in), experiments (forms → experiment ids, and the
 * A/B tool's conversion function), the marketplace host(s) the affiliate code is carried to, and
 * how long the code is kept. Option `colophon_tracking`.
 *
 * @package Colophon
 */

namespace Colophon\Tracking;

defined( 'ABSPATH' ) || exit;

final class Settings {

	public const OPTION = 'colophon_tracking';

	/** ISO 3166-1 alpha-2, every officially assigned code (Debian's iso-codes). */
	private const COUNTRIES = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

	public static function defaults(): array {
		return array(
			'pixel_code'          => '',
			'pixel_src'           => '',
			'advanced_matching'   => '0',
			'country'             => '',
			'experiments'         => '',
			'conversion_function' => '',
			'marketplace_hosts'   => '',
			'affiliate_days'      => 30,
		);
	}

	/** The saved settings over the defaults. */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? array_intersect_key( $saved, self::defaults() ) : array() );
	}

	/** What the tracking chunk reads from its marker's data-settings. */
	public static function front(): array {
		$s = self::get();
		return array(
			'pixel_code'          => (string) $s['pixel_code'],
			'pixel_src'           => (string) $s['pixel_src'],
			'advanced_matching'   => '1' === (string) $s['advanced_matching'] ? '1' : '0',
			'country'             => (string) $s['country'],
			'experiments'         => self::experiments( (string) $s['experiments'] )[0],
			'conversion_function' => (string) $s['conversion_function'],
			'marketplace_hosts'   => self::hosts( (string) $s['marketplace_hosts'] )[0],
			'affiliate_days'      => (int) $s['affiliate_days'],
		);
	}

	/**
	 * @return array{0: array, 1: string[]} Clean settings, and one message per refused field (each
	 *                                      names the field). Nothing is saved while there are errors.
	 */
	public static function validate( array $input ): array {
		$errors = array();
		$clean  = self::defaults();
		foreach ( array_keys( $clean ) as $field ) {
			if ( isset( $input[ $field ] ) && ! is_scalar( $input[ $field ] ) ) {
				/* translators: %s: field name */
				$errors[] = sprintf( __( '%s: expected text, got a list.', 'colophon' ), self::label( $field ) );
				unset( $input[ $field ] );
			}
		}
		$text = static fn( string $field ): string => trim( (string) ( $input[ $field ] ?? '' ) );

		$code = strtoupper( $text( 'pixel_code' ) );
		if ( '' !== $code && ! preg_match( '/^[A-Z0-9]{8,32}$/', $code ) ) {
			$errors[] = __( 'TikTok pixel ID: use the ID from TikTok Ads Manager (Tools → Events): 8 to 32 letters and digits, nothing else.', 'colophon' );
		}
		$clean['pixel_code'] = $code;

		$src = $text( 'pixel_src' );
		if ( '' !== $src && ! ( preg_match( '#^/(?!/)[^\s"<>]*$#', $src ) || ( str_starts_with( strtolower( $src ), 'https://' ) && false !== filter_var( $src, FILTER_VALIDATE_URL ) && ! preg_match( '/[\s"<>]/', $src ) ) ) ) {
			$errors[] = __( 'Pixel script address: an https:// URL, or a path on this site starting with /. Empty: the pixel\'s own host.', 'colophon' );
		}
		$clean['pixel_src'] = $src;

		$clean['advanced_matching'] = '1' === $text( 'advanced_matching' ) ? '1' : '0';

		$country = strtoupper( $text( 'country' ) );
		if ( '' !== $country && ! in_array( $country, explode( ' ', self::COUNTRIES ), true ) ) {
			/* translators: %s: what was typed */
			$errors[] = sprintf( __( 'Country: "%s" is not an ISO 3166 two-letter country code (GB, US, DE…).', 'colophon' ), $country );
		}
		if ( '' === $country && '1' === $clean['advanced_matching'] ) {
			$errors[] = __( 'Country: advanced matching reads phone numbers in the site\'s country; give its two-letter code (GB, US, DE…).', 'colophon' );
		}
		$clean['country'] = $country;

		list( , $experiment_errors ) = self::experiments( $text( 'experiments' ) );
		$errors                  = array_merge( $errors, $experiment_errors );
		$clean['experiments']    = $text( 'experiments' );

		$function = $text( 'conversion_function' );
		if ( '' !== $function && ! preg_match( '/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/', $function ) ) {
			$errors[] = __( 'Conversion function: the global name of the A/B tool\'s function, such as abTool.convert (letters, digits, _ and $, dotted); no brackets or code.', 'colophon' );
		}
		$clean['conversion_function'] = $function;

		list( , $host_errors )           = self::hosts( $text( 'marketplace_hosts' ) );
		$errors                      = array_merge( $errors, $host_errors );
		$clean['marketplace_hosts'] = $text( 'marketplace_hosts' );

		$days = $text( 'affiliate_days' );
		if ( ! preg_match( '/^\d{1,3}$/', $days ) || (int) $days < 1 || (int) $days > 365 ) {
			$errors[] = __( 'Affiliate code lifetime: a whole number of days from 1 to 365.', 'colophon' );
		}
		$clean['affiliate_days'] = (int) $days;

		return array( $clean, $errors );
	}

	/**
	 * One mapping per line: `CSS selector = experiment id` (several selectors may share a line,
	 * comma-separated, as in CSS).
	 *
	 * @return array{0: array<int, array{selector: string, id: int}>, 1: string[]}
	 */
	public static function experiments( string $text ): array {
		$map    = array();
		$errors = array();
		foreach ( preg_split( '/\R/', $text, 200 ) as $number => $line ) {
			$line = trim( $line );
			if ( '' === $line ) {
				continue;
			}
			$at       = strrpos( $line, '=' );
			$selector = false === $at ? '' : trim( substr( $line, 0, $at ) );
			$id       = false === $at ? '' : trim( substr( $line, $at + 1 ) );
			if ( '' === $selector || strlen( $selector ) > 300 || preg_match( '/[<>{};]/', $selector ) || ! preg_match( '/^[1-9]\d{0,8}$/', $id ) ) {
				/* translators: 1: line number, 2: the line */
				$errors[] = sprintf( __( 'Experiments, line %1$d ("%2$s"): write a CSS selector of the form, an equals sign and the experiment id, such as #contact-form = 9088.', 'colophon' ), $number + 1, $line );
				continue;
			}
			$map[] = array(
				'selector' => $selector,
				'id'       => (int) $id,
			);
		}
		return array( $map, $errors );
	}

	/**
	 * Marketplace host names, separated by commas, spaces or lines; a scheme, path or leading www.
	 * is dropped.
	 *
	 * @return array{0: string[], 1: string[]}
	 */
	public static function hosts( string $text ): array {
		$hosts  = array();
		$errors = array();
		foreach ( preg_split( '/[\s,]+/', $text, 50, PREG_SPLIT_NO_EMPTY ) as $item ) {
			$host = preg_replace( array( '#^[a-z][a-z0-9+.-]*://#i', '#[/:?\#].*$#', '/^www\./i' ), '', strtolower( $item ) );
			if ( ! preg_match( '/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/', (string) $host ) ) {
				/* translators: %s: what was typed */
				$errors[] = sprintf( __( 'Marketplace hosts: "%s" is not a host name (such as marketplace.example.com).', 'colophon' ), $item );
				continue;
			}
			$hosts[] = $host;
		}
		return array( array_values( array_unique( $hosts ) ), $errors );
	}

	public static function label( string $field ): string {
		$labels = array(
			'pixel_code'          => __( 'TikTok pixel ID', 'colophon' ),
			'pixel_src'           => __( 'Pixel script address', 'colophon' ),
			'advanced_matching'   => __( 'Advanced matching', 'colophon' ),
			'country'             => __( 'Country', 'colophon' ),
			'experiments'         => __( 'Experiments', 'colophon' ),
			'conversion_function' => __( 'Conversion function', 'colophon' ),
			'marketplace_hosts'   => __( 'Marketplace hosts', 'colophon' ),
			'affiliate_days'      => __( 'Affiliate code lifetime', 'colophon' ),
		);
		return $labels[ $field ] ?? $field;
	}
}
