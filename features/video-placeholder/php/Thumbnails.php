<?php
/**
 * Thumbnails of blocked videos, served by this site: `GET /wp-json/colophon/v1/video-thumbnail/<id>`
 * answers with a redirect to a copy in the uploads folder, which the server fetched once from the
 * provider (img.youtube.com). The visitor's browser never contacts the provider before consent;
 * the provider sees this server, once per video.
 *
 * Failure paths: an id that is not a video id is refused (404); a fetch that fails (offline, a
 * deleted video, not an image) answers 404 and is not retried for an hour, and the placeholder
 * shows its plain background. At most 60 new fetches an hour per visitor and 2,000 copies in all, so the
 * route cannot be used to fill the disk or as a proxy.
 *
 * @package Colophon
 */

namespace Colophon\VideoPlaceholder;

defined( 'ABSPATH' ) || exit;

final class Thumbnails {

	public const ROUTE = '/video-thumbnail/';

	/** The address the provider's thumbnail is fetched from (`{id}`: the video id). */
	private const SOURCE = 'https://img.youtube.com/vi/{id}/hqdefault.jpg';

	private const FOLDER = 'colophon-thumbnails';

	private const MAX_BYTES = 524288;

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
	}

	public function routes(): void {
		register_rest_route(
			'colophon/v1',
			self::ROUTE . '(?P<id>[A-Za-z0-9_-]{11})',
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'serve' ),
				'permission_callback' => '__return_true', // Any visitor's placeholder shows it.
			)
		);
	}

	/** The template the placeholder fills in (`{id}`): this route. */
	public static function template(): string {
		return rest_url( 'colophon/v1' . self::ROUTE ) . '{id}';
	}

	/** The folder of the copies: [path, url]. */
	private static function folder(): array {
		$uploads = wp_upload_dir( null, false );
		return array( trailingslashit( $uploads['basedir'] ) . self::FOLDER, trailingslashit( $uploads['baseurl'] ) . self::FOLDER );
	}

	public function serve( \WP_REST_Request $request ): \WP_REST_Response {
		$id                = (string) $request['id'];
		list( $dir, $url ) = self::folder();
		$file              = $dir . '/' . $id . '.jpg';
		if ( ! is_file( $file ) && ! self::fetch( $id, $dir, $file ) ) {
			return new \WP_REST_Response( array( 'message' => 'No thumbnail for this video.' ), 404, array( 'Cache-Control' => 'public, max-age=3600' ) );
		}
		return new \WP_REST_Response(
			null,
			302,
			array(
				'Location'      => $url . '/' . $id . '.jpg',
				'Cache-Control' => 'public, max-age=86400',
			)
		);
	}

	/** Removes every kept copy and their folder. */
	public static function remove_all(): void {
		list( $dir ) = self::folder();
		foreach ( (array) glob( $dir . '/*.jpg' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		if ( is_dir( $dir ) ) {
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the plugin's own, now empty, folder.
		}
	}

	/** Fetches and keeps one thumbnail; false when it cannot (the reason is remembered for an hour). */
	private static function fetch( string $id, string $dir, string $file ): bool {
		$failed = 'colophon_thumb_failed_' . $id;
		if ( get_transient( $failed ) ) {
			return false;
		}
		if ( ! \Colophon\RateLimit::take( 'video-thumbnail', 60 ) || ( is_dir( $dir ) && count( (array) glob( $dir . '/*.jpg' ) ) >= 2000 ) ) {
			return false;
		}
		$response = wp_safe_remote_get(
			str_replace( '{id}', $id, self::SOURCE ),
			array(
				'timeout'             => 5,
				'limit_response_size' => self::MAX_BYTES,
			)
		);
		$body     = is_wp_error( $response ) ? '' : (string) wp_remote_retrieve_body( $response );
		$is_image = 200 === (int) wp_remote_retrieve_response_code( $response ) && str_starts_with( $body, "\xFF\xD8\xFF" );
		if ( ! $is_image || ! wp_mkdir_p( $dir ) || false === file_put_contents( $file, $body ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a file in the uploads folder.
			set_transient( $failed, 1, HOUR_IN_SECONDS );
			return false;
		}
		return true;
	}
}
