<?php
/**
 * What each holder keeps in each server store (includes/Schema.php `colophon_store_items`): the
 * server's own record, so a post's count is the number of holders, however a visitor forges or
 * drops cookies. An add is one INSERT IGNORE (adding twice keeps one row); a store with a size
 * limit checks and adds under a per-holder lock (includes/Lock.php), so parallel adds by one user
 * never pass the limit or lose one another.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\Lock;
use Colophon\Schema;

defined( 'ABSPATH' ) || exit;

final class Items {

	/** @return int[] The holder's post ids, oldest first. */
	public static function ids( string $store, string $holder ): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT post_id FROM ' . Schema::items() . ' WHERE store = %s AND holder = %s ORDER BY added_at, post_id', $store, $holder ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema.
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Adds $post_id for $holder. At the size limit an ordinary store refuses; an on-view store
	 * (recently viewed) drops the holder's oldest instead.
	 *
	 * @return true|\WP_Error
	 */
	public static function add( Store $store, string $holder, int $post_id ) {
		if ( $store->size <= 0 ) {
			self::insert( $store->slug, $holder, $post_id );
			return true;
		}
		$result = new \WP_Error( 'colophon_store_busy', __( 'Too many changes at once. Please try again.', 'colophon' ) );
		Lock::run(
			"store|{$store->slug}|{$holder}",
			static function () use ( $store, $holder, $post_id, &$result ): void {
				$ids = self::ids( $store->slug, $holder );
				if ( in_array( $post_id, $ids, true ) ) {
					$result = true;
					return;
				}
				if ( count( $ids ) >= $store->size ) {
					if ( ! $store->on_view ) {
						$result = new \WP_Error(
							'colophon_store_full',
							/* translators: 1: number of items, 2: store name */
							sprintf( _n( 'You can keep at most %1$d item in %2$s. Remove it to add another.', 'You can keep at most %1$d items in %2$s. Remove one to add another.', $store->size, 'colophon' ), $store->size, $store->label )
						);
						return;
					}
					foreach ( array_slice( $ids, 0, count( $ids ) - $store->size + 1 ) as $oldest ) {
						self::remove( $store->slug, $holder, $oldest );
					}
				}
				/**
				 * Fires between the size check and the write, under the holder's lock (the stack's tests
				 * slow this step down to show that parallel adds cannot both pass the check).
				 *
				 * @param string $slug
				 * @param string $holder
				 * @param int    $post_id
				 */
				do_action( 'colophon_store_adding', $store->slug, $holder, $post_id );
				self::insert( $store->slug, $holder, $post_id );
				$result = true;
			}
		);
		return $result;
	}

	public static function remove( string $store, string $holder, int $post_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::items() . ' WHERE store = %s AND holder = %s AND post_id = %d', $store, $holder, $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}

	/** How many holders keep $post_id in $store. */
	public static function holders( string $store, int $post_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::items() . ' WHERE store = %s AND post_id = %d', $store, $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}

	private static function insert( string $store, string $holder, int $post_id ): void {
		global $wpdb;
		// Microseconds keep the order of quick adds; a second add of the same post is ignored.
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . Schema::items() . ' (store, holder, post_id, added_at) VALUES (%s, %s, %d, %d)', $store, $holder, $post_id, (int) ( microtime( true ) * 1000000 ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}
}
