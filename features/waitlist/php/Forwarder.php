<?php
/**
 * Forwards a kept application to the owner's address (`{api}/v1/waitlist`, JSON, as SPEC's
 * marketplace API takes it), once it is stored: right after the visitor's answer has gone, then,
 * if that fails (no answer, or not a 2xx), again after 1 min, 5 min, 30 min, 2 h and 12 h through
 * WP-Cron; after six failed tries it is given up (still kept; "Send again" on the list tries once
 * more). A safety try is scheduled before each one, so a PHP process that dies mid-try loses
 * nothing either.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

defined( 'ABSPATH' ) || exit;

final class Forwarder {

	/** The WP-Cron event of one application's next try (argument: its id). */
	public const HOOK = 'colophon_waitlist_forward';

	/** How long one try may wait for the address to answer, in seconds. */
	private const TIMEOUT = 10;

	public function register(): void {
		add_action( self::HOOK, array( self::class, 'scheduled' ) );
	}

	/** WP-Cron's call: the application's next try. */
	public static function scheduled( $id ): void {
		self::forward( (int) $id );
	}

	/** Forwards it after the visitor's answer is sent (where PHP-FPM can finish the request first). */
	public static function after_response( int $id ): void {
		// In case this process never gets to the try: the first retry is already on the schedule.
		wp_schedule_single_event( time() + Application::RETRY_DELAYS[0], self::HOOK, array( $id ) );
		add_action(
			'shutdown',
			static function () use ( $id ): void {
				if ( function_exists( 'fastcgi_finish_request' ) ) {
					fastcgi_finish_request();
				}
				self::forward( $id );
			}
		);
	}

	/**
	 * One try. `$by_hand`: the owner's "Send again", which tries even after the tries were used up.
	 *
	 * @return bool Whether it was delivered.
	 */
	public static function forward( int $id, bool $by_hand = false ): bool {
		$application = Applications::get( $id );
		$status      = (string) get_post_meta( $id, Applications::META_STATUS, true );
		if ( null === $application || Applications::FORWARDED === $status || ( Applications::FAILED === $status && ! $by_hand ) ) {
			return Applications::FORWARDED === $status;
		}
		$url = self::url( Waitlist::api() );
		if ( '' === $url ) {
			wp_clear_scheduled_hook( self::HOOK, array( $id ) );
			update_post_meta( $id, Applications::META_STATUS, Applications::KEPT );
			return false;
		}
		$tries = (int) get_post_meta( $id, Applications::META_TRIES, true ) + 1;
		update_post_meta( $id, Applications::META_TRIES, $tries );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Content-Type' => 'application/json' ),
				'body'        => (string) wp_json_encode( $application, JSON_UNESCAPED_UNICODE ),
			)
		);
		$code = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		wp_clear_scheduled_hook( self::HOOK, array( $id ) );
		if ( $code >= 200 && $code < 300 ) {
			update_post_meta( $id, Applications::META_STATUS, Applications::FORWARDED );
			update_post_meta( $id, Applications::META_WHEN, time() );
			delete_post_meta( $id, Applications::META_ERROR );
			return true;
		}
		/* translators: %d: an HTTP status code */
		$error = is_wp_error( $response ) ? $response->get_error_message() : sprintf( __( 'the address answered HTTP %d', 'colophon' ), $code );
		update_post_meta( $id, Applications::META_ERROR, wp_slash( mb_substr( $error, 0, 200 ) ) );
		$wait = Application::retry_in( $tries );
		if ( null === $wait ) {
			update_post_meta( $id, Applications::META_STATUS, Applications::FAILED );
			delete_post_meta( $id, Applications::META_WHEN );
			return false;
		}
		wp_schedule_single_event( time() + $wait, self::HOOK, array( $id ) );
		update_post_meta( $id, Applications::META_STATUS, Applications::RETRYING );
		update_post_meta( $id, Applications::META_WHEN, time() + $wait );
		return false;
	}

	/** `{api}/v1/waitlist` as an absolute address ('' when no address is set). */
	public static function url( string $api ): string {
		if ( '' === $api ) {
			return '';
		}
		$base = str_starts_with( $api, '/' ) ? home_url( $api ) : $api;
		return rtrim( $base, '/' ) . '/v1/waitlist';
	}
}
