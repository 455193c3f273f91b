<?php
/**
 * The Pro gallery laid out by the server, from the first byte. The page builder prints its
 * gallery as empty boxes (`.e-gallery-image` divs with the image in `data-thumbnail`) and lets its
 * script measure and place them; without that script the gallery is a 1 px line. Here, in the
 * page builder's render filter, the container gets Colophon's layout class and the widget's
 * columns, spacing, ratio and row height per device as CSS variables (features/gallery/gallery.css
 * lays them out), each item its image's proportions, and each image that is not lazy its
 * background: the gallery has its final size at the first paint, with or without script. Only
 * where Colophon runs the page builder's front end; with takeover off its markup is its own.
 *
 * @package Colophon
 */

namespace Colophon\Gallery;

use Colophon\HtmlTags;
use Colophon\WidgetRender;

defined( 'ABSPATH' ) || exit;

final class Layout {

	/** The page builder's defaults for what its gallery reads (its widget's control defaults). */
	private const DEFAULTS = array(
		'columns'                 => 4,
		'columns_tablet'          => 2,
		'columns_mobile'          => 1,
		'gap'                     => 10,
		'gap_tablet'              => 10,
		'gap_mobile'              => 10,
		'ideal_row_height'        => 200,
		'ideal_row_height_tablet' => 150,
		'ideal_row_height_mobile' => 150,
	);

	/** @param callable(): bool $incumbent_runs Whether the page builder's own front end runs this request. */
	public function __construct( private $incumbent_runs ) {}

	public function register(): void {
		add_filter( 'elementor/widget/render_content', array( $this, 'render' ), 10, 2 );
	}

	/** @param mixed $html @param mixed $widget */
	public function render( $html, $widget = null ) {
		return WidgetRender::applies( $html, $widget, array( 'gallery' ), $this->incumbent_runs ) ? self::laid_out( $html, WidgetRender::settings( $widget ) ) : $html;
	}

	/** `grid`, `justified` or `masonry`: the widget's layout, grid for anything else. */
	public static function layout( array $settings ): string {
		$layout = $settings['gallery_layout'] ?? '';
		return in_array( $layout, array( 'justified', 'masonry' ), true ) ? $layout : 'grid';
	}

	/** `3:2` → `66.6667%`: an image's height as a share of its width; 3:2 when the setting is not a ratio. */
	public static function ratio( $value ): string {
		$parts = is_string( $value ) && preg_match( '/^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/', $value, $m ) && (float) $m[1] > 0 ? array( (float) $m[1], (float) $m[2] ) : array( 3.0, 2.0 );
		return WidgetRender::number( $parts[1] / $parts[0] * 100 ) . '%';
	}

	/**
	 * The CSS variables of the widget's settings: columns, spacing and row height for desktop, tablet
	 * and mobile (a device without its own value takes the next larger one's, as the page builder
	 * does), and the grid's ratio.
	 *
	 * @return array<string, string>
	 */
	public static function variables( array $settings ): array {
		$read = static function ( string $key, string $device ) use ( $settings ) {
			foreach ( array_slice( array( '_mobile', '_tablet', '' ), array_search( $device, array( '_mobile', '_tablet', '' ), true ) ) as $suffix ) {
				// Not there at all: the control's default for the device. There but empty: the next larger device's.
				if ( ! array_key_exists( $key . $suffix, $settings ) && isset( self::DEFAULTS[ $key . $suffix ] ) ) {
					return (float) self::DEFAULTS[ $key . $suffix ];
				}
				$value = WidgetRender::size( $settings[ $key . $suffix ] ?? null );
				if ( null !== $value ) {
					return $value;
				}
			}
			return (float) self::DEFAULTS[ $key ];
		};
		$vars = array();
		foreach ( array( '' => '', '_tablet' => '-tablet', '_mobile' => '-mobile' ) as $device => $name ) {
			$vars[ '--colophon-gallery-columns' . $name ] = (string) max( 1, (int) $read( 'columns', $device ) );
			$vars[ '--colophon-gallery-gap' . $name ]     = WidgetRender::number( max( 0, $read( 'gap', $device ) ) ) . 'px';
			$vars[ '--colophon-gallery-row' . $name ]     = WidgetRender::number( max( 1, $read( 'ideal_row_height', $device ) ) ) . 'px';
		}
		$vars['--colophon-gallery-ratio'] = self::ratio( $settings['aspect_ratio'] ?? '' );
		return $vars;
	}

