<?php
/**
 * add_to_store_{slug} / remove_from_store_{slug} on admin-ajax, with the listing plugin's
 * `jet_engine_` prefix and request shape (`store`, `post_id`), plus the nonce it lacked. Size
 * limits are enforced here too. Answers `{success, data: {count, fragments}}` or
 * `{success: false, data: {message}}`.
 *
 * @package Colophon
 */

namespace Colophon\Stores;

defined( 'ABSPATH' ) || exit;

final class Ajax {

	public const NONCE  = 'colophon_store';
	public const PREFIX = 'jet_engine_';

	public function register(): void {
		if ( class_exists( 'Jet_Engine' ) ) {
			return; // The listing plugin answers these actions itself.
		}
		foreach ( Registry::all() as $slug => $store ) {
			if ( $store->is_front() ) {
				continue;
			}
			foreach ( array( 'add', 'remove' ) as $verb ) {
				$action = self::PREFIX . $verb . '_' . ( 'add' === $verb ? 'to' : 'from' ) . '_store_' . $slug;
				$handler = fn() => $this->handle( $verb, $slug );
				add_action( 'wp_ajax_' . $action, $handler );
				add_action( 'wp_ajax_nopriv_' . $action, $handler );
			}
		}
	}

	private function fail( string $message, int $status ): void {
		wp_send_json_error( array( 'message' => $message ), $status );
	}

	private function handle( string $verb, string $slug ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified right below.
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			$this->fail( __( 'Use POST.', 'colophon' ), 405 );
		}
		if ( ! check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			$this->fail( __( 'This page has expired. Reload it and try again.', 'colophon' ), 403 );
		}
		$store = Registry::get( $slug );
		if ( ! $store || ( $_POST['store'] ?? '' ) !== $slug ) {
			$this->fail( __( 'Unknown store.', 'colophon' ), 400 );
		}
		if ( ! $store->available() ) {
			/* translators: %s: store name */
			$this->fail( sprintf( __( 'Log in to use %s.', 'colophon' ), $store->label ), 403 );
		}
		$post_id = absint( $_POST['post_id'] ?? 0 );
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) ) {
			$this->fail( __( 'This item cannot be saved.', 'colophon' ), 404 );
		}
		// phpcs:enable
		$had = $store->has( $post_id );
		if ( 'add' === $verb ) {
			$result = $store->add( $post_id );
			if ( is_wp_error( $result ) ) {
				wp_send_json_error( array( 'message' => $result->get_error_message() ) );
			}
			if ( ! $had ) {
				self::bump( $slug, $post_id, 1 );
			}
		} else {
			$store->remove( $post_id );
			if ( $had ) {
				self::bump( $slug, $post_id, -1 );
			}
		}
		$count = count( $store->ids() );
		wp_send_json_success(
			array(
				'count'     => $count,
				'fragments' => array(
					sprintf( '.jet-engine-data-store-count[data-store="%s"]', $slug )                       => Buttons::count_html( $slug, $count ),
					sprintf( '.jet-engine-data-post-count[data-store="%s"][data-post="%d"]', $slug, $post_id ) => Buttons::post_count_html( $slug, $post_id ),
				),
			)
		);
	}

	/** How many visitors keep a post in a store (shown by post-count fragments). */
	public static function post_count( string $slug, int $post_id ): int {
		return (int) get_post_meta( $post_id, 'colophon_store_count_' . $slug, true );
	}

	private static function bump( string $slug, int $post_id, int $by ): void {
		global $wpdb;
		$key = 'colophon_store_count_' . $slug;
		if ( '' === get_post_meta( $post_id, $key, true ) ) {
			add_post_meta( $post_id, $key, '0', true );
		}
		// One atomic statement, so two visitors saving at once are both counted.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + %d WHERE post_id = %d AND meta_key = %s AND meta_value + %d >= 0", $by, $post_id, $key, $by ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		wp_cache_delete( $post_id, 'post_meta' );
	}
}
