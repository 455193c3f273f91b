<?php
/**
 * admin-ajax `handle_like_dislike` (SPEC §7 call 7): POST post_id, type (like|dislike), nonce →
 * {success, data: {like_count, dislike_count}}. Bad input gets a 4xx and a message.
 *
 * Counts live in post meta. Increments are single UPDATE statements (`meta_value + 1`), which the
 * database applies atomically, so concurrent votes never overwrite each other. The meta rows are
 * created on activation and when a post is published; for a post that still lacks one, creation
 * runs under a lock made of a unique options row, so two first votes cannot create two rows.
 *
 * @package Colophon
 */

namespace Colophon\Ajax;

use Colophon\Settings;

defined( 'ABSPATH' ) || exit;

final class LikeDislike {

	public const ACTION = 'handle_like_dislike';
	public const NONCE  = 'colophon_like_dislike';
	public const TYPES  = array( 'like', 'dislike' );

	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'transition_post_status', array( self::class, 'seed_on_publish' ), 10, 3 );
	}

	public static function meta_key( string $type ): string {
		return '_colophon_' . $type . '_count';
	}

	/** @return array{like: int, dislike: int} */
	public static function counts( int $post_id ): array {
		$out = array();
		foreach ( self::TYPES as $type ) {
			$out[ $type ] = max( 0, (int) get_post_meta( $post_id, self::meta_key( $type ), true ) );
		}
		return $out;
	}

	public function handle(): void {
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			self::fail( 405, __( 'Votes must be sent with POST.', 'colophon' ) );
		}
		if ( ! check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			self::fail( 403, __( 'This page is out of date. Reload it and vote again.', 'colophon' ) );
		}
		$type = isset( $_POST['type'] ) ? sanitize_key( wp_unslash( $_POST['type'] ) ) : '';
		if ( ! in_array( $type, self::TYPES, true ) ) {
			self::fail( 400, __( 'Unknown vote type: use "like" or "dislike".', 'colophon' ) );
		}
		$raw_id  = isset( $_POST['post_id'] ) ? sanitize_text_field( wp_unslash( $_POST['post_id'] ) ) : '';
		$post_id = ctype_digit( $raw_id ) ? (int) $raw_id : 0;
		$post    = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || 'publish' !== $post->post_status || ! in_array( $post->post_type, Settings::like_dislike_post_types(), true ) ) {
			self::fail( 404, __( 'This post cannot be voted on.', 'colophon' ) );
		}

		self::increment( $post_id, $type );
		$counts = self::counts( $post_id );
		wp_send_json_success(
			array(
				'like_count'    => $counts['like'],
				'dislike_count' => $counts['dislike'],
			)
		);
	}

	/** Adds one vote without a read-modify-write race. */
	public static function increment( int $post_id, string $type ): void {
		$key = self::meta_key( $type );
		if ( ! self::bump( $post_id, $key ) ) {
			self::with_lock(
				"colophon_lock_{$post_id}_{$type}",
				static function () use ( $post_id, $key ): void {
					if ( ! self::bump( $post_id, $key ) ) {
						add_post_meta( $post_id, $key, '1', true );
					}
				}
			);
		}
		wp_cache_delete( $post_id, 'post_meta' );
	}

	/** One atomic UPDATE; false when the meta row does not exist yet. */
	private static function bump( int $post_id, string $key ): bool {
		global $wpdb;
		$updated = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE post_id = %d AND meta_key = %s",
				$post_id,
				$key
			)
		);
		return is_int( $updated ) && $updated > 0;
	}

	/** Runs $work while holding a lock made of a unique options row (portable across MySQL and SQLite). */
	private static function with_lock( string $name, callable $work ): void {
		global $wpdb;
		$deadline = microtime( true ) + 3;
		do {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value < %d", $name, time() - 30 ) );
			$got = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'no')", $name, time() ) );
			if ( $got ) {
				try {
					$work();
				} finally {
					$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $name ) );
				}
				return;
			}
			usleep( 20000 );
		} while ( microtime( true ) < $deadline );
		self::fail( 503, __( 'Too many votes at once. Please try again.', 'colophon' ) );
	}

	/** Creates missing zero counters for every published post of the enabled types. */
	public static function seed_counters(): void {
		foreach ( Settings::like_dislike_post_types() as $post_type ) {
			$ids = get_posts(
				array(
					'post_type'      => $post_type,
					'post_status'    => 'publish',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			);
			foreach ( $ids as $id ) {
				self::seed( (int) $id );
			}
		}
	}

	public static function seed_on_publish( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( 'publish' === $new_status && in_array( $post->post_type, Settings::like_dislike_post_types(), true ) ) {
			self::seed( $post->ID );
		}
	}

	private static function seed( int $post_id ): void {
		foreach ( self::TYPES as $type ) {
			add_post_meta( $post_id, self::meta_key( $type ), '0', true );
		}
	}

	/** @return never */
	private static function fail( int $status, string $message ): void {
		wp_send_json_error( array( 'message' => $message ), $status );
	}
}
