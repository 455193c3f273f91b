<?php
/**
 * Listing grids: the shortcode, the listing endpoint where the listing plugin does not answer it,
 * and where the front end sends its requests.
 *
 * @package Colophon
 */

namespace Colophon\ListingGrid;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new ListingGrid( $context->markers() ) )->register();
		// On init, not now: the listing plugin loads after this one ('colophon' < 'jet-engine'), and
		// where it runs it answers this action itself.
		add_action( 'init', array( new ListingAjax(), 'register' ) );
		Shortcodes::markers( array( ListingGrid::TAG, ListingGrid::BLOCK ), array( 'listing-grid' ) );
		// Its block puts store buttons on cards and lists a store: it chooses from the stores.
		add_action( 'enqueue_block_editor_assets', static fn() => \Colophon\DataStore\StoresScreen::give_to( 'colophon-block-listing-grid' ) );
		add_filter( 'colophon_config', array( self::class, 'config' ) );
	}

	/**
	 * Where the listing plugin, when it runs, wants its listing and calendar requests: this page's
	 * address with `?nocache=` (its `ajaxlisting`, through its own filter), so it answers them in the
	 * page's context. Absent without it: the endpoint is admin-ajax.
	 */
	public static function config( array $config ): array {
		if ( function_exists( 'jet_engine' ) ) {
			$frontend = jet_engine()->frontend ?? null;
			if ( is_object( $frontend ) && method_exists( $frontend, 'get_ajax_listing_url' ) ) {
				$config['urls']['listing'] = (string) $frontend->get_ajax_listing_url();
			}
		}
		return $config;
	}
}
