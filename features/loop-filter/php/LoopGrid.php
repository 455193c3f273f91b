<?php
/**
 * The loop grid widget (`[colophon_loop_grid id="abc1234" posts_per_page="24"]`) and its taxonomy
 * filter bar (`[colophon_loop_filter id="flt1234" loop="abc1234" taxonomy="category" multiple="yes"
 * join="OR"]`), printed in the page builder's markup. The grid reads its filters from the address,
 * so a filtered link renders filtered without JavaScript; the refresh endpoint
 * (features/listings/php/RefreshLoop.php) renders the same container from the saved shortcode.
 *
 * @package Colophon
 */

namespace Colophon\LoopFilter;

use Colophon\Markers;

use Colophon\Kit\PostCard;
use Colophon\Kit\SavedWidgets;

defined( 'ABSPATH' ) || exit;

final class LoopGrid {

	public const GRID   = 'colophon_loop_grid';
	public const FILTER = 'colophon_loop_filter';

	/** The filtered posts block: a filter bar and its grid, the grid's settings read from the block by its id. */
	public const BLOCK = 'colophon/loop-filter';

	/** The page's markers (set when the feature registers), for widgets rendered by the block too. */
	private static ?Markers $markers = null;

	public function __construct( Markers $markers ) {
		self::$markers = $markers;
	}

	public function register(): void {
		add_shortcode( self::GRID, array( $this, 'grid_shortcode' ) );
		add_shortcode( self::FILTER, array( $this, 'filter_shortcode' ) );
	}

	/** Saved attributes with their defaults. */
	public static function grid_settings( array $atts ): array {
		$settings                   = shortcode_atts(
			array(
				'id'             => '',
				'post_type'      => 'post',
				'posts_per_page' => '12',
				'columns'        => '3',
				'stores'         => '',
				// The cards' title level: h3 under a section heading, h2 straight under the page's h1.
				'heading'        => 'h3',
			),
			$atts,
			self::GRID
		);
		$settings['posts_per_page'] = max( 1, min( 100, (int) $settings['posts_per_page'] ) );
		$settings['columns']        = max( 1, min( 6, (int) $settings['columns'] ) );
		$settings['post_type']      = SavedWidgets::post_type( (string) $settings['post_type'] );
		return $settings;
	}

	/** @param array|string $atts */
	public function grid_shortcode( $atts ): string {
		return self::grid( self::grid_settings( (array) $atts ) );
	}

	/** The loop grid widget for its settings (the shortcode's or the block's). */
	public static function grid( array $settings ): string {
		if ( ! SavedWidgets::valid_id( $settings['id'] ) ) {
			return current_user_can( 'edit_posts' ) ? '<p>' . esc_html__( 'Loop grid: the id attribute must be 7 letters or digits.', 'colophon' ) . '</p>' : '';
		}
		$filters = FilterQuery::from_request( $settings['id'] );
		$page    = max( 1, absint( $_GET[ 'e-page-' . $settings['id'] ] ?? 1 ) ); // phpcs:ignore WordPress.Security.NonceVerification -- a public page number.
		$base    = (string) get_permalink();
		return sprintf(
			'<div class="elementor-element elementor-widget elementor-widget-loop-grid colophon-loop alignwide" data-id="%1$s" data-element_type="widget" data-widget_type="loop-grid.post" data-settings="%2$s">%3$s</div>',
			esc_attr( $settings['id'] ),
			esc_attr( (string) wp_json_encode( array( 'columns' => $settings['columns'] ) ) ),
			self::container( $settings, $filters, $page, $base )
		);
	}

	/** The replaceable part of the widget: items, "nothing found" or pagination. */
	public static function container( array $settings, array $filters, int $page, string $base_url ): string {
		$query = new \WP_Query(
			array(
				'post_type'           => $settings['post_type'],
				'post_status'         => 'publish',
				'has_password'        => SavedWidgets::list_protected() ? null : false,
				'posts_per_page'      => $settings['posts_per_page'],
				'paged'               => $page,
				'ignore_sticky_posts' => true,
				'tax_query'           => FilterQuery::tax_query( $filters, $settings['post_type'] ), // phpcs:ignore WordPress.DB.SlowDBQuery -- the point of a filter.
			)
		);
		$stores = array_filter( array_map( 'trim', explode( ',', (string) $settings['stores'] ) ) );
		$html   = '<div class="elementor-widget-container">';
		if ( $query->have_posts() ) {
			$html .= sprintf( '<div class="elementor-loop-container elementor-grid colophon-grid" style="--colophon-columns:%d">', $settings['columns'] );
			$card_options = array(
				'stores'  => $stores,
				'heading' => (string) $settings['heading'],
			);
			foreach ( $query->posts as $post ) {
				$html .= sprintf( '<div class="e-loop-item post-%d">%s</div>', $post->ID, PostCard::render( $post, $card_options ) );
			}
			$html .= '</div>';
		} else {
			$html .= '<p class="e-loop-nothing-found-message">' . esc_html__( 'No results match these filters.', 'colophon' ) . '</p>';
		}
		if ( $query->max_num_pages > 1 ) {
			$html .= self::pagination( $settings['id'], $filters, $page, (int) $query->max_num_pages, $base_url );
		}
		return $html . '</div>';
	}

