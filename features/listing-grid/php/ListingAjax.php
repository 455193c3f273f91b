<?php
/**
 * The listing endpoint (admin-ajax, action `jet_engine_ajax`, the listing plugin's request shape):
 * `handler` = `listing_load_more` (items of one more page) or `get_listing` (the whole grid, for
 * lazy and store-synced listings), with `query, widget_settings, page_settings {post_id,
 * queried_id, element_id, page}, listing_type, isEditMode, addedPostCSS`. The listing is rebuilt
 * from the shortcode saved in page_settings.post_id; `query` and `widget_settings` from the request
 * are never used, except a front (browser) store's ids for a store listing, as integers, capped at
 * the store size. Answers `{success, data: {html, fragments, scripts, styles, filters_data, indexer_data}}`.
 *
 * @package Colophon
 */

namespace Colophon\ListingGrid;

use Colophon\Kit\SavedWidgets;
use Colophon\DataStore\Registry;

defined( 'ABSPATH' ) || exit;

final class ListingAjax {

	public const ACTION = 'jet_engine_ajax';

	public function register(): void {
		if ( class_exists( 'Jet_Engine' ) ) {
			return; // The listing plugin answers this action itself.
		}
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	private function fail( string $message, int $status ): void {
		wp_send_json_error( array( 'message' => $message ), $status );
	}

	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public, read-only content.
		$handler = sanitize_key( wp_unslash( $_POST['handler'] ?? '' ) );
		if ( ! in_array( $handler, array( 'get_listing', 'listing_load_more' ), true ) ) {
			$this->fail( __( 'Unknown listing request.', 'colophon' ), 400 );
		}
		$page_settings = is_array( $_POST['page_settings'] ?? null ) ? wp_unslash( $_POST['page_settings'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- each field is cast below.
		$post_id       = absint( $page_settings['post_id'] ?? 0 );
		$element_id    = (string) ( $page_settings['element_id'] ?? '' );
		$page          = max( 1, absint( $page_settings['page'] ?? 1 ) );
		if ( ! $post_id || ! SavedWidgets::viewable( $post_id ) ) {
			$this->fail( __( 'This listing is not on a published page.', 'colophon' ), 404 );
		}
		$saved = SavedWidgets::find( $post_id, ListingGrid::TAG, $element_id, ListingGrid::BLOCK );
		if ( null === $saved ) {
			$this->fail( __( 'This page has no listing with that id.', 'colophon' ), 404 );
		}
		$settings  = ListingGrid::settings( $saved );
		$front_ids = null;
		$store     = $settings['store'] ? Registry::get( $settings['store'] ) : null;
		if ( $store && $store->is_front() ) {
			$query     = is_array( $_POST['query'] ?? null ) ? wp_unslash( $_POST['query'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only integer ids are kept.
			$asked     = array_slice( array_filter( (array) ( $query['post__in'] ?? array() ), 'is_numeric' ), 0, $store->size > 0 ? $store->size : ListingGrid::MAX_STORE_ITEMS );
			$front_ids = array_values( array_filter( array_map( 'absint', $asked ) ) );
		}
		// phpcs:enable
		if ( 'get_listing' === $handler ) {
			$html = ListingGrid::grid( $settings, $post_id, false, $front_ids );
		} else {
			$query = ListingGrid::query( $settings, $page, $store, $front_ids );
			if ( $page > max( 1, (int) $query->max_num_pages ) ) {
				$this->fail( __( 'There are no more items.', 'colophon' ), 404 );
			}
			$html = ListingGrid::items( $query, $settings );
		}
		nocache_headers();
		wp_send_json_success(
			array(
				'html'         => $html,
				'fragments'    => array(),
				'scripts'      => array(),
				'styles'       => array(),
				'filters_data' => null,
				'indexer_data' => null,
			)
		);
	}
}
