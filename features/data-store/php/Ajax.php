<?php
/**
 * add_to_store_{slug} / remove_from_store_{slug} on admin-ajax, with the listing plugin's
 * `jet_engine_` prefix and request shape (`store`, `post_id`), plus the nonce it lacked. Size
 * limits are enforced here too. Answers `{success, data: {count, fragments}}` or
 * `{success: false, data: {message, code?}}`; the codes of features/like-dislike/php/Ajax.php (stale
 * nonce, no visitor cookie yet) tell the browser to get a fresh session and try once more.
 * A post's "saved by" count is the number of holders on record (features/data-store/php/Items.php).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\LikeDislike\Ajax as LikeDislikeAjax;

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

	private function fail( string $message, int $status, string $code = '' ): void {
		wp_send_json_error( array_filter( array( 'message' => $message, 'code' => $code ) ), $status );
	}

	private function handle( string $verb, string $slug ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified right below.
		if ( 'POST' !== sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) ) ) {
			$this->fail( __( 'Use POST.', 'colophon' ), 405 );
		}
		if ( ! check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			$this->fail( __( 'This page has expired. Reload it and try again.', 'colophon' ), 403, LikeDislikeAjax::STALE_NONCE );
		}
		$store = Registry::get( $slug );
		if ( ! $store || sanitize_key( wp_unslash( $_POST['store'] ?? '' ) ) !== $slug ) {
			$this->fail( __( 'Unknown store.', 'colophon' ), 400 );
		}
		if ( ! $store->available() ) {
			/* translators: %s: store name */
			$this->fail( sprintf( __( 'Log in to use %s.', 'colophon' ), $store->label ), 403 );
		}
		$post_id = absint( $_POST['post_id'] ?? 0 );
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
			$this->fail( __( 'This item cannot be saved.', 'colophon' ), 404 );
		}
		// phpcs:enable
		if ( ! $store->holder() ) {
			$this->fail( __( 'Your browser has to accept this site’s cookie to keep a list. Reload the page and try again.', 'colophon' ), 403, LikeDislikeAjax::NO_VISITOR );
		}
		if ( 'add' === $verb ) {
			$result = $store->add( $post_id );
			if ( is_wp_error( $result ) ) {
				wp_send_json_error( array( 'message' => $result->get_error_message() ) );
			}
		} else {
			$store->remove( $post_id );
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
		return Items::holders( $slug, $post_id );
	}
}
