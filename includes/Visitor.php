<?php
/**
 * Who a request comes from, for the server's own records (votes, server stores): `u:{id}` for a
 * logged-in user, else the token of a signed, HttpOnly visitor cookie — one that lasts a year
 * (`colophon_visitor`, cookie stores and votes) or the browser session (`colophon_session`,
 * session stores). A request without a valid cookie has no holder and is refused; the browser then
 * asks the session endpoint (includes/Rest/Session.php) for one and tries once more, so a script
 * that drops cookies cannot count itself again and again, and a forged cookie names nobody.
 * Nothing lives in PHP session files: every web server reads the same cookie and database.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Visitor {

	public const COOKIE         = 'colophon_visitor';
	public const SESSION_COOKIE = 'colophon_session';

	/** The holder for a kind of record: 'user' (login required), 'browser' (a year) or 'session'. */
	public static function holder( string $kind ): ?string {
		if ( 'user' === $kind ) {
			return is_user_logged_in() ? 'u:' . get_current_user_id() : null;
		}
		$session = 'session' === $kind;
		$token   = self::verify( (string) wp_unslash( $_COOKIE[ $session ? self::SESSION_COOKIE : self::COOKIE ] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- verified by its signature.
		return $token ? ( $session ? 's:' : 'v:' ) . $token : null;
	}

	/** Gives this browser the cookies it lacks (or whose signature is wrong). */
	public static function issue(): void {
		foreach ( array( self::COOKIE => time() + YEAR_IN_SECONDS, self::SESSION_COOKIE => 0 ) as $name => $expires ) {
			if ( self::verify( (string) wp_unslash( $_COOKIE[ $name ] ?? '' ) ) || headers_sent() ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
				continue;
			}
			$token = wp_generate_password( 24, false, false );
			$value = $token . '.' . self::sign( $token );
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
	}

	private static function sign( string $token ): string {
		return substr( hash_hmac( 'sha256', $token, wp_salt( 'auth' ) ), 0, 32 );
	}

	private static function verify( string $raw ): ?string {
		$parts = explode( '.', $raw, 2 );
		return 2 === count( $parts ) && preg_match( '/^[A-Za-z0-9]{24}$/', $parts[0] ) && hash_equals( self::sign( $parts[0] ), $parts[1] ) ? $parts[0] : null;
	}
}
