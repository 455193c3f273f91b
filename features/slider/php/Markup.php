<?php
/**
 * A slider's markup, from its settings: the wrapper the slider handler reads (../index.ts, its
 * settings in `data-settings`, the rules in ../options.ts) around `.colophon-slider__frame >
 * .swiper-wrapper > .swiper-slide`. The slides per view at each width the stylesheet knows and
 * the gap are printed as custom properties, so the slides lay out as Swiper's first frame before
 * it starts (../slider.css). Used by the block (../block/render.php) and the demo.
 *
 * @package Colophon
 */

namespace Colophon\Slider;

defined( 'ABSPATH' ) || exit;

final class Markup {

	/** The widths ../slider.css has a rule for (their slides per view are printed). */
	public const WIDTHS = array( 0, 486, 767, 768, 1024, 1200 );

	/** The widths a slider may start at, narrower a list (../slider.css has a rule for each). */
	public const FROM = array( 0, 768, 1024 );

	/**
	 * The settings as the handler reads them, every value within its range (the same rules as
	 * ../options.ts: a whole number clamped, 1 slide per view for a fade).
	 *
	 * @param array<string, mixed> $settings
	 * @return array<string, mixed>
	 */
	public static function clean( array $settings ): array {
		$whole    = static fn( $value, int $min, int $max, int $fallback ): int => is_numeric( $value ) ? max( $min, min( $max, (int) round( (float) $value ) ) ) : $fallback;
		$fade     = ! empty( $settings['fade'] );
		$per_view = array();
		foreach ( (array) ( $settings['perView'] ?? array() ) as $from => $count ) {
			if ( is_numeric( $from ) && is_numeric( $count ) && (int) $count >= 1 ) {
				$per_view[ max( 0, (int) $from ) ] = min( 8, (int) $count );
			}
		}
		ksort( $per_view );
		if ( $fade || ! isset( $per_view[0] ) ) {
			$per_view = ( $fade ? array() : $per_view ) + array( 0 => 1 );
			ksort( $per_view );
		}
		$from = $whole( $settings['from'] ?? 0, 0, 10000, 0 );
		return array(
			'perView'  => (object) $per_view,
			'gap'      => $fade ? 0 : $whole( $settings['gap'] ?? 20, 0, 200, 20 ),
			'speed'    => $whole( $settings['speed'] ?? 500, 0, 5000, 500 ),
			'autoplay' => $whole( $settings['autoplay'] ?? 0, 0, 60000, 0 ),
			'loop'     => ! empty( $settings['loop'] ),
			'arrows'   => ! isset( $settings['arrows'] ) || ! empty( $settings['arrows'] ),
			'dots'     => ! isset( $settings['dots'] ) || ! empty( $settings['dots'] ),
			'fade'     => $fade,
			'from'     => in_array( $from, self::FROM, true ) ? $from : 0,
		);
	}

	/** Slides per view at a window width. */
	public static function per_view_at( array $clean, int $width ): int {
		$count = 1;
		foreach ( (array) $clean['perView'] as $from => $per_view ) {
			if ( $width >= (int) $from ) {
				$count = (int) $per_view;
			}
		}
		return $count;
	}

	/**
	 * The wrapper's attributes (for get_block_wrapper_attributes() or printed as they are).
	 *
	 * @param array<string, mixed> $clean From clean().
	 * @return array<string, string>
	 */
	public static function attributes( array $clean, string $class = '' ): array {
		$style = '--gap:' . (int) $clean['gap'] . 'px';
		foreach ( self::WIDTHS as $width ) {
			$style .= ';--n' . $width . ':' . self::per_view_at( $clean, $width );
		}
		$classes = array( 'colophon-slider', $class );
		if ( $clean['from'] ) {
			$classes[] = 'colophon-slider--from-' . $clean['from'];
		}
		if ( ! $clean['arrows'] && ! $clean['dots'] ) {
			$classes[] = 'colophon-slider--plain';
		}
		return array(
			'class'             => trim( implode( ' ', array_filter( $classes ) ) ),
			'style'             => $style,
			'data-element_type' => 'widget',
			'data-widget_type'  => 'colophon-slider.default',
			'data-settings'     => (string) wp_json_encode( $clean ),
		);
	}

	/**
	 * The inside of the slider: each of `$slides` (HTML) in a slide, `$tag` the list's element
	 * (`ul` for slides that are list items).
	 *
	 * @param string[] $slides
	 */
	public static function frame( array $slides, string $tag = 'div' ): string {
		$item = 'ul' === $tag ? 'li' : 'div';
		$html = '';
		foreach ( $slides as $slide ) {
			$html .= '<' . $item . ' class="swiper-slide">' . $slide . '</' . $item . '>';
		}
		return '<div class="colophon-slider__frame"><' . $tag . ' class="swiper-wrapper">' . $html . '</' . $tag . '></div>';
	}

	/** A whole slider as plain markup (no block): for the demo and site code. */
	public static function html( array $settings, array $slides, string $class = '', string $tag = 'div' ): string {
		$attributes = '';
		foreach ( self::attributes( self::clean( $settings ), $class ) as $name => $value ) {
			$attributes .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return '<div' . $attributes . '>' . self::frame( $slides, $tag ) . '</div>';
	}
}
