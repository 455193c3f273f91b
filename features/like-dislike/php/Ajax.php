<?php
/**
 * admin-ajax `handle_like_dislike`: POST post_id, type (like|dislike), nonce →
 * {success, data: {like_count, dislike_count, vote}}. Bad input gets a 4xx and a message.
 *
 * One vote per post per visitor, changeable (features/like-dislike/php/Votes.php); the visitor is a logged-in user
 * or a signed visitor cookie (includes/Visitor.php). Without one, or with a page nonce that has
 * expired (a cached page), the answer is 403 with a `code` the browser recovers from: it asks
 * the session endpoint for a cookie and fresh nonces and sends the vote once more.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Visitor;

defined( 'ABSPATH' ) || exit;

final class Ajax {

	public const ACTION = 'handle_like_dislike';
	public const NONCE  = 'colophon_like_dislike';
	public const TYPES  = Votes::TYPES;

	/** The answer codes the browser recovers from (src/kit/session.ts). */
	public const STALE_NONCE = 'colophon_stale_nonce';
	public const NO_VISITOR  = 'colophon_no_visitor';

	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	public function handle(): void {
		if ( 'POST' !== sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) ) ) {
			self::fail( 405, __( 'Votes must be sent with POST.', 'colophon' ) );
		}
		if ( ! check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			self::fail( 403, __( 'This page is out of date. Reload it and vote again.', 'colophon' ), self::STALE_NONCE );
		}
		$type = isset( $_POST['type'] ) ? sanitize_key( wp_unslash( $_POST['type'] ) ) : '';
		if ( ! in_array( $type, self::TYPES, true ) ) {
			self::fail( 400, __( 'Unknown vote type: use "like" or "dislike".', 'colophon' ) );
		}
		$raw_id  = isset( $_POST['post_id'] ) ? sanitize_text_field( wp_unslash( $_POST['post_id'] ) ) : '';
		$post_id = ctype_digit( $raw_id ) ? (int) $raw_id : 0;
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || 'publish' !== $post->post_status || ! Widget::votable( $post ) || post_password_required( $post ) ) {
			self::fail( 404, __( 'This post cannot be voted on.', 'colophon' ) );
		}
		$holder = Visitor::holder( is_user_logged_in() ? 'user' : 'browser' );
		if ( ! $holder ) {
			self::fail( 403, __( 'Your browser has to accept this site’s cookie to vote. Reload the page and try again.', 'colophon' ), self::NO_VISITOR );
		}

		Votes::cast( $post_id, $holder, $type );
		$counts = Votes::counts( $post_id );
		wp_send_json_success(
			array(
				'like_count'    => $counts['like'],
				'dislike_count' => $counts['dislike'],
				'vote'          => $type,
			)
		);
	}

	/** @return never */
	private static function fail( int $status, string $message, string $code = '' ): void {
		wp_send_json_error( array_filter( array( 'message' => $message, 'code' => $code ) ), $status );
	}
}
