<?php
/**
 * The listing grid widget, in the listing plugin's markup:
 * `[colophon_listing id="lst0001" per_page="6" columns="3" nav="click|scroll" layout="grid|masonry|slider"
 * lazy="yes" store="favourites" stores="favourites,compare" cover="yes" synced="yes"]`.
 * `.jet-listing-grid__items[data-nav][data-page][data-pages]` holds the items; the listing-grid
 * handler loads more pages from features/listings/php/ListingAjax.php, which renders from the saved shortcode.
 *
 * @package Colophon
 */

namespace Colophon\ListingGrid;

use Colophon\Markers;
use Colophon\DataStore\Registry;

use Colophon\Kit\PostCard;
use Colophon\Kit\SavedWidgets;

defined( 'ABSPATH' ) || exit;

final class ListingGrid {

	/** The most items a store listing shows when its store has no size limit. */
	public const MAX_STORE_ITEMS = 100;

	public const TAG = 'colophon_listing';

	/** The page's markers (set when the feature registers), for a grid rendered by its block too. */
	private static ?Markers $markers = null;

	/** The listing grid block: it reads its saved settings from the block as from the shortcode. */
	public const BLOCK = 'colophon/listing-grid';

	public function __construct( Markers $markers ) {
		self::$markers = $markers;
	}

	public function register(): void {
		add_shortcode( self::TAG, array( $this, 'shortcode' ) );
	}

	public static function settings( array $atts ): array {
		$settings             = shortcode_atts(
			array(
				'id'         => '',
				'post_type'  => 'post',
				'per_page'   => '6',
				'columns'    => '3',
				'nav'        => '',
				'layout'     => 'grid',
				'lazy'       => '',
				'store'      => '',
				'stores'     => '',
				'remove'     => '',
				'cover'      => '',
				'more_label' => '',
				'offset'     => '200',
				'slides'     => '3,1,1',
				'empty'      => '',
			),
			$atts,
			self::TAG
		);
		$settings['per_page'] = max( 1, min( 50, (int) $settings['per_page'] ) );
		$settings['columns']  = max( 1, min( 6, (int) $settings['columns'] ) );
		$settings['nav']      = in_array( $settings['nav'], array( 'click', 'scroll' ), true ) ? $settings['nav'] : '';
		$settings['layout']   = in_array( $settings['layout'], array( 'grid', 'masonry', 'slider' ), true ) ? $settings['layout'] : 'grid';
		$settings['post_type'] = SavedWidgets::post_type( (string) $settings['post_type'] );
		return $settings;
	}

	/** @param array|string $atts */
	public function shortcode( $atts ): string {
		return self::render( self::settings( (array) $atts ) );
	}

	/** The whole widget for its settings (the shortcode's or the block's). */
	public static function render( array $settings ): string {
		if ( ! SavedWidgets::valid_id( $settings['id'] ) ) {
			return current_user_can( 'edit_posts' ) ? '<p>' . esc_html__( 'Listing grid: the id attribute must be 7 letters or digits.', 'colophon' ) . '</p>' : '';
		}
		self::$markers?->add( 'listing-grid' );
		if ( $settings['stores'] || $settings['remove'] ) {
			self::$markers?->add( 'data-store' );
		}
		$post_id = (int) get_the_ID();
		$store   = $settings['store'] ? Registry::get( $settings['store'] ) : null;
		// A server store's listing is this visitor's own: the page (kept by a page cache for everyone)
		// carries placeholders, and the browser asks for the items with the visitor's cookie.
		$lazy = ! empty( $settings['lazy'] ) || ( $store && ! $store->is_front() );
		return sprintf(
			'<div class="elementor-element elementor-widget elementor-widget-jet-listing-grid colophon-listing alignwide" id="%1$s" data-id="%1$s" data-element_type="widget" data-widget_type="jet-listing-grid.default"><div class="elementor-widget-container">%2$s</div></div>',
			esc_attr( $settings['id'] ),
			self::grid( $settings, $post_id, $lazy )
		);
	}

