<?php
/**
 * Colophon's part of WordPress's privacy tools: suggested privacy-policy text naming every cookie it
 * sets and every row it keeps, with their lifetimes (Settings → Privacy → Policy Guide); a personal
 * data exporter and eraser for the rows kept per user (votes and saved items), in Tools →
 * Export / Erase Personal Data; and those rows removed when their user is deleted.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Privacy {

	/** How many rows one exporter or eraser page handles (WordPress calls again for the next). */
	private const PAGE = 100;

	public function register(): void {
		add_action( 'admin_init', array( $this, 'policy' ) );
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'erasers' ) );
		add_action( 'deleted_user', array( $this, 'forget_user' ) );
	}

	public function policy(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$items = array(
			__( '<strong>colophon_visitor</strong> (cookie, one year) and <strong>colophon_session</strong> (cookie, until the browser closes): a random, signed identifier, set only when a visitor likes a post or saves an item, so their choice is kept without an account.', 'colophon' ),
			__( '<strong>colophon_dismissed</strong> (cookie, one year): which notices (the announcement bar, the chat welcome) the visitor closed, so they stay closed.', 'colophon' ),
			__( '<strong>Likes and saved items</strong> (database, until removed): the post, the choice and its time, under the visitor\'s identifier above or, for a logged-in user, their account. A user\'s rows are included in Export Personal Data, removed by Erase Personal Data and when the account is deleted.', 'colophon' ),
			__( '<strong>Rate counts</strong> (database, one hour): a count of requests per keyed hash of the visitor\'s address, to refuse floods of reports; the address itself is not stored.', 'colophon' ),
		);
		/**
		 * Filters the suggested privacy-policy text: `items`, what Colophon sets or stores (HTML, one
		 * list item each), and `notes`, paragraphs after the list. Features add their own.
		 *
		 * @param array{items: string[], notes: string[]} $policy
		 */
		$policy = (array) apply_filters(
			'colophon_privacy_policy',
			array(
				'items' => $items,
				'notes' => array( __( 'Tracking and advertising tools configured on this site receive data only after the visitor allows their category, and as described in their own policies.', 'colophon' ) ),
			)
		);
		$text   = '<p>' . __( 'This site uses Colophon for cookie consent, tracking and its interactive widgets. It sets or stores:', 'colophon' ) . '</p><ul><li>' . implode( '</li><li>', (array) ( $policy['items'] ?? array() ) ) . '</li></ul>'
			. '<p>' . implode( '</p><p>', (array) ( $policy['notes'] ?? array() ) ) . '</p>';
		wp_add_privacy_policy_content( 'Colophon', wp_kses_post( $text ) );
	}

	/** @param array<string, array> $exporters */
	public function exporters( array $exporters ): array {
		$exporters['colophon'] = array(
			'exporter_friendly_name' => __( 'Colophon likes and saved items', 'colophon' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/** @param array<string, array> $erasers */
	public function erasers( array $erasers ): array {
		$erasers['colophon'] = array(
			'eraser_friendly_name' => __( 'Colophon likes and saved items', 'colophon' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/** @return array{data: array, done: bool} */
	public function export( string $email, int $page = 1 ): array {
		global $wpdb;
		$user = get_user_by( 'email', $email );
		if ( ! $user ) {
			return array( 'data' => array(), 'done' => true );
		}
		$holder = 'u:' . $user->ID;
		$offset = ( max( 1, $page ) - 1 ) * self::PAGE;
		// The plugin's own tables (Schema::votes(), Schema::items()), named from $wpdb->prefix in the query itself.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a user's own rows, read once for the exporter.
		$votes = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, vote, voted_at FROM {$wpdb->prefix}colophon_votes WHERE holder = %s ORDER BY voted_at LIMIT %d OFFSET %d", $holder, self::PAGE, $offset ), ARRAY_A );
		$items = $wpdb->get_results( $wpdb->prepare( "SELECT store, post_id, added_at FROM {$wpdb->prefix}colophon_store_items WHERE holder = %s ORDER BY added_at LIMIT %d OFFSET %d", $holder, self::PAGE, $offset ), ARRAY_A );
		// phpcs:enable
		$data = array();
		foreach ( (array) $votes as $row ) {
			$data[] = array(
				'group_id'    => 'colophon-votes',
				'group_label' => __( 'Likes and dislikes', 'colophon' ),
				'item_id'     => 'colophon-vote-' . $row['post_id'],
				'data'        => array(
					array( 'name' => __( 'Post', 'colophon' ), 'value' => get_the_title( (int) $row['post_id'] ) . ' (' . get_permalink( (int) $row['post_id'] ) . ')' ),
					array( 'name' => __( 'Vote', 'colophon' ), 'value' => $row['vote'] ),
					array( 'name' => __( 'Time', 'colophon' ), 'value' => gmdate( 'c', (int) $row['voted_at'] ) ),
				),
			);
		}
		foreach ( (array) $items as $row ) {
			$data[] = array(
				'group_id'    => 'colophon-items',
				'group_label' => __( 'Saved items', 'colophon' ),
				'item_id'     => 'colophon-item-' . $row['store'] . '-' . $row['post_id'],
				'data'        => array(
					array( 'name' => __( 'List', 'colophon' ), 'value' => $row['store'] ),
					array( 'name' => __( 'Post', 'colophon' ), 'value' => get_the_title( (int) $row['post_id'] ) . ' (' . get_permalink( (int) $row['post_id'] ) . ')' ),
					array( 'name' => __( 'Time', 'colophon' ), 'value' => gmdate( 'c', (int) $row['added_at'] ) ),
				),
			);
		}
		return array( 'data' => $data, 'done' => count( (array) $votes ) < self::PAGE && count( (array) $items ) < self::PAGE );
	}

	/** @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool} */
	public function erase( string $email, int $page = 1 ): array {
		$user    = get_user_by( 'email', $email );
		$removed = $user ? $this->forget_user( (int) $user->ID ) : 0;
		return array( 'items_removed' => $removed > 0, 'items_retained' => false, 'messages' => array(), 'done' => true );
	}

	/** Removes a user's votes and saved items; returns how many rows went. */
	public function forget_user( int $user_id ): int {
		global $wpdb;
		$holder = 'u:' . $user_id;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables.
		$removed  = (int) $wpdb->delete( Schema::votes(), array( 'holder' => $holder ) );
		$removed += (int) $wpdb->delete( Schema::items(), array( 'holder' => $holder ) );
		// phpcs:enable
		return $removed;
	}
}
