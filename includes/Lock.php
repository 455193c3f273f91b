<?php
/**
 * A short exclusive lock made of a unique options row: portable across MySQL, MariaDB and SQLite
 * (Playground), and shared by every web server that shares the database. For the few
 * read-then-write steps that must not interleave (a store's size limit).
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Lock {

	/** A holder that died keeps the lock this many seconds at most. */
	private const STALE_AFTER = 30;

	/**
	 * Runs $work while holding lock $name; waits up to $wait seconds for it.
	 *
	 * @return bool False when the lock could not be had in time ($work did not run).
	 */
	public static function run( string $name, callable $work, float $wait = 3.0 ): bool {
		global $wpdb;
		$name     = 'colophon_lock_' . substr( md5( $name ), 0, 24 );
		$deadline = microtime( true ) + $wait;
		do {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value < %d", $name, time() - self::STALE_AFTER ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$got = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'no')", $name, time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( $got ) {
				try {
					$work();
				} finally {
					$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				}
				return true;
			}
			usleep( 20000 );
		} while ( microtime( true ) < $deadline );
		return false;
	}
}
