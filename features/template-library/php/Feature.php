<?php
/**
 * The templates library: its folders, REST routes and screen (from activation).
 *
 * @package Colophon
 */

namespace Colophon\TemplateLibrary;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Module() )->register();
	}

	/** When the plugin is deleted (uninstall.php): the library's folders (its taxonomy is not registered then). */
	public static function uninstall(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an uninstall: the terms are the plugin's own.
		$folders = $wpdb->get_results( $wpdb->prepare( "SELECT term_taxonomy_id, term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", Library::FOLDERS ) );
		foreach ( $folders as $folder ) {
			$wpdb->delete( $wpdb->term_relationships, array( 'term_taxonomy_id' => (int) $folder->term_taxonomy_id ) );
			$wpdb->delete( $wpdb->term_taxonomy, array( 'term_taxonomy_id' => (int) $folder->term_taxonomy_id ) );
			$wpdb->delete( $wpdb->terms, array( 'term_id' => (int) $folder->term_id ) );
		}
		// phpcs:enable
	}
}
