<?php
/**
 * The carousels' first frame, printed by the server. Before Swiper starts, features/carousel/
 * carousel.css lays the slides out as Swiper will: so many per view on each device, with its gap
 * between them. The page builder keeps those numbers in the widget's settings only, so here, in
 * its render filter, the carousel's wrapper gets them as CSS variables (`--colophon-slides`,
 * `-tablet`, `-mobile`; `--colophon-gap`, `-tablet`, `-mobile`), read with the same keys, defaults
 * and limits as the handler (features/carousel/options.ts, pro-options.ts): nothing moves when
 * Swiper takes over. Only where Colophon runs the page builder's front end.
 *
 * @package Colophon
 */

namespace Colophon\Carousel;

use Colophon\HtmlTags;
use Colophon\WidgetRender;

defined( 'ABSPATH' ) || exit;

final class Layout {

	/** The Pro carousels, on one handler in the page builder; the first two show one slide by default. */
	private const PRO = array( 'testimonial-carousel', 'reviews', 'media-carousel' );

	/** Where each device's value lives: desktop, tablet, mobile, as key suffix and variable suffix. */
	private const DEVICES = array(
		''        => '',
		'_tablet' => '-tablet',
		'_mobile' => '-mobile',
	);

	/** @param callable(): bool $incumbent_runs Whether the page builder's own front end runs this request. */
	public function __construct( private $incumbent_runs ) {}

	public function register(): void {
		add_filter( 'elementor/widget/render_content', array( $this, 'render' ), 10, 2 );
	}

	/** @param mixed $html @param mixed $widget */
	public function render( $html, $widget = null ) {
		if ( ! WidgetRender::applies( $html, $widget, array_merge( array( 'image-carousel' ), self::PRO ), $this->incumbent_runs ) ) {
			return $html;
		}
		return self::laid_out( $html, (string) $widget->get_name(), WidgetRender::settings( $widget ) );
	}

	/**
	 * Slides per view and the gap for each device. The image carousel: `slides_to_show` (3, tablet 2
	 * (1 when desktop shows 1), mobile 1), `image_spacing_custom` (20 px). The Pro carousels:
	 * `slides_per_view` (1 for testimonials and reviews; the media carousel 3, tablet 2, mobile 1;
	 * 1 for an effect other than `slide`), `space_between` (0; a device without its own takes the
	 * next larger one's). A device's own per-view value, else its default; never more than there
	 * are slides (when known).
	 *
	 * @return array<string, string>
	 */
	public static function variables( string $widget, array $settings, int $slides = 0 ): array {
		$vars  = array();
		$clamp = static fn( float $n ): int => max( 1, $slides > 0 ? min( $slides, (int) round( $n ) ) : (int) round( $n ) );
		if ( 'image-carousel' === $widget ) {
			$single   = 1.0 === WidgetRender::size( $settings['slides_to_show'] ?? null );
			$defaults = array( 3, $single ? 1 : 2, 1 );
			$gap      = max( 0, WidgetRender::size( $settings['image_spacing_custom'] ?? null ) ?? 20 );
			$i        = 0;
			foreach ( self::DEVICES as $key => $name ) {
				// Not clamped to the slides: the image carousel's handler does not either.
				$vars[ '--colophon-slides' . $name ] = (string) max( 1, (int) round( WidgetRender::size( $settings[ 'slides_to_show' . $key ] ?? null ) ?? $defaults[ $i ] ) );
				$vars[ '--colophon-gap' . $name ]    = WidgetRender::number( $gap ) . 'px';
				++$i;
			}
			return $vars;
		}
		$one_by_default = 'media-carousel' !== $widget;
		$effect         = $one_by_default || ! is_string( $settings['effect'] ?? null ) || '' === $settings['effect'] ? 'slide' : $settings['effect'];
		$defaults       = $one_by_default ? array( 1, 1, 1 ) : array( 3, 2, 1 );
		$gap            = 0.0;
		$i              = 0;
		foreach ( self::DEVICES as $key => $name ) {
			$per_view                            = 'slide' === $effect ? ( WidgetRender::size( $settings[ 'slides_per_view' . $key ] ?? null ) ?? $defaults[ $i ] ) : 1;
			$gap                                 = WidgetRender::size( $settings[ 'space_between' . $key ] ?? null ) ?? $gap;
			$vars[ '--colophon-slides' . $name ] = (string) $clamp( $per_view );
			$vars[ '--colophon-gap' . $name ]    = WidgetRender::number( max( 0, $gap ) ) . 'px';
			++$i;
		}
		return $vars;
	}

	/**
	 * `$html` with the variables on its carousel's wrapper (the first `.elementor-main-swiper` or
	 * `.elementor-image-carousel-wrapper`). The slides counted are the wrapper's own, up to its
	 * arrows, dots or the next carousel (a media carousel's thumbnails).
	 */
	public static function laid_out( string $html, string $widget, array $settings ): string {
		$is_wrapper = static fn( array $classes ): bool => (bool) array_intersect( $classes, array( 'elementor-main-swiper', 'elementor-image-carousel-wrapper' ) );
		$slides     = 0;
		$counting   = 0; // 0: before the wrapper, 1: inside it, 2: past its slides
		HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( $is_wrapper, &$slides, &$counting ) {
				if ( $tag['closing'] || 2 === $counting ) {
					return null;
				}
				$classes = HtmlTags::classes( $tag );
				if ( 0 === $counting ) {
					$counting = $is_wrapper( $classes ) ? 1 : 0;
				} elseif ( array_intersect( $classes, array( 'swiper-pagination', 'elementor-swiper-button', 'swiper', 'swiper-container' ) ) ) {
					$counting = 2;
				} elseif ( in_array( 'swiper-slide', $classes, true ) && ! in_array( 'swiper-slide-duplicate', $classes, true ) ) {
					++$slides;
				}
				return null;
			}
		);
		$done = false;
		return HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( $is_wrapper, $widget, $settings, $slides, &$done ) {
				if ( $done || $tag['closing'] || ! $is_wrapper( HtmlTags::classes( $tag ) ) ) {
					return null;
				}
				$done                = true;
				$attributes          = $tag['attributes'];
				$attributes['style'] = WidgetRender::style( self::variables( $widget, $settings, $slides ), $attributes['style'] ?? '' );
				return HtmlTags::write( $tag['name'], $attributes, $tag['self_closing'] );
			}
		);
	}
}
