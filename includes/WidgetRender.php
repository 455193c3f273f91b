<?php
/**
 * The page builder's render filter (`elementor/widget/render_content`) as the features that fix
 * its widgets' markup on the server use it (posts, gallery, carousels, accordion and toggle
 * titles): which widget a call is for, that widget's settings, and CSS variables written from them.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class WidgetRender {

	/**
	 * Whether a call of the filter hands over HTML of a widget named one of `$names`, on a request
	 * where Colophon runs the page builder's front end (where the page builder's own runs, its
	 * markup is its own).
	 *
	 * @param mixed              $html
	 * @param mixed              $widget
	 * @param string[]           $names
	 * @param callable(): bool   $incumbent_runs
	 */
	public static function applies( $html, $widget, array $names, callable $incumbent_runs ): bool {
		return is_string( $html ) && is_object( $widget ) && method_exists( $widget, 'get_name' ) && in_array( $widget->get_name(), $names, true ) && ! $incumbent_runs();
	}

	/** @return array<string, mixed> The widget's settings as it renders them; none when it cannot say. */
	public static function settings( object $widget ): array {
		return method_exists( $widget, 'get_settings_for_display' ) ? (array) $widget->get_settings_for_display() : array();
	}

	/**
	 * CSS declarations added to an element's `style` attribute, after what it has.
	 *
	 * @param array<string, string> $declarations
	 */
	public static function style( array $declarations, string $existing ): string {
		$css = '';
		foreach ( $declarations as $property => $value ) {
			$css .= $property . ':' . $value . ';';
		}
		$existing = trim( $existing );
		return '' === $existing ? $css : rtrim( $existing, ';' ) . ';' . $css;
	}

	/** A number for CSS: at most four decimals, no trailing zeros. */
	public static function number( float $value ): string {
		return rtrim( rtrim( number_format( $value, 4, '.', '' ), '0' ), '.' );
	}

	/** A setting's number: a plain value or a slider's `{size}`; null when it has none. */
	public static function size( $value ): ?float {
		$value = is_array( $value ) ? ( $value['size'] ?? null ) : $value;
		return is_numeric( $value ) ? (float) $value : null;
	}
}
