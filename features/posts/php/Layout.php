<?php
/**
 * The page builder's posts widgets with the class its script would add, from the first byte: with
 * an item ratio and no masonry, `.elementor-posts-container` gets `elementor-has-item-ratio`, which
 * its stylesheet needs to hold each image inside its thumbnail's ratio box. Without it (the
 * script gone under takeover, or not yet run) every thumbnail shows its image and then the box's
 * padding below it: a blank band as tall as the box. Printed by the server, there is no shift when
 * the handler (features/posts/index.ts) runs. Only where Colophon runs the page builder's front
 * end; where the page builder's own runs (takeover off), its markup is its own.
 *
 * @package Colophon
 */

namespace Colophon\Posts;

use Colophon\WidgetRender;

defined( 'ABSPATH' ) || exit;

final class Layout {

	/** @param callable(): bool $incumbent_runs Whether the page builder's own front end runs this request. */
	public function __construct( private $incumbent_runs ) {}

	public function register(): void {
		add_filter( 'elementor/widget/render_content', array( $this, 'render' ), 10, 2 );
	}

	/** @param mixed $html @param mixed $widget */
	public function render( $html, $widget = null ) {
		return WidgetRender::applies( $html, $widget, array( 'posts', 'archive-posts' ), $this->incumbent_runs ) ? self::with_ratio_class( $html, WidgetRender::settings( $widget ) ) : $html;
	}

	/** Whether these settings give the thumbnails a ratio box: a ratio for the skin, and no masonry. */
	public static function has_ratio( array $settings ): bool {
		$skin  = is_string( $settings['_skin'] ?? null ) && '' !== $settings['_skin'] ? $settings['_skin'] : 'classic';
		$ratio = $settings[ $skin . '_item_ratio' ] ?? null;
		$size  = is_array( $ratio ) ? ( $ratio['size'] ?? '' ) : $ratio;
		return 'yes' !== ( $settings[ $skin . '_masonry' ] ?? '' ) && is_numeric( $size ) && (float) $size > 0;
	}

	/** `$html` with the ratio class on its posts container when the settings call for it. */
	public static function with_ratio_class( string $html, array $settings ): string {
		if ( ! self::has_ratio( $settings ) ) {
			return $html;
		}
		return (string) preg_replace_callback(
			'/(<div\b[^>]*\bclass\s*=\s*")([^"]*\belementor-posts-container\b[^"]*)(")/i',
			static fn( array $m ): string => str_contains( $m[2], 'elementor-has-item-ratio' ) ? $m[0] : $m[1] . $m[2] . ' elementor-has-item-ratio' . $m[3],
			$html,
			1
		);
	}
}
