<?php
/**
 * Runs when the plugin is deleted from the Plugins screen (not when it is deactivated): removes
 * everything Colophon keeps in the database, on every site of a network — its two tables (votes,
 * stored items), its options (settings, lock rows, the takeover generation), its transients (rate
 * counts, settings drafts), its post meta and user meta, and what each feature keeps of its own
 * (its Feature class's static `uninstall()`: the popups with their meta, the templates library's
 * folders). Kept
 * instead when the site owner chose "Keep my data when Colophon is deleted" (Colophon → Data,
 * option `colophon_keep_data`), as users of comparable plugins expect to be able to.
 *
 * @package Colophon
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The plugin's own names for its tables and popups (WordPress does not load the plugin to uninstall it).
require_once __DIR__ . '/includes/autoload.php';

/** Removes this site's Colophon data, unless its owner chose to keep it. */
function colophon_uninstall_site(): void {
	global $wpdb;
	if ( \Colophon\Admin\DataSettingsPage::keep() ) {
		return;
	}
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- an uninstall: the tables and rows are the plugin's own.
	foreach ( array( \Colophon\Schema::votes(), \Colophon\Schema::items() ) as $table ) {
		$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $table ) . '`' );
	}
	// phpcs:enable
	foreach ( array_keys( \Colophon\Plugin::features() ) as $id ) {
		$class = \Colophon\Plugin::entry( $id );
		if ( method_exists( $class, 'uninstall' ) ) {
			$class::uninstall();
		}
	}
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- an uninstall: the rows are the plugin's own.
	$wpdb->query(
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'colophon_' ) . '%',
			$wpdb->esc_like( '_transient_colophon_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_colophon_' ) . '%',
			$wpdb->esc_like( '_site_transient_colophon_' ) . '%',
			$wpdb->esc_like( '_site_transient_timeout_colophon_' ) . '%'
		)
	);
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_colophon_' ) . '%' ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'colophon_' ) . '%' ) );
	// phpcs:enable
	wp_cache_flush();
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site ) {
		switch_to_blog( (int) $site );
		colophon_uninstall_site();
		restore_current_blog();
	}
} else {
	colophon_uninstall_site();
}
