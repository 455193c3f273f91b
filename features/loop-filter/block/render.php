<?php
/**
 * The filtered posts block as visitors get it: the filter bar and the loop grid it filters, in the
 * markup of the `[colophon_loop_filter]` and `[colophon_loop_grid]` shortcodes (../php/LoopGrid.php).
 * Its attributes are those shortcodes' (the grid's id is `id`, the bar's `filter_id`, both made by
 * the block), so the refresh endpoint finds the grid's settings in the saved block.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

use Colophon\Kit\SavedWidgets;
use Colophon\LoopFilter\LoopGrid;

defined( 'ABSPATH' ) || exit;

if ( ! SavedWidgets::valid_id( (string) $attributes['id'] ) || ! SavedWidgets::valid_id( (string) $attributes['filter_id'] ) ) {
	return; // Not saved yet: the editor gives it its ids at once.
}
$colophon_atts = SavedWidgets::as_shortcode( $attributes );
printf(
	'<div %1$s>%2$s%3$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'colophon-loop-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	LoopGrid::filter( array( 'id' => $colophon_atts['filter_id'], 'loop' => $colophon_atts['id'] ) + $colophon_atts ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
	LoopGrid::grid( LoopGrid::grid_settings( $colophon_atts ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
);
