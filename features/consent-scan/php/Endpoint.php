<?php
/**
 * The scan screen's calls (administrators only): `GET /colophon/v1/consent-scan` the last scan's
 * view (Results::view), `POST` a new scan's findings (kept, then the view), and
 * `POST /colophon/v1/consent-scan/host` an owner's decision on one host: a category (the host is
 * added to the consent settings' blocked providers with it) or `allow` (added to strict mode's
 * hosts always allowed). Each answers the view as it is afterwards, or a message saying what was
 * wrong (400).
 *
 * @package Colophon
 */

namespace Colophon\ConsentScan;

use Colophon\Consent\Settings;

defined( 'ABSPATH' ) || exit;

final class Endpoint {

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
	}

	public function routes(): void {
		$admin = static fn(): bool => current_user_can( 'manage_options' );
		register_rest_route(
			'colophon/v1',
			'/consent-scan',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static fn(): \WP_REST_Response => new \WP_REST_Response( Results::view() ),
					'permission_callback' => $admin,
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( $this, 'receive' ),
					'permission_callback' => $admin,
				),
			)
		);
		register_rest_route(
			'colophon/v1',
			'/consent-scan/confirm',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'confirm' ),
				'permission_callback' => $admin,
			)
		);
		register_rest_route(
			'colophon/v1',
			'/consent-scan/host',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'decide' ),
				'permission_callback' => $admin,
			)
		);
	}

	public function receive( \WP_REST_Request $request ): \WP_REST_Response {
		list( $scan, $error ) = Results::clean( $request->get_json_params() );
		if ( '' !== $error ) {
			return new \WP_REST_Response( array( 'message' => $error ), 400 );
		}
		Results::save( $scan, time() );
		return new \WP_REST_Response( Results::view() );
	}

	/**
	 * The owner confirms the scan: the hosts it found that need no consent (known as necessary, or
	 * allowed by the owner) become strict mode's "always allowed" list, and strict mode goes on,
	 * so the browser refuses every other host until its category is allowed. Refused (409) while
	 * a host is still unknown: each needs a decision first.
	 */
	public function confirm(): \WP_REST_Response {
		$view    = Results::view();
		$unknown = array_column( array_filter( $view['rows'], static fn( array $r ): bool => 'unknown' === $r['status'] ), 'host' );
		if ( ! $view['time'] || $unknown ) {
			/* translators: %s: host names */
			return new \WP_REST_Response( array( 'message' => $view['time'] ? sprintf( __( 'Decide on every unknown host first: %s.', 'colophon' ), implode( ', ', $unknown ) ) : __( 'Scan the site first.', 'colophon' ) ), 409 );
		}
		$needed                   = array_column( array_filter( $view['rows'], static fn( array $r ): bool => in_array( $r['status'], array( 'necessary', 'allowed' ), true ) ), 'host' );
		$settings                 = Settings::get();
		$settings['allowedHosts'] = array_values( array_unique( array_merge( (array) $settings['allowedHosts'], $needed ) ) );
		$settings['strict']       = true;
		update_option( Settings::OPTION, $settings );
		return new \WP_REST_Response( Results::view() + array( 'strict' => true ) );
	}

	public function decide( \WP_REST_Request $request ): \WP_REST_Response {
		$host     = strtolower( (string) $request->get_param( 'host' ) );
		$action   = (string) $request->get_param( 'action' );
		$settings = Settings::get();
		$slugs    = array_column( (array) $settings['categories'], 'slug' );
		if ( ! preg_match( '/^[a-z0-9.-]+\.[a-z0-9-]+$/', $host ) ) {
			return new \WP_REST_Response( array( 'message' => 'Not a host name.' ), 400 );
		}
		if ( 'allow' === $action ) {
			$settings['allowedHosts'] = array_values( array_unique( array_merge( (array) $settings['allowedHosts'], array( $host ) ) ) );
		} elseif ( in_array( $action, $slugs, true ) ) {
			$settings['providers'][] = array(
				'url'        => $host,
				'categories' => array( $action ),
				'fullPath'   => false,
			);
		} else {
			/* translators: %s: list of category slugs */
			return new \WP_REST_Response( array( 'message' => sprintf( __( 'Choose "allow" or one of the categories: %s.', 'colophon' ), implode( ', ', $slugs ) ) ), 400 );
		}
		update_option( Settings::OPTION, $settings );
		return new \WP_REST_Response( Results::view() );
	}
}
