<?php
/**
 * Wires the plugin's parts to WordPress. Nothing else runs at load time.
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
		// What works from activation: the admin screens, their REST routes, the data kept per user.
		( new Ajax\Session() )->register();
		$kits = new Kits\Module( $manifest );
		$kits->register();
		( new TemplateLibrary\Module( array( $kits, 'enqueue_app' ) ) )->register();
		$takeover = new Takeover\Module( $manifest );
		( new Privacy() )->register();
		( new SiteHealth( $manifest ) )->register();
		if ( is_admin() ) {
			add_filter( 'plugin_action_links_' . plugin_basename( COLOPHON_FILE ), array( self::class, 'settings_link' ) );
			( new Admin\WelcomePage() )->register();
			( new Consent\SettingsPage() )->register();
			( new Admin\DataSettingsPage() )->register();
			( new Admin\BehaviourSettingsPage() )->register();
		}
		// What visitors get, only once the owner has finished the welcome screen (includes/Setup.php).
		$popups = new Popup\Popups( $markers );
		if ( ! Setup::visitors_get_colophon() ) {
			add_action( 'init', array( $popups, 'register_post_type' ) );
			$takeover->register_admin();
			return;
		}
		( new Assets( $manifest, $markers ) )->register();
		( new LikeDislike\Widget( $markers ) )->register();
		( new LikeDislike\Ajax() )->register();
		( new Ajax\VisitorState() )->register();
		$popups->register();
		( new Listings\Module( $markers ) )->register();
		( new Consent\Banner( $markers ) )->register();
		( new Consent\Blocker( $markers ) )->register();
		( new Consent\Violations() )->register();
		( new Tracking\Module() )->register();
		( new Waitlist\Waitlist( $markers ) )->register();
		( new Form\NoScript() )->register();
		$takeover->register();
		( new Tabs\Titles( static fn(): bool => $takeover->incumbent_runs() ) )->register();
		( new Posts\Layout( static fn(): bool => $takeover->incumbent_runs() ) )->register();
		( new Gallery\Layout( static fn(): bool => $takeover->incumbent_runs() ) )->register();
		( new Carousel\Layout( static fn(): bool => $takeover->incumbent_runs() ) )->register();
		( new FloatingElements\Availability() )->register();
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
