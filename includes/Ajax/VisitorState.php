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
 * `{success, data: {votes: {id: {like_count, dislike_count, vote}}, stores: {slug: {ids, count}}}}`,
 * each part given by its feature through the `colophon_visitor_state` filter (like-dislike, data-store).
 *
 * @package Colophon
 */

namespace Colophon\Ajax;

defined( 'ABSPATH' ) || exit;

final class VisitorState {

	public const ACTION = 'colophon_visitor_state';

	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * The comma list in $_POST[$key], trimmed, empty items dropped, at most $max (more than a page
	 * shows: a longer list is cut, not refused).
	 *
	 * @return string[]
	 */
	public static function list( string $key, int $max ): array {
		$raw = isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only, the visitor's own state.
		return array_slice( array_values( array_unique( array_filter( array_map( 'trim', explode( ',', $raw ) ), 'strlen' ) ) ), 0, $max );
	}

	public function handle(): void {
		if ( 'POST' !== sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) ) ) {
			wp_send_json_error( array( 'message' => __( 'Use POST.', 'colophon' ) ), 405 );
		}
		nocache_headers();
		/**
		 * Filters this visitor's state, as the cached page asks for it: each feature adds its own part,
		 * read from the request (VisitorState::list()).
		 *
		 * @param array<string, mixed> $state
		 */
		wp_send_json_success( (array) apply_filters( 'colophon_visitor_state', array() ) );
	}
}