	/** Page links that keep the filters (the incumbent's pagination forgot them). */
	private static function pagination( string $id, array $filters, int $page, int $pages, string $base_url ): string {
		$args = FilterQuery::to_query_args( $filters, $id );
		$html = '<nav class="elementor-pagination colophon-pagination" aria-label="' . esc_attr__( 'Pages', 'colophon' ) . '">';
		for ( $n = 1; $n <= $pages; $n++ ) {
			$url = add_query_arg( $n > 1 ? $args + array( 'e-page-' . $id => $n ) : $args, $base_url );
			$html .= $n === $page
				? '<span class="page-numbers current" aria-current="page">' . $n . '</span>'
				: '<a class="page-numbers" href="' . esc_url( $url ) . '">' . $n . '</a>';
		}
		return $html . '</nav>';
	}

	/** @param array|string $atts */
	public function filter_shortcode( $atts ): string {
		return self::filter( (array) $atts );
	}

	/** The filter bar widget for its attributes (the shortcode's or the block's). */
	public static function filter( array $atts ): string {
		$atts     = shortcode_atts(
			array(
				'id'       => '',
				'loop'     => '',
				'taxonomy' => 'category',
				'multiple' => '',
				'join'     => 'AND',
				'label'    => '',
			),
			$atts,
			self::FILTER
		);
		if ( ! SavedWidgets::valid_id( $atts['id'] ) || ! SavedWidgets::valid_id( $atts['loop'] ) || ! taxonomy_exists( $atts['taxonomy'] ) ) {
			return current_user_can( 'edit_posts' ) ? '<p>' . esc_html__( 'Loop filter: id and loop must be 7 letters or digits, and taxonomy a registered taxonomy.', 'colophon' ) . '</p>' : '';
		}
		self::$markers?->add( 'loop-filter' );
		$filters  = FilterQuery::from_request( $atts['loop'] );
		$chosen   = (array) ( $filters['taxonomy'][ $atts['taxonomy'] ]['terms'] ?? array() );
		$terms    = get_terms(
			array(
				'taxonomy'   => $atts['taxonomy'],
				'hide_empty' => true,
			)
		);
		$settings = array(
			'selected_element'    => $atts['loop'],
			'taxonomy'            => $atts['taxonomy'],
			'multiple_selection'  => 'yes' === $atts['multiple'] ? 'yes' : '',
			'logical_combination' => 'OR' === $atts['join'] ? 'OR' : 'AND',
		);
		$label    = $atts['label'] ? $atts['label'] : get_taxonomy( $atts['taxonomy'] )->labels->name;
		$buttons  = sprintf( '<button type="button" class="e-filter-item" data-filter="__all" aria-pressed="%s">%s</button>', $chosen ? 'false' : 'true', esc_html__( 'All', 'colophon' ) );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$buttons .= sprintf(
				'<button type="button" class="e-filter-item" data-filter="%1$s" aria-pressed="%2$s">%3$s</button>',
				esc_attr( $term->slug ),
				in_array( $term->slug, $chosen, true ) ? 'true' : 'false',
				esc_html( $term->name )
			);
		}
		return sprintf(
			'<div class="elementor-element elementor-widget elementor-widget-taxonomy-filter colophon-filter alignwide" data-id="%1$s" data-element_type="widget" data-widget_type="taxonomy-filter.default" data-settings="%2$s"><div class="elementor-widget-container"><search class="e-filter" role="search" aria-label="%3$s" data-base-url="%4$s" data-page-num="1"><span class="e-filter-label" aria-hidden="true">%3$s</span>%5$s</search></div></div>',
			esc_attr( $atts['id'] ),
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_attr( $label ),
			esc_url( (string) get_permalink() ),
			$buttons
		);
	}
}
