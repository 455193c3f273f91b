<?php
/**
 * admin-ajax `colophon_session` (POST): what a cached page cannot carry. It gives this browser its
 * signed visitor cookies (includes/Visitor.php) and answers fresh nonces for the state-changing
 * requests, `{success, data: {nonces: {likeDislike, stores}}}`. The browser asks for it when a vote
 * or a store change comes back with a stale-nonce or no-visitor code, then tries once more
 * (src/kit/session.ts). Never cached.
 *
 * @package Colophon
 */

namespace Colophon\Ajax;

use Colophon\Visitor;

defined( 'ABSPATH' ) || exit;

final class Session {

	public const ACTION = 'colophon_session';

	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/** @return array<string, string> The nonces of the state-changing requests, for the current visitor. */
	public static function nonces(): array {
		/**
		 * Filters the nonces the page config carries (and a fresh session answers with): each
		 * feature with an endpoint adds its own, by key.
		 *
		 * @param array<string, string> $nonces
		 */
		return (array) apply_filters( 'colophon_nonces', array() );
	}

	public function handle(): void {
		if ( 'POST' !== sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) ) ) {
			wp_send_json_error( array( 'message' => __( 'Use POST.', 'colophon' ) ), 405 );
		}
		nocache_headers();
		if ( ! Visitor::issue() ) {
			wp_send_json_error( array( 'message' => __( 'Too many new visitors from your network in the last hour. Please try again later.', 'colophon' ) ), 429 );
		}
		wp_send_json_success( array( 'nonces' => self::nonces() ) );
	}
}
