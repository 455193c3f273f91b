<?php
/**
 * Wires the plugin's parts to WordPress: the core's own services, then every feature's PHP entry
 * (includes/Feature.php), as feature.json declares them (tools/features.js writes the list into
 * includes/generated/features.php). Nothing else runs at load time, and nothing here names a feature.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	public static function boot(): void {
		Schema::maybe_install();
		$manifest = new AssetManifest( COLOPHON_DIR . '/dist/asset-manifest.json', plugins_url( 'dist/', COLOPHON_FILE ) );
		$markers  = new Markers( $manifest );
		$context  = new Context( $manifest, $markers );
		// What works from activation: the admin screens, the session endpoint, the data kept per user.
		( new Ajax\Session() )->register();
		( new Privacy() )->register();
		( new SiteHealth( $manifest ) )->register();
		( new Blocks( $manifest, $markers ) )->register();
		( new PageBuilder\Widgets() )->register();
		Admin\App::register( $manifest );
		// Their screens in the admin; their options in the REST settings endpoint everywhere.
		( new Admin\WelcomePage() )->register();
		( new Admin\DataSettingsPage() )->register();
		( new Admin\BehaviourSettingsPage() )->register();
		if ( is_admin() ) {
			add_filter( 'plugin_action_links_' . plugin_basename( COLOPHON_FILE ), array( self::class, 'settings_link' ) );
		}
		$visitors = $context->visitors();
		// What visitors get, only once the owner has finished the welcome screen (includes/Setup.php).
		if ( $visitors ) {
			( new Assets( $manifest, $markers ) )->register();
			( new Ajax\VisitorState() )->register();
		}
		foreach ( self::features() as $id => $when ) {
			if ( 'always' === $when || $visitors ) {
				$class = self::entry( $id );
				if ( class_exists( $class ) ) {
					( new $class() )->register( $context );
				}
			}
		}
	}

	/**
	 * The features with a PHP entry, and when each registers: `always` (from activation) or
	 * `visitors` (once the owner has finished the setup; in the admin, always).
	 *
	 * @return array<string, string>
	 */
	public static function features(): array {
		$file = __DIR__ . '/generated/features.php';
		return is_readable( $file ) ? (array) require $file : array();
	}

	/** A feature's entry class: features/foo-bar/php/Feature.php is Colophon\FooBar\Feature. */
	public static function entry( string $id ): string {
		return 'Colophon\\' . str_replace( ' ', '', ucwords( str_replace( '-', ' ', $id ) ) ) . '\\Feature';
	}

	/**
	 * A Settings link beside Deactivate on the Plugins screen, to Colophon → Overview (the welcome
	 * screen until it is finished).
	 *
	 * @param string[] $links
	 * @return string[]
	 */
	public static function settings_link( array $links ): array {
		array_unshift( $links, '<a href="' . esc_url( admin_url( 'admin.php?page=' . Admin\SettingsPage::PARENT ) ) . '">' . esc_html__( 'Settings', 'colophon' ) . '</a>' );
		return $links;
	}

	/** Runs on activation: the tables of votes and store items (includes/Schema.php). */
	public static function activate(): void {
		Schema::install();
	}
}
