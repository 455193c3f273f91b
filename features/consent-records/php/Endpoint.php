<?php
/**
 * Where a visitor's browser records a consent choice: `POST /wp-json/colophon/v1/consent-records`
 * (a beacon from features/consent/effects.ts, so it never holds the page up). The row gets the
 * server's time, the law in force and the visitor's address truncated (Record::truncate). 201 when
 * kept; 400 with the reason for a body that is not a record; 429 past the hourly limit per address
 * (60 by default, filter `colophon_consent_records_per_hour`); 404 while consent management is off.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

use Colophon\Consent\Settings;

defined( 'ABSPATH' ) || exit;

final class Endpoint {

	public const ROUTE = '/consent-records';

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
	}

	public function routes(): void {
		register_rest_route(
			'colophon/v1',
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'receive' ),
				'permission_callback' => '__return_true', // Every visitor's choice is recorded; what is kept is checked below.
			)
		);
	}

	public function receive( \WP_REST_Request $request ): \WP_REST_Response {
		$settings = Settings::visitor();
		if ( empty( $settings['enabled'] ) ) {
			return new \WP_REST_Response( array( 'message' => 'Consent management is off on this site.' ), 404 );
		}
		list( $row, $error ) = Record::from( json_decode( (string) $request->get_body(), true ), array_column( (array) $settings['categories'], 'slug' ) );
		if ( null === $row ) {
			return new \WP_REST_Response( array( 'message' => $error ), 400 );
		}
		/**
		 * Filters how many consent records one address may send an hour (then 429).
		 *
		 * @param int $limit 60 by default; 0: no limit.
		 */
		if ( ! \Colophon\RateLimit::take( 'consent-record', (int) apply_filters( 'colophon_consent_records_per_hour', 60 ) ) ) {
			return new \WP_REST_Response( array( 'message' => 'Too many consent records from this address: try again in an hour.' ), 429 );
		}
		/** This filter is documented in includes/RateLimit.php */
		$address = (string) apply_filters( 'colophon_client_address', (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- truncated to an address below, never printed as is.
		$kept    = Table::insert(
			$row + array(
				'created_at' => time(),
				'law'        => (string) $settings['law'],
				'address'    => Record::truncate( $address ),
				// A logged-in visitor's beacon carries the REST nonce: their rows join their account's personal data.
				'user_id'    => get_current_user_id(),
			)
		);
		return $kept ? new \WP_REST_Response( array( 'kept' => true ), 201 ) : new \WP_REST_Response( array( 'message' => 'The record could not be stored.' ), 503 );
	}
}
