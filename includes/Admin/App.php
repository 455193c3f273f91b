<?php
/**
 * The admin's script (src/admin/index.ts: the editor events API, and the screens features mount on
 * their pages), enqueued where a screen needs it and in the page builder's editor, which calls the
 * same events API (window.colophonAdmin.events). Its strings go through wp.i18n, translated from
 * languages/colophon-{locale}-{hash}.json. `window.colophonAdminConfig` is what features give the
 * `colophon_admin_config` filter.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

use Colophon\AssetManifest;

defined( 'ABSPATH' ) || exit;

final class App {

	public const HANDLE = 'colophon-admin';

	private static ?AssetManifest $manifest = null;

	public static function register( AssetManifest $manifest ): void {
		self::$manifest = $manifest;
		add_action( 'elementor/editor/after_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/** A built stylesheet's address by its id (a feature's CSS, to show it on an admin screen), or null. */
	public static function style( string $id ): ?string {
		return self::$manifest ? self::$manifest->style( $id ) : null;
	}

	/**
	 * A screen of its own built with WordPress's components (ComponentScreen::load()) that reports to
	 * the editor events of this script: this script first, then the screen's after it.
	 */
	public static function screen( string $slug, string $script ): void {
		self::enqueue();
		ComponentScreen::load( $slug, $script, '', array( self::HANDLE ) );
	}

	public static function enqueue(): void {
		$files = self::$manifest ? self::$manifest->entry( 'admin' ) : array();
		if ( ! $files || wp_script_is( self::HANDLE ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, $files[0], array( 'wp-element', 'wp-hooks', 'wp-api-fetch', 'wp-i18n' ), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the file name carries its hash.
		wp_set_script_translations( self::HANDLE, 'colophon', COLOPHON_DIR . '/languages' );
		/**
		 * Filters the admin script's config (window.colophonAdminConfig): each feature adds its part.
		 *
		 * @param array<string, mixed> $config
		 */
		$config = (array) apply_filters( 'colophon_admin_config', array() );
		wp_add_inline_script( self::HANDLE, 'window.colophonAdminConfig=' . wp_json_encode( $config ) . ';', 'before' );
	}
}
