<?php
/**
 * The plugin's two tables, the server's own record of what each visitor did, so no count rests on
 * what a visitor's browser claims:
 *   - `colophon_votes`: one like or dislike per post per visitor (changeable);
 *   - `colophon_store_items`: what each visitor holds in each server store (cookies, session and
 *     user-meta stores alike), so a post's "saved by N" count is the number of holders.
 * A holder is `u:{user id}`, or the token of a signed visitor cookie (includes/Visitor.php).
 * Created on activation and, when the version changes, on the next request.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Schema {

	public const VERSION = '1';
	private const OPTION = 'colophon_db_version';

	public static function votes(): string {
		global $wpdb;
		return $wpdb->prefix . 'colophon_votes';
	}

	public static function items(): string {
		global $wpdb;
		return $wpdb->prefix . 'colophon_store_items';
	}

	public static function maybe_install(): void {
		if ( get_option( self::OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			array(
				'CREATE TABLE ' . self::votes() . " (
  post_id bigint(20) unsigned NOT NULL,
  holder varchar(64) NOT NULL,
  vote varchar(8) NOT NULL,
  voted_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (post_id,holder)
) $charset;",
				'CREATE TABLE ' . self::items() . " (
  store varchar(64) NOT NULL,
  holder varchar(64) NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  added_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (store,holder,post_id),
  KEY store_post (store,post_id)
) $charset;",
			)
		);
		update_option( self::OPTION, self::VERSION );
	}
}
