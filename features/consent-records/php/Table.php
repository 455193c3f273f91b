<?php
/**
 * The consent records' table, `{prefix}colophon_consent_records`: one row per choice, only ever
 * inserted (so visitors choosing at the same moment cannot overwrite each other) and deleted by
 * age, by consent id or on uninstall. Created on activation and whenever its version changes.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Table {

	private const VERSION = '1';
	private const OPTION  = 'colophon_consent_records_db';

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'colophon_consent_records';
	}

	public static function maybe_install(): void {
		if ( get_option( self::OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			'CREATE TABLE ' . self::name() . " (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  consent_id varchar(64) NOT NULL,
  created_at bigint(20) unsigned NOT NULL,
  kind varchar(12) NOT NULL,
  categories text NOT NULL,
  law varchar(8) NOT NULL,
  banner_version varchar(16) NOT NULL,
  page varchar(255) NOT NULL,
  address varchar(45) NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY user_id (user_id),
  KEY consent_id (consent_id),
  KEY created_at (created_at)
) " . $wpdb->get_charset_collate() . ';'
		);
		update_option( self::OPTION, self::VERSION );
	}

	/** @param array<string, string|int> $row */
	public static function insert( array $row ): bool {
		global $wpdb;
		return (bool) $wpdb->insert( self::name(), $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, written once per choice.
	}

	/**
	 * Rows newest first, with the filters the screen has.
	 *
	 * @param array{consent_id?: string, from?: int, to?: int} $filter
	 * @return array<int, array<string, string>>
	 */
	public static function find( array $filter, int $limit = 50, int $offset = 0 ): array {
		global $wpdb;
		list( $id, $from, $to ) = self::bounds( $filter );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read for its screen.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}colophon_consent_records WHERE ( %s = '' OR consent_id = %s ) AND created_at >= %d AND created_at < %d ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $id, $id, $from, $to, $limit, $offset ), ARRAY_A );
	}

	/** @param array{consent_id?: string, from?: int, to?: int} $filter */
	public static function count( array $filter = array() ): int {
		global $wpdb;
		list( $id, $from, $to ) = self::bounds( $filter );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, counted for its screen.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}colophon_consent_records WHERE ( %s = '' OR consent_id = %s ) AND created_at >= %d AND created_at < %d", $id, $id, $from, $to ) );
	}

	/** Deletes the rows older than $before (a Unix time); returns how many. */
	public static function delete_older_than( int $before ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}colophon_consent_records WHERE created_at < %d", $before ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * The rows of one person for the privacy tools, oldest first: their account's and those of the
	 * consent ids the owner added to their request.
	 *
	 * @param string[] $ids
	 */
	public static function of_person( int $user_id, array $ids, int $limit, int $offset ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'strval', $ids ) ) );
		// Rows of visitors without an account have user_id 0: never match those by user.
		$args = array_merge( array( $user_id > 0 ? $user_id : -1 ), $ids, array( $limit, $offset ) );
		$in   = $ids ? ' OR consent_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%s' ) ) . ')' : '';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the plugin's own table; $in is placeholders only.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}colophon_consent_records WHERE user_id = %d{$in} ORDER BY created_at, id LIMIT %d OFFSET %d", $args ), ARRAY_A );
	}

	/** Deletes a user's rows; returns how many. */
	public static function delete_user( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( self::name(), array( 'user_id' => $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/** Deletes one visitor's rows; returns how many. */
	public static function delete_consent_id( string $id ): int {
		global $wpdb;
		return (int) $wpdb->delete( self::name(), array( 'consent_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	public static function drop(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( self::name() ) . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- an uninstall: the plugin's own table.
		delete_option( self::OPTION );
	}

	/**
	 * A filter as the queries take it: the consent id ('' for any), and the time range.
	 *
	 * @return array{0: string, 1: int, 2: int}
	 */
	private static function bounds( array $filter ): array {
		return array(
			(string) ( $filter['consent_id'] ?? '' ),
			(int) ( $filter['from'] ?? 0 ),
			empty( $filter['to'] ) ? PHP_INT_MAX : (int) $filter['to'],
		);
	}
}
