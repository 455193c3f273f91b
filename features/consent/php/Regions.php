<?php
/**
 * The law per visitor region: the owner names the request header that carries the visitor's
 * country (the one their CDN adds, such as `CF-IPCountry`; `US` or `US-CA`) and writes rules, one
 * per line, `US-CA, US-CO = ccpa`, `EU, GB, CH = gdpr`, `AU = none` (no banner: nothing is held
 * back). The first rule that names the visitor's region or its country wins; `EU` stands for the
 * European Economic Area; anything else, or a visitor without the header, gets the site's law.
 * The page is then different per region, so it is sent with `Vary: <header>` for caches to keep
 * one copy per country. Plain PHP apart from reading the request.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Regions {

	public const LAWS = array( 'gdpr', 'ccpa', 'none' );

	/** The European Economic Area: the EU's 27 and Iceland, Liechtenstein, Norway. */
	public const EEA = array( 'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'IS', 'LI', 'NO' );

	/**
	 * The law for a visitor from `$code` (`US`, `US-CA`, '' when unknown).
	 *
	 * @param array<int, array{regions: string[], law: string}> $rules
	 */
	public static function law_for( array $rules, string $fallback, string $code ): string {
		$code    = strtoupper( trim( $code ) );
		$country = explode( '-', $code )[0];
		if ( '' === $code || ! preg_match( '/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/', $code ) ) {
			return $fallback;
		}
		foreach ( $rules as $rule ) {
			foreach ( $rule['regions'] as $region ) {
				if ( $region === $code || $region === $country || ( 'EU' === $region && in_array( $country, self::EEA, true ) ) ) {
					return $rule['law'];
				}
			}
		}
		return $fallback;
	}

	/**
	 * Rules as the owner writes them, one per line (`US-CA, US-CO = ccpa`), checked: [rules, errors].
	 *
	 * @return array{0: array<int, array{regions: string[], law: string}>, 1: string[]}
	 */
	public static function parse( string $text ): array {
		$rules  = array();
		$errors = array();
		foreach ( preg_split( '/\R/', $text ) as $n => $line ) {
			$line = trim( $line );
			if ( '' === $line ) {
				continue;
			}
			$parts   = array_map( 'trim', explode( '=', $line ) );
			$law     = strtolower( $parts[1] ?? '' );
			$regions = array_values( array_filter( array_map( static fn( string $r ): string => strtoupper( trim( $r ) ), explode( ',', $parts[0] ) ) ) );
			$bad     = array_filter( $regions, static fn( string $r ): bool => ! preg_match( '/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/', $r ) );
			if ( 2 !== count( $parts ) || ! in_array( $law, self::LAWS, true ) || ! $regions || $bad ) {
				/* translators: 1: line number, 2: what was typed */
				$errors[] = sprintf( __( 'Rules by region, line %1$d ("%2$s"): write the regions, "=" and the law, such as "US-CA, US-CO = ccpa", "EU, GB = gdpr" or "AU = none".', 'colophon' ), $n + 1, $line );
				continue;
			}
			$rules[] = array(
				'regions' => $regions,
				'law'     => $law,
			);
		}
		return array( $rules, $errors );
	}

	/** Rules back as the owner writes them. */
	public static function text( array $rules ): string {
		return implode( "\n", array_map( static fn( array $r ): string => implode( ', ', $r['regions'] ) . ' = ' . $r['law'], $rules ) );
	}

	/** The visitor's region from the header the owner named, or ''. */
	public static function code( string $header ): string {
		$key = 'HTTP_' . strtoupper( str_replace( '-', '_', $header ) );
		return '' !== $header && isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
	}
}