	/**
	 * `$html` laid out: the first `.elementor-gallery__container` gets the layout class and the
	 * variables; each `.e-gallery-item` the proportions of its image (`data-width`/`data-height`);
	 * each image its background unless the widget loads them lazily (the handler does then).
	 */
	public static function laid_out( string $html, array $settings ): string {
		// First pass: each item's proportions, from the image inside it (read before it is written).
		$proportions = array();
		$open        = false;
		HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( &$proportions, &$open ) {
				if ( $tag['closing'] ) {
					return null;
				}
				$classes = HtmlTags::classes( $tag );
				if ( in_array( 'e-gallery-item', $classes, true ) ) {
					$proportions[] = null;
					$open          = true;
				} elseif ( $open && in_array( 'e-gallery-image', $classes, true ) ) {
					$open   = false;
					$width  = (float) ( $tag['attributes']['data-width'] ?? 0 );
					$height = (float) ( $tag['attributes']['data-height'] ?? 0 );
					if ( $width > 0 && $height > 0 ) {
						$proportions[ count( $proportions ) - 1 ] = array(
							'--colophon-aspect' => WidgetRender::number( $width / $height ),
							'--colophon-ratio'  => WidgetRender::number( $height / $width * 100 ) . '%',
						);
					}
				}
				return null;
			}
		);
		$layout    = self::layout( $settings );
		$lazy      = 'yes' === ( $settings['lazyload'] ?? '' );
		$container = false;
		$item      = 0;
		$out       = HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( $proportions, $layout, $lazy, $settings, &$container, &$item ) {
				if ( $tag['closing'] ) {
					return null;
				}
				$classes    = HtmlTags::classes( $tag );
				$attributes = $tag['attributes'];
				if ( ! $container && in_array( 'elementor-gallery__container', $classes, true ) ) {
					$container           = true;
					$attributes['class'] = trim( implode( ' ', array_diff( $classes, array( 'colophon-gallery' ) ) ) . ' colophon-gallery colophon-gallery--' . $layout );
					$attributes['style'] = WidgetRender::style( self::variables( $settings ), $attributes['style'] ?? '' );
					return HtmlTags::write( $tag['name'], $attributes, $tag['self_closing'] );
				}
				if ( in_array( 'e-gallery-item', $classes, true ) ) {
					$own = $proportions[ $item++ ] ?? null;
					if ( null === $own ) {
						return null;
					}
					$attributes['style'] = WidgetRender::style( $own, $attributes['style'] ?? '' );
					return HtmlTags::write( $tag['name'], $attributes, $tag['self_closing'] );
				}
				if ( ! $lazy && in_array( 'e-gallery-image', $classes, true ) ) {
					$src = self::safe_image( (string) ( $attributes['data-thumbnail'] ?? '' ) );
					if ( '' === $src ) {
						return null;
					}
					$attributes['style'] = WidgetRender::style( array( 'background-image' => 'url("' . $src . '")' ), $attributes['style'] ?? '' );
					return HtmlTags::write( $tag['name'], $attributes, $tag['self_closing'] );
				}
				return null;
			}
		);
		return $container ? $out : $html;
	}

	/** An image address fit for `url("…")`: http(s) or relative, with nothing that ends the string. */
	private static function safe_image( string $src ): string {
		$src = trim( $src );
		if ( '' === $src || preg_match( '/["\\\\\n\r]/', $src ) || ( preg_match( '/^([a-z][a-z0-9+.-]*):/i', $src, $m ) && ! in_array( strtolower( $m[1] ), array( 'http', 'https' ), true ) ) ) {
			return '';
		}
		return $src;
	}
}
