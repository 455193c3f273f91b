<?php
/**
 * POST {rest}colophon/v1/refresh-loop — the filtered markup of a loop grid. The widget is rebuilt
 * from the settings saved in the post (never from query arguments in the request); the request
 * only chooses filters, and those are validated against the loop's post type.
 *
 * @package Colophon
 */

namespace Colophon\LoopFilter;

use Colophon\Kit\SavedWidgets;

defined( 'ABSPATH' ) || exit;

final class RefreshLoop {

	public const NAMESPACE = 'colophon/v1';

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
	}

	public function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/refresh-loop',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'refresh' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array(
					'post_id'             => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'widget_id'           => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[a-zA-Z0-9]{7}$',
					),
					'widget_filters'      => array(
						'type'    => array( 'object', 'array' ),
						'default' => array(),
					),
					'pagination_base_url' => array(
						'type'    => 'string',
						'default' => '',
					),
					'is_edit_mode'        => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
			)
		);
	}

	/** @return true|\WP_Error */
	public function permission( \WP_REST_Request $request ) {
		$post_id = (int) $request['post_id'];
		if ( $request['is_edit_mode'] && ! current_user_can( 'edit_post', $post_id ) ) {
			return new \WP_Error( 'colophon_forbidden', __( 'Only editors of this page can preview its loop.', 'colophon' ), array( 'status' => 403 ) );
		}
		if ( ! SavedWidgets::viewable( $post_id ) ) {
			return new \WP_Error( 'colophon_not_found', __( 'This page is not published.', 'colophon' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * `$url` when it is a path of this site (`/blog/`) or an http(s) URL on its host, else null: the
	 * pagination links carry it, so `//evil.example/`, `https:evil.example/x` or `http:///evil.example/x`
	 * (which parse without a host) must not get through.
	 */
	public static function same_site_url( string $url ): ?string {
		$url = trim( $url );
		if ( '' === $url || preg_match( '/[\s\\\\]/', $url ) ) {
			return null;
		}
		if ( preg_match( '#^/(?!/)#', $url ) ) {
			return $url;
		}
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url() );
		$ok    = is_array( $parts ) && in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
			&& ! empty( $parts['host'] ) && strtolower( $parts['host'] ) === strtolower( (string) ( $home['host'] ?? '' ) )
			&& preg_match( '#^https?://#i', $url );
		return $ok ? $url : null;
	}

	public function refresh( \WP_REST_Request $request ): \WP_REST_Response {
		$post_id = (int) $request['post_id'];
		$saved   = SavedWidgets::find( $post_id, LoopGrid::GRID, (string) $request['widget_id'], LoopGrid::BLOCK );
		if ( null === $saved ) {
			return new \WP_REST_Response(
				array(
					'code'    => 'colophon_no_loop',
					'message' => __( 'This page has no loop grid with that id.', 'colophon' ),
				),
				404
			);
		}
		$base = self::same_site_url( (string) $request['pagination_base_url'] ) ?? (string) get_permalink( $post_id );
		$settings = LoopGrid::grid_settings( $saved );
		$response = new \WP_REST_Response( array( 'data' => LoopGrid::container( $settings, (array) $request['widget_filters'], 1, $base ) ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
