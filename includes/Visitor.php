<?php
/**
 * Who a request comes from, for the server's own records (votes, server stores): `u:{id}` for a
 * logged-in user, else the token of a signed, HttpOnly visitor cookie — one that lasts a year
 * (`colophon_visitor`, cookie stores and votes) or the browser session (`colophon_session`,
 * session stores). A request without a valid cookie has no holder and is refused; the browser then
 * asks the session endpoint (includes/Ajax/Session.php) for one and tries once more. Each value
 * is signed with its cookie's name and issue time, so a forged, expired or swapped cookie names
 * nobody, and each client address gets only so many new identities an hour.
 * Nothing lives in PHP session files: every web server reads the same cookie and database.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Visitor {

	public const COOKIE         = 'colophon_visitor';
	public const SESSION_COOKIE = 'colophon_session';

	/** How long a signed identity is accepted, by cookie: the visitor cookie's year, a week for a session. */
	private const LIFETIME = array(
		self::COOKIE         => YEAR_IN_SECONDS,
		self::SESSION_COOKIE => WEEK_IN_SECONDS,
	);

	/** The holder for a kind of record: 'user' (login required), 'browser' (a year) or 'session'. */
	public static function holder( string $kind ): ?string {
		if ( 'user' === $kind ) {
			return is_user_logged_in() ? 'u:' . get_current_user_id() : null;
		}
		$name  = 'session' === $kind ? self::SESSION_COOKIE : self::COOKIE;
		$token = self::verify( $name, (string) wp_unslash( $_COOKIE[ $name ] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- verified by its signature.
		return $token ? ( self::SESSION_COOKIE === $name ? 's:' : 'v:' ) . $token : null;
	}

	/**
	 * Gives this browser the cookies it lacks (or whose signature is wrong or too old). False when
	 * its address has had too many new identities this hour: a script that drops its cookies and
	 * asks again cannot count itself more than that.
	 */
	public static function issue(): bool {
		$missing = array();
		foreach ( array( self::COOKIE => time() + YEAR_IN_SECONDS, self::SESSION_COOKIE => 0 ) as $name => $expires ) {
			if ( ! self::verify( $name, (string) wp_unslash( $_COOKIE[ $name ] ?? '' ) ) && ! headers_sent() ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
				$missing[ $name ] = $expires;
			}
		}
		if ( ! $missing ) {
			return true;
		}
		if ( ! self::within_limit() ) {
			return false;
		}
		foreach ( $missing as $name => $expires ) {
			$value = self::mint( $name, wp_generate_password( 24, false, false ), time() );
			setcookie(
				$name,
				$value,
				array(
					'expires'  => $expires,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
			$_COOKIE[ $name ] = $value;
		}
		return true;
	}

	/** Counts one new identity for this client's address (./RateLimit.php); false once the hour's limit is reached. */
	private static function within_limit(): bool {
		/**
		 * Filters how many new visitor identities one address may get an hour (then 429).
		 *
		 * @param int $limit 20 by default; 0: no limit.
		 */
		return RateLimit::take( 'ids', (int) apply_filters( 'colophon_new_identities_per_hour', 20 ) );
	}

	/** A cookie value: token, issue time and a signature over both and the cookie's name (so neither cookie passes for the other). */
	public static function mint( string $name, string $token, int $issued ): string {
		return $token . '.' . $issued . '.' . self::sign( $name, $token, $issued );
	}

	private static function sign( string $name, string $token, int $issued ): string {
		return substr( hash_hmac( 'sha256', $name . '|' . $token . '|' . $issued, wp_salt( 'auth' ) ), 0, 32 );
	}

	/** The token of a value this site signed for cookie $name, not older than its lifetime; null otherwise. */
	public static function verify( string $name, string $raw ): ?string {
		$parts = explode( '.', $raw );
		if ( 3 !== count( $parts ) || ! preg_match( '/^[A-Za-z0-9]{24}$/', $parts[0] ) || ! ctype_digit( $parts[1] ) ) {
			return null;
		}
		$issued = (int) $parts[1];
		$age    = time() - $issued;
		if ( $age < -300 || $age > ( self::LIFETIME[ $name ] ?? 0 ) ) {
			return null;
		}
		return hash_equals( self::sign( $name, $parts[0], $issued ), $parts[2] ) ? $parts[0] : null;
	}
}
