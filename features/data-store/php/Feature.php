<?php
/**
 * Data stores: the store buttons and counters (their shortcodes, and on listing cards), the store
 * endpoint, the listing plugin's own stores, and the stores the page config describes.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Buttons( $context->markers() ) )->register();
		( new StoresScreen() )->register();
		// On init, not now: the listing plugin loads after this one, and where it runs it answers the action itself.
		add_action( 'init', array( new Ajax(), 'register' ) );
		ListingPluginStores::register();
		Shortcodes::markers( array( 'colophon_store_button', 'colophon_store_count', 'colophon/store' ), array( 'data-store' ) );
		// A listing's cards carry store buttons when the listing names stores.
		add_filter(
			'colophon_page_markers',
			static function ( array $ids ): array {
				foreach ( Shortcodes::contents() as $content ) {
					if ( preg_match( '/\[colophon_listing[^\]]* (stores|remove)="|<!-- wp:colophon\/listing-grid \{[^\n]*"stores":\["/', $content ) ) {
						$ids[] = 'data-store';
						break;
					}
				}
				return $ids;
			}
		);
		add_filter( 'colophon_card_actions', array( self::class, 'card_actions' ), 10, 3 );
		add_filter( 'colophon_config', array( self::class, 'config' ) );
		add_filter(
			'colophon_nonces',
			static function ( array $nonces ): array {
				$nonces['stores'] = wp_create_nonce( Ajax::NONCE );
				return $nonces;
			}
		);
		add_filter( 'colophon_visitor_state', array( self::class, 'visitor_state' ) );
	}

	/** A card's add and remove buttons, for the stores its listing names. */
	public static function card_actions( string $actions, \WP_Post $post, array $options ): string {
		foreach ( array_filter( (array) ( $options['stores'] ?? array() ) ) as $slug ) {
			$actions .= Buttons::render( (string) $slug, $post->ID );
		}
		foreach ( array_filter( (array) ( $options['remove'] ?? array() ) ) as $slug ) {
			$actions .= Buttons::render_remove( (string) $slug, $post->ID );
		}
		return $actions;
	}

	/**
	 * The visitor's server-kept stores a cached page asks for (`stores`: comma-separated slugs, at most
	 * ten): slug => {ids, count}. A browser store is the browser's to read.
	 */
	public static function visitor_state( array $state ): array {
		$out = array();
		foreach ( \Colophon\Ajax\VisitorState::list( 'stores', 10 ) as $slug ) {
			$store = Registry::get( sanitize_key( $slug ) );
			if ( ! $store || $store->is_front() ) {
				continue;
			}
			$ids                 = $store->available() ? $store->ids() : array();
			$out[ $store->slug ] = array(
				'ids'   => $ids,
				'count' => count( $ids ),
			);
		}
		$state['stores'] = (object) $out;
		return $state;
	}

	public static function config( array $config ): array {
		$stores = array();
		foreach ( Registry::all() as $slug => $store ) {
			$stores[ $slug ] = $store->describe();
		}
		if ( $stores ) {
			$config['stores'] = $stores;
		}
		return $config;
	}
}
