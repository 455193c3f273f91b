<?php
/**
 * The waitlist block as visitors get it: the form `[colophon_waitlist]` prints (../php/Waitlist.php),
 * with the button's text the owner set. One form per page (its field ids are the page's own), so
 * the block can be placed once (`supports.multiple` false). Before the owner finishes Colophon's
 * setup the form is not registered for visitors yet: the editor's preview says so.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

if ( ! shortcode_exists( 'colophon_waitlist' ) ) {
	\Colophon\Blocks::preview_note( __( 'The waitlist form shows here once Colophon’s setup is finished (Colophon → Overview).', 'colophon' ) );
	return;
}
$colophon_button = trim( (string) ( $attributes['button'] ?? '' ) );
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	do_shortcode( '' !== $colophon_button ? '[colophon_waitlist button="' . esc_attr( str_replace( array( '[', ']', '"' ), '', $colophon_button ) ) . '"]' : '[colophon_waitlist]' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the shortcode escapes what it prints.
);
