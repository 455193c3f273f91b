<?php
/**
 * So many of one kind of request an hour per client address: new identities, strict mode's
 * violation reports. Only a keyed hash of the address is kept, for an hour. Behind a proxy or CDN
 * every visitor shares its address: a site there passes the real one through
 * `colophon_client_address`. The count is read and written under a lock (includes/Lock.php), so
 * requests that arrive together on several PHP workers cannot all read the same count and pass.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class RateLimit {

	/** Counts one request of `$kind` for this client; false once `$limit` this hour is reached (0: no limit). */
	public static function take( string $kind, int $limit ): bool {
		/**
		 * Filters the visitor's address the limits count by: behind a proxy or CDN, pass the real one.
		 *
		 * @param string $address REMOTE_ADDR by default.
		 */
		$address = (string) apply_filters( 'colophon_client_address', (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- hashed, never printed.
		if ( $limit <= 0 || '' === $address ) {
			return true;
		}
		$key     = 'colophon_' . $kind . '_' . substr( hash_hmac( 'sha256', $address, wp_salt( 'nonce' ) ), 0, 24 );
		$allowed = false;
		// A lock that cannot be had in time counts as the limit reached: refused, never counted twice.
		Lock::run(
			$key,
			static function () use ( $key, $limit, &$allowed ): void {
				$count = (int) get_transient( $key );
				if ( $count < $limit ) {
					set_transient( $key, $count + 1, HOUR_IN_SECONDS );
					$allowed = true;
				}
			}
		);
		return $allowed;
	}
}
