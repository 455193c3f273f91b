<?php
/**
 * Where the waitlist form sends: `POST /wp-json/colophon/v1/waitlist` on this site, the
 * application as JSON (`{id, fields: {<field id>: value}}`, Application.php). It is kept
 * (Applications.php) before anything else happens, answered 201, then forwarded to the owner's
 * address (Forwarder.php). 400 for a body that is not an application or leaves a required field
 * empty, 429 past the hourly limit per visitor, 503 when WordPress could not write it (the form says it
 * failed, and keeps what was typed).
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

defined( 'ABSPATH' ) || exit;

final class Endpoint {

	public const ROUTE = '/waitlist';

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
				'permission_callback' => '__return_true', // Any visitor may apply; what is kept is checked below.
			)
		);
	}

	public static function url(): string {
		return rest_url( 'colophon/v1' . self::ROUTE );
	}

	public function receive( \WP_REST_Request $request ): \WP_REST_Response {
		// The form posted by a browser without JavaScript: its fields, then back to its page.
		$params      = $request->get_body_params();
		$posted      = ! $request->is_json_content_type() && $params;
		$fields      = Fields::current();
		$body        = $posted ? null : json_decode( (string) $request->get_body(), true );
		$values      = $posted ? $params : ( is_array( $body['fields'] ?? null ) ? $body['fields'] : null );
		$application = $posted
			? Application::from_fields( $params, (int) floor( microtime( true ) * 1000 ), $fields )
			: Application::from( $body, $fields );
		if ( null === $application ) {
			return $posted ? self::back( $request, 'empty' ) : new \WP_REST_Response( array( 'message' => 'The body must be a JSON object with the application\'s fields.' ), 400 );
		}
		// The browser checks the fields the owner made required; a request that skipped it is refused, naming them.
		$missing = null === $values ? array() : Application::missing( $values, $fields );
		if ( $missing ) {
			/* translators: %s: the labels of the fields left empty */
			$message = sprintf( __( 'Fill in: %s.', 'colophon' ), implode( ', ', $missing ) );
			return $posted ? self::back( $request, 'missing' ) : new \WP_REST_Response( array( 'message' => $message ), 400 );
		}
		/**
		 * Filters how many waitlist applications one address may send an hour (then 429).
		 *
		 * @param int $limit 20 by default; 0: no limit.
		 */
		if ( ! \Colophon\RateLimit::take( 'waitlist', (int) apply_filters( 'colophon_waitlist_per_hour', 20 ) ) ) {
			return $posted ? self::back( $request, 'failed' ) : new \WP_REST_Response( array( 'message' => 'Too many applications from this address: try again in an hour.' ), 429 );
		}
		$forwarding = '' !== Waitlist::api();
		$id         = Applications::store( $application, $forwarding, $fields );
		if ( ! $id ) {
			return $posted ? self::back( $request, 'failed' ) : new \WP_REST_Response( array( 'message' => 'The application could not be stored.' ), 503 );
		}
		if ( $forwarding ) {
			Forwarder::after_response( $id );
		}
		return $posted ? self::back( $request, 'sent' ) : new \WP_REST_Response( array( 'stored' => true ), 201 );
	}

	/** A 303 back to the form's page (this site's only), saying what happened, at the form. */
	private static function back( \WP_REST_Request $request, string $outcome ): \WP_REST_Response {
		$page = wp_validate_redirect( (string) $request->get_header( 'referer' ), home_url( '/' ) );
		$to   = add_query_arg( Waitlist::OUTCOME, $outcome, remove_query_arg( Waitlist::OUTCOME, strtok( $page, '#' ) ) ) . '#colophon-waitlist';
		return new \WP_REST_Response( null, 303, array( 'Location' => $to ) );
	}
}
