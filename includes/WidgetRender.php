<?php
/**
 * The page builder's render filter (`elementor/widget/render_content`) as the features that fix
 * its widgets' markup on the server use it (posts, gallery, accordion and toggle titles): which
 * widget a call is for, and that widget's settings.
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
}
