<?php
/**
 * The calendar block as visitors get it: the calendar widget's markup (../php/Calendar.php, the
 * same as the `[colophon_calendar]` shortcode's), from the block's attributes, which are the
 * shortcode's. Moving to another month finds these settings in the saved block by its id (made by
 * the block).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

use Colophon\Kit\SavedWidgets;
use Colophon\ListingCalendar\Calendar;

defined( 'ABSPATH' ) || exit;

if ( ! SavedWidgets::valid_id( (string) $attributes['id'] ) ) {
	return; // Not saved yet: the editor gives it an id at once.
}
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'colophon-calendar-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	Calendar::widget( Calendar::settings( SavedWidgets::as_shortcode( $attributes ) ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the calendar's markup is escaped where it is built.
);
