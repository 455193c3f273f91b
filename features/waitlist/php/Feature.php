<?php
/**
 * The marketplace waitlist: its form (shortcode), the endpoint that keeps every application
 * first, the list of them in the admin, their forwarding with retries, and its settings screen.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Waitlist( $context->markers() ) )->register();
		( new Applications() )->register();
		( new Endpoint() )->register();
		( new Forwarder() )->register();
		( new WaitlistPage() )->register();
	}

	/** When the plugin is deleted (uninstall.php): every kept application, and its scheduled tries. */
	public static function uninstall(): void {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", Applications::POST_TYPE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an uninstall: the posts are the plugin's own.
		foreach ( $ids as $id ) {
			wp_clear_scheduled_hook( Forwarder::HOOK, array( (int) $id ) );
			wp_delete_post( (int) $id, true );
		}
	}
}
