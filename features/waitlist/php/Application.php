<?php
/**
 * One waitlist application as the form sends it (SPEC: id, fullName, email, publishedBooks,
 * plannedBooks, workedWithTUW, monthlyBudget, moreInsight), cleaned, and the pure rules around it:
 * when a failed forward is tried again, and how a value goes into a CSV cell.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

defined( 'ABSPATH' ) || exit;

final class Application {

	/** The text fields, in the order the form and the CSV show them. */
	public const FIELDS = array( 'fullName', 'email', 'publishedBooks', 'plannedBooks', 'workedWithTUW', 'monthlyBudget', 'moreInsight' );

	/** The longest value kept per field (a message may be long; nothing else is). */
	private const MAX = 5000;

	/** Seconds to wait before each new try after a failed forward: then it is given up (and can be sent again by hand). */
	public const RETRY_DELAYS = array( 60, 300, 1800, 7200, 43200 );

	/**
	 * The application in a request's JSON body, cleaned: every field a string ("" when missing, as
	 * the form sends it: the form validates nothing), `id` a whole number of milliseconds. Null
	 * when the body is not a JSON object, or carries nothing at all (no name, no email, no answer).
	 *
	 * @param mixed $body The decoded body.
	 * @return array<string, string|int>|null
	 */
	public static function from( $body ): ?array {
		if ( ! is_array( $body ) ) {
			return null;
		}
		$clean = array( 'id' => is_int( $body['id'] ?? null ) || is_float( $body['id'] ?? null ) ? (int) $body['id'] : 0 );
		foreach ( self::FIELDS as $field ) {
			$value           = $body[ $field ] ?? '';
			$value           = is_scalar( $value ) ? (string) $value : '';
			$value           = preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $value ) ?? '';
			$clean[ $field ] = mb_substr( trim( $value ), 0, self::MAX );
		}
		$said = array_filter( array_slice( $clean, 1 ), static fn( $value ): bool => '' !== $value );
		return $said ? $clean : null;
	}

	/**
	 * The same application from the form's own fields (a browser without JavaScript posts the form:
	 * fname, lname, email, books_published, planning_to_publish, worked_with_us, budget, message).
	 *
	 * @param array<string, mixed> $fields The posted fields.
	 * @return array<string, string|int>|null
	 */
	public static function from_form( array $fields, int $now_ms ): ?array {
		$field = static fn( string $id ): string => is_scalar( $fields[ $id ] ?? null ) ? (string) $fields[ $id ] : '';
		return self::from(
			array(
				'id'             => $now_ms,
				'fullName'       => $field( 'fname' ) . ' ' . $field( 'lname' ),
				'email'          => $field( 'email' ),
				'publishedBooks' => $field( 'books_published' ),
				'plannedBooks'   => $field( 'planning_to_publish' ),
				'workedWithTUW'  => $field( 'worked_with_us' ),
				'monthlyBudget'  => $field( 'budget' ),
				'moreInsight'    => $field( 'message' ),
			)
		);
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
