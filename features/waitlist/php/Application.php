<?php
/**
 * One waitlist application, cleaned, and the pure rules around it: when a failed forward is tried
 * again, and how a value goes into a CSV cell. An application is the time it was sent (`id`, in
 * ms) and one value per name the form's fields are sent under (Fields.php: SPEC's fullName,
 * email, publishedBooks, … until the owner sets their own), every value a string.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

defined( 'ABSPATH' ) || exit;

final class Application {

	/** The longest value kept per field (a message may be long; nothing else is). */
	private const MAX = 5000;

	/** Seconds to wait before each new try after a failed forward: then it is given up (and can be sent again by hand). */
	public const RETRY_DELAYS = array( 60, 300, 1800, 7200, 43200 );

	/**
	 * The application in a request's JSON body, cleaned. The form sends `{id, fields: {<field id>:
	 * value}}`; a page printed before the fields could be set sends the application itself (`{id,
	 * fullName, …}`), which is read by the names the fields are sent under. Every name the fields
	 * have gets a string ("" when missing: the form validates nothing the owner did not make
	 * required), `id` a whole number of milliseconds. Null when the body is not a JSON object, or
	 * carries nothing at all.
	 *
	 * @param mixed                      $body   The decoded body.
	 * @param list<array<string, mixed>> $fields The form's fields (Fields::current()).
	 * @return array<string, string|int>|null
	 */
	public static function from( $body, array $fields ): ?array {
		if ( ! is_array( $body ) || ( $body && array_values( $body ) === $body ) ) {
			return null;
		}
		$id = is_int( $body['id'] ?? null ) || is_float( $body['id'] ?? null ) ? (int) $body['id'] : 0;
		if ( is_array( $body['fields'] ?? null ) ) {
			return self::from_fields( $body['fields'], $id, $fields );
		}
		$clean = array( 'id' => $id );
		foreach ( array_keys( Fields::labels( $fields ) ) as $key ) {
			$clean[ $key ] = self::value( $body[ $key ] ?? '' );
		}
		return self::said( $clean ) ? $clean : null;
	}

	/**
	 * The application from the form's fields by id (the JSON body's `fields`, or the form posted by
	 * a browser without JavaScript): each field's value under the name it is sent as, the values of
	 * fields sent under one name joined by a space (first and last name: "Ann Author").
	 *
	 * @param array<string, mixed>       $posted The fields' values by id.
	 * @param list<array<string, mixed>> $fields The form's fields (Fields::current()).
	 * @return array<string, string|int>|null
	 */
	public static function from_fields( array $posted, int $id, array $fields ): ?array {
		$parts = array();
		foreach ( $fields as $field ) {
			$parts[ $field['key'] ][] = self::value( $posted[ $field['id'] ] ?? '' );
		}
		$clean = array( 'id' => $id );
		foreach ( $parts as $key => $values ) {
			$clean[ $key ] = mb_substr( trim( implode( ' ', $values ) ), 0, self::MAX );
		}
		return self::said( $clean ) ? $clean : null;
	}

	/**
	 * The fields the owner made required that the application leaves empty (their labels).
	 *
	 * @param array<string, mixed>       $posted The fields' values by id.
	 * @param list<array<string, mixed>> $fields
	 * @return list<string>
	 */
	public static function missing( array $posted, array $fields ): array {
		$missing = array();
		foreach ( $fields as $field ) {
			if ( ! empty( $field['required'] ) && '' === self::value( $posted[ $field['id'] ] ?? '' ) ) {
				$missing[] = (string) $field['label'];
			}
		}
		return $missing;
	}

	/** A posted value as kept: a string without control characters, trimmed and cut to its longest. */
	private static function value( $value ): string {
		$value = is_scalar( $value ) ? (string) $value : '';
		$value = preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $value ) ?? '';
		return mb_substr( trim( $value ), 0, self::MAX );
	}

	/** Whether it carries anything at all (a name, an email, an answer). */
	private static function said( array $clean ): bool {
		return (bool) array_filter( array_slice( $clean, 1 ), static fn( $value ): bool => '' !== $value );
	}

	/** Seconds until the next try after `$attempts` failed ones, or null when they are used up. */
	public static function retry_in( int $attempts ): ?int {
		return self::RETRY_DELAYS[ $attempts - 1 ] ?? null;
	}

	/**
	 * A value as a CSV cell a spreadsheet shows as text: one that starts like a formula (=, +, -, @,
	 * a tab or a return) gets a leading apostrophe, so opening the export runs nothing.
	 */
	public static function csv_cell( string $value ): string {
		return preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
	}
}
