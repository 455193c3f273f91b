<?php
/**
 * Wires the dynamic-content widgets (loop grid + filters, listing grids, calendar, store buttons):
 * their shortcodes, endpoints, the page config they need, the static stylesheet that lays out their
 * server markup, and the handler markers of pages that use them.
 *
 * @package Colophon
 */

namespace Colophon\Listings;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Module {

	/** Shortcode → handler ids its markup needs. */
	private const MARKERS = array(
		LoopGrid::FILTER         => array( 'loop-filter' ),
		'colophon_listing'       => array( 'listing-grid' ),
		'colophon_calendar'      => array( 'listing-calendar' ),
		'colophon_store_button'  => array( 'data-store' ),
		'colophon_store_count'   => array( 'data-store' ),
	);

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		( new LoopGrid( $this->markers ) )->register();
		( new ListingGrid( $this->markers ) )->register();
		( new Calendar( $this->markers ) )->register();
		( new \Colophon\DataStore\Buttons( $this->markers ) )->register();
		( new \Colophon\Listings\RefreshLoop() )->register();
		// On init, not now: the listing plugin loads after this one ('colophon' < 'jet-engine'), and
		// where it runs it answers these actions itself.
		add_action( 'init', array( new \Colophon\DataStore\Ajax(), 'register' ) );
		add_action( 'init', array( new \Colophon\Listings\ListingAjax(), 'register' ) );
		\Colophon\DataStore\ListingPluginStores::register();
		add_filter( 'colophon_page_markers', array( $this, 'declare_markers' ) );
		add_filter( 'colophon_config', array( $this, 'config' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_style' ) );
	}

	/** @var string[]|null */
	private ?array $used = null;

	/** Shortcodes used by the main query's posts (known before <head> is printed; read once per request). */
	private function used_shortcodes(): array {
		if ( null !== $this->used ) {
			return $this->used;
		}
		global $wp_query;
		$used = array();
		foreach ( (array) ( $wp_query->posts ?? array() ) as $post ) {
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			foreach ( array_merge( array_keys( self::MARKERS ), array( LoopGrid::GRID ) ) as $tag ) {
				if ( has_shortcode( $post->post_content, $tag ) ) {
					$used[ $tag ] = true;
				}
			}
			if ( preg_match( '/\[colophon_listing[^\]]* (stores|remove)="/', $post->post_content ) ) {
				$used['colophon_store_button'] = true;
			}
		}
		$this->used = array_keys( $used );
		return $this->used;
	}

	public function declare_markers( array $ids ): array {
		foreach ( $this->used_shortcodes() as $tag ) {
			foreach ( self::MARKERS[ $tag ] ?? array() as $id ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	public function enqueue_style(): void {
		if ( $this->used_shortcodes() ) {
			wp_enqueue_style( 'colophon-widgets', plugins_url( 'assets/widgets.css', COLOPHON_FILE ), array(), (string) filemtime( COLOPHON_DIR . '/assets/widgets.css' ) );
			wp_style_add_data( 'colophon-widgets', 'path', COLOPHON_DIR . '/assets/widgets.css' ); // Inlined by WordPress when small enough.
		}
	}

	/**
	 * Where the listing plugin, when it runs, wants its listing and calendar requests: this page's
	 * address with `?nocache=` (its `ajaxlisting`, through its own filter), so it answers them in the
	 * page's context. Null without it: Colophon's endpoint is admin-ajax.
	 */
	private static function listing_plugin_url(): ?string {
		if ( ! function_exists( 'jet_engine' ) ) {
			return null;
		}
		$frontend = jet_engine()->frontend ?? null;
		return is_object( $frontend ) && method_exists( $frontend, 'get_ajax_listing_url' ) ? (string) $frontend->get_ajax_listing_url() : null;
	}

	public function config( array $config ): array {
		// The route that can rebuild a loop the page builder printed: its own, when Elementor Pro's loop
		// filter is active (elementor-pro/v1/refresh-loop); Colophon's loop grids always use colophon/v1.
		$config['loopFilter']       = array( 'namespace' => class_exists( '\\ElementorPro\\Modules\\LoopFilter\\Module' ) ? 'elementor-pro' : 'colophon' );
		$listing_url = self::listing_plugin_url();
		if ( null !== $listing_url ) {
			$config['urls']['listing'] = $listing_url;
		}
		$stores                     = array();
		foreach ( \Colophon\DataStore\Registry::all() as $slug => $store ) {
			$stores[ $slug ] = $store->describe();
		}
		if ( $stores ) {
			$config['stores'] = $stores;
		}
		return $config;
	}
}
