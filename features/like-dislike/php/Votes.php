<?php
/**
 * Likes and dislikes: one vote per post per visitor, which the visitor may change (a like becomes a
 * dislike; a second like is still one). The count is what the server recorded, never what a
 * request claims: the rows of `colophon_votes` plus the post's earlier total in post meta
 * (`_colophon_like_count`, votes from before per-visitor records, or an imported count). One
 * REPLACE per vote: concurrent votes from different visitors never overwrite each other.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Schema;

defined( 'ABSPATH' ) || exit;

final class Votes {

	public const TYPES = array( 'like', 'dislike' );

	public static function baseline_key( string $type ): string {
		return '_colophon_' . $type . '_count';
	}

	/** Records $holder's vote on $post_id (replacing the one it had). */
	public static function cast( int $post_id, string $holder, string $type ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'REPLACE INTO ' . Schema::votes() . ' (post_id, holder, vote, voted_at) VALUES (%d, %s, %s, %d)', $post_id, $holder, $type, time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema.
	}

	/** This holder's vote on $post_id: 'like', 'dislike' or ''. */
	public static function of( int $post_id, ?string $holder ): string {
		global $wpdb;
		if ( ! $holder ) {
			return '';
		}
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT vote FROM ' . Schema::votes() . ' WHERE post_id = %d AND holder = %s', $post_id, $holder ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}

	/** @return array{like: int, dislike: int} */
	public static function counts( int $post_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT vote, COUNT(*) AS n FROM ' . Schema::votes() . ' WHERE post_id = %d GROUP BY vote', $post_id ), OBJECT_K ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$out  = array();
		foreach ( self::TYPES as $type ) {
			$out[ $type ] = max( 0, (int) get_post_meta( $post_id, self::baseline_key( $type ), true ) ) + (int) ( $rows[ $type ]->n ?? 0 );
		}
		return $out;
	}
}
