<?php
/**
 * Popups: the post type from activation (its screen, kits); once visitors get Colophon, the popups
 * a page prints.
 *
 * @package Colophon
 */

namespace Colophon\Popup;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		$popups = new Popups( $context->markers() );
		if ( ! $context->visitors() ) {
			add_action( 'init', array( $popups, 'register_post_type' ) );
			return;
		}
		$popups->register();
	}

	/** When the plugin is deleted (uninstall.php): every popup, with its meta. */
	public static function uninstall(): void {
		global $wpdb;
		$popups = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", Popups::POST_TYPE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an uninstall: the posts are the plugin's own.
		foreach ( $popups as $id ) {
			wp_delete_post( (int) $id, true );
		}
	}
}