	/**
	 * The `.jet-listing-grid` element: items of page 1 (or a lazy placeholder) and the load-more button.
	 *
	 * @param int[]|null $front_ids Ids of a browser store the request sent, for store listings.
	 */
	public static function grid( array $settings, int $post_id, bool $lazy = false, ?array $front_ids = null ): string {
		$store = $settings['store'] ? Registry::get( $settings['store'] ) : null;
		$query = $lazy ? null : self::query( $settings, 1, $store, $front_ids );
		$pages = $query ? max( 1, (int) $query->max_num_pages ) : 1;
		$nav   = array(
			'enabled'          => '' !== $settings['nav'] && ! $store,
			'type'             => $settings['nav'] ? $settings['nav'] : 'click',
			'more_el'          => '#' . $settings['id'] . '-more',
			'query'            => self::public_query( $settings, $store ),
			'widget_settings'  => array(
				'lisitng_id' => $settings['id'],
				'columns'    => $settings['columns'],
				'layout'     => $settings['layout'],
			),
			'load_more_offset' => array(
				'unit' => 'px',
				'size' => (int) $settings['offset'],
			),
		);
		$classes = 'jet-listing-grid jet-listing' . ( $lazy ? ' jet-listing-grid--lazy-load' : '' );
		$lazy_attr = $lazy ? sprintf( ' data-lazy-load="%s"', esc_attr( (string) wp_json_encode( array( 'offset' => '200px', 'post_id' => $post_id ) ) ) ) : '';
		$items_classes = 'jet-listing-grid__items colophon-grid' . ( 'masonry' === $settings['layout'] ? ' jet-listing-grid__masonry' : '' );
		$items = sprintf(
			'<div class="%1$s" style="--colophon-columns:%2$d" data-nav="%3$s" data-page="1" data-pages="%4$d" data-listing-source="posts" data-queried-id="%5$d">%6$s</div>',
			$items_classes,
			$settings['columns'],
			esc_attr( (string) wp_json_encode( $nav ) ),
			$pages,
			$post_id,
			$lazy ? self::placeholder( $settings ) : self::items( $query, $settings )
		);
		if ( 'slider' === $settings['layout'] && ! $lazy ) {
			$slides = array_map( 'intval', explode( ',', $settings['slides'] ) + array( 3, 1, 1 ) );
			$show   = array(
				'desktop' => $slides[0] > 0 ? $slides[0] : 3,
				'tablet'  => ( $slides[1] ?? 0 ) > 0 ? $slides[1] : 1,
				'mobile'  => ( $slides[2] ?? 0 ) > 0 ? $slides[2] : 1,
			);
			$items  = sprintf(
				'<div class="jet-listing-grid__slider" style="--slides-desktop:%1$d;--slides-tablet:%2$d;--slides-mobile:%3$d" data-slider_options="%4$s">%5$s</div>',
				$show['desktop'],
				$show['tablet'],
				$show['mobile'],
				esc_attr( (string) wp_json_encode( array( 'slidesToShow' => $show ) ) ),
				$items
			);
		}
		$more = '';
		if ( $settings['nav'] && ! $store && $pages > 1 ) {
			$more = 'click' === $settings['nav']
				? sprintf( '<div class="jet-listing-grid__loadmore"><button type="button" class="jet-listing-grid__load-more" id="%s-more">%s</button></div>', esc_attr( $settings['id'] ), esc_html( $settings['more_label'] ? $settings['more_label'] : __( 'Load more', 'colophon' ) ) )
				: '<div class="jet-listing-grid__loader" hidden><span class="jet-listing-grid__loader-spinner"></span><span class="colophon-screen-reader-text">' . esc_html__( 'Loading more…', 'colophon' ) . '</span></div>';
		}
		return sprintf( '<div class="%s"%s>%s%s</div>', $classes, $lazy_attr, $items, $more );
	}

	/** What the markup tells the browser about the query (the server never reads it back). */
	private static function public_query( array $settings, $store ): array {
		$query = array(
			'post_type'      => $settings['post_type'],
			'posts_per_page' => $settings['per_page'],
		);
		if ( $store && $store->is_front() ) {
			$query['post__in'] = array( 'is-front', $store->type(), $store->slug );
		}
		return $query;
	}

	/** Gray cards the size of real ones, so the lazy listing does not move the page when it arrives. */
	private static function placeholder( array $settings ): string {
		return str_repeat( '<div class="jet-listing-grid__item jet-listing-grid__item--placeholder" aria-hidden="true"><div class="colophon-card"></div></div>', min( $settings['per_page'], $settings['columns'] ) );
	}

	/** @param int[]|null $front_ids */
	public static function query( array $settings, int $page, $store = null, ?array $front_ids = null ): \WP_Query {
		$args = array(
			'post_type'           => $settings['post_type'],
			'post_status'         => 'publish',
			'has_password'        => SavedWidgets::list_protected() ? null : false,
			'posts_per_page'      => $settings['per_page'],
			'paged'               => $page,
			'ignore_sticky_posts' => true,
		);
		if ( $store ) {
			$ids = $store->is_front() ? (array) $front_ids : $store->ids();
			// A browser store without a size limit still lists a bounded number of items.
			$ids = array_slice( $ids, 0, $store->size > 0 ? $store->size : self::MAX_STORE_ITEMS );
			$args['post__in']       = $ids ? array_reverse( $ids ) : array( 0 ); // Newest addition first.
			$args['orderby']        = 'post__in';
			$args['posts_per_page'] = max( 1, count( $ids ) );
			$args['paged']          = 1;
		}
		return new \WP_Query( $args );
	}

	public static function items( \WP_Query $query, array $settings ): string {
		if ( ! $query->have_posts() ) {
			$message = $settings['empty'] ? $settings['empty'] : __( 'Nothing here yet.', 'colophon' );
			return '<div class="jet-listing-not-found">' . esc_html( $message ) . '</div>';
		}
		$stores = array_filter( array_map( 'trim', explode( ',', (string) $settings['stores'] ) ) );
		$remove = array_filter( array_map( 'trim', explode( ',', (string) $settings['remove'] ) ) );
		$html   = '';
		foreach ( $query->posts as $post ) {
			$html .= sprintf(
				'<div class="jet-listing-grid__item jet-listing-dynamic-post-%1$d" data-post-id="%1$d">%2$s</div>',
				$post->ID,
				PostCard::render(
					$post,
					array(
						'stores' => $stores,
						'remove' => $remove,
						'cover'  => ! empty( $settings['cover'] ),
					)
				)
			);
		}
		return $html;
	}
}
