<?php
/**
 * admin-ajax `colophon_visitor_state` (POST, read-only): what a page from a full-page cache cannot
 * carry, because it is this visitor's own — their vote and the current counts of the posts whose
 * like/dislike widgets the page shows, and what they keep in the page's server stores. The page's
 * HTML is the same for every anonymous visitor; the browser asks this once per page and fills it in
 * (src/kit/visitor-state.ts). It reads the visitor's cookies and login, sets nothing,
 * and is never cached.
 *
 * Request: `votes` = post ids, `stores` = store slugs (comma lists). Answer:
 * `{success, data: {votes: {id: {like_count, dislike_count, vote}}, stores: {slug: {ids, count}}}}`.
 *
 * @package Colophon
 */

namespace Colophon\Ajax;

use Colophon\Settings;
use Colophon\DataStore\Registry;
use Colophon\Visitor;
use Colophon\LikeDislike\Votes;

defined( 'ABSPATH' ) || exit;

final class VisitorState {

	public const ACTION = 'colophon_visitor_state';

	/** More than a page shows; a longer list is cut, not refused. */
	private const MAX_POSTS  = 50;
	private const MAX_STORES = 10;

	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/** @return string[] The comma list in $_POST[$key], trimmed, empty items dropped, at most $max. */
	private static function list( string $key, int $max ): array {
		$raw = isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only, the visitor's own state.
		return array_slice( array_values( array_unique( array_filter( array_map( 'trim', explode( ',', $raw ) ), 'strlen' ) ) ), 0, $max );
	}

	public function handle(): void {
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			wp_send_json_error( array( 'message' => __( 'Use POST.', 'colophon' ) ), 405 );
		}
		nocache_headers();
		wp_send_json_success(
			array(
				'votes'  => (object) self::votes( self::list( 'votes', self::MAX_POSTS ) ),
				'stores' => (object) self::stores( self::list( 'stores', self::MAX_STORES ) ),
			)
		);
	}

	/** @param string[] $ids */
	private static function votes( array $ids ): array {
		$holder = Visitor::holder( is_user_logged_in() ? 'user' : 'browser' );
		$out    = array();
		foreach ( $ids as $raw ) {
			$post_id = ctype_digit( $raw ) ? (int) $raw : 0;
			$post    = $post_id ? get_post( $post_id ) : null;
			// What the widget itself shows: nothing of a post this visitor may not see, or not vote on.
			if ( ! $post || 'publish' !== $post->post_status || ! in_array( $post->post_type, Settings::like_dislike_post_types(), true ) || post_password_required( $post ) ) {
				continue;
			}
			$counts          = Votes::counts( $post_id );
			$out[ $post_id ] = array(
				'like_count'    => $counts['like'],
				'dislike_count' => $counts['dislike'],
				'vote'          => Votes::of( $post_id, $holder ),
			);
		}
		return $out;
	}

	/** @param string[] $slugs */
	private static function stores( array $slugs ): array {
		$out = array();
		foreach ( $slugs as $slug ) {
			$store = Registry::get( sanitize_key( $slug ) );
			if ( ! $store || $store->is_front() ) {
				continue; // A browser store is the browser's to read.
			}
			$ids                  = $store->available() ? $store->ids() : array();
			$out[ $store->slug ] = array(
				'ids'   => $ids,
				'count' => count( $ids ),
			);
		}
		return $out;
	}
}
