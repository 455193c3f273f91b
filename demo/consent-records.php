<?php
/**
 * Demo-only hooks for the consent-records tests (features/consent-records/test/records.spec.ts):
 *   - a request's `X-Demo-Client` header (an IP address) stands for the visitor's address, so one
 *     test can be two hundred visitors choosing at once, each with the hourly limit of its own;
 *   - `?colophon-demo-age-records=<consent id>&days=N` (administrators) moves that visitor's
 *     records N days back, so the retention period has something to delete.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'colophon_client_address',
	static function ( string $address ): string {
		$claimed = isset( $_SERVER['HTTP_X_DEMO_CLIENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_DEMO_CLIENT'] ) ) : '';
		return filter_var( $claimed, FILTER_VALIDATE_IP ) ? $claimed : $address;
	}
);

add_action(
	'init',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a demo's test hook, administrators only.
		if ( ! isset( $_GET['colophon-demo-age-records'] ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		global $wpdb;
		$id   = sanitize_text_field( wp_unslash( $_GET['colophon-demo-age-records'] ) );
		$days = absint( $_GET['days'] ?? 0 );
		// phpcs:enable
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a demo's test hook on the plugin's own table.
		$moved = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}colophon_consent_records SET created_at = created_at - %d WHERE consent_id = %s", $days * DAY_IN_SECONDS, $id ) );
		wp_send_json( array( 'moved' => (int) $moved ) );
	}
);
