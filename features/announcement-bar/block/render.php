<?php
/**
 * The announcement bar block as visitors get it: the message and, when it may be closed, the close
 * button the announcement-bar handler (../index.ts) shows and remembers. Its id is made from the
 * message, so a new message shows again to visitors who closed the last one; the rule printed with
 * it hides a closed bar from the first paint (src/runtime/dismissed.ts marks <html>).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_message = wp_kses_post( (string) ( $attributes['message'] ?? '' ) );
if ( '' === trim( wp_strip_all_tags( $colophon_message ) ) ) {
	return; // Nothing to announce: no empty strip for visitors.
}
$colophon_id      = substr( md5( $colophon_message ), 0, 12 );
$colophon_element = 'colophon-announcement-' . $colophon_id;
$colophon_close   = trim( (string) ( $attributes['closeLabel'] ?? '' ) );
$colophon_button  = empty( $attributes['dismissible'] ) ? '' : sprintf(
	'<button type="button" class="colophon-announcement__close" aria-label="%s"%s>×</button>',
	esc_attr( '' !== $colophon_close ? $colophon_close : __( 'Close the announcement', 'colophon' ) ),
	\Colophon\Blocks::preview() ? '' : ' hidden'
);
$colophon_wrapper = get_block_wrapper_attributes(
	array(
		'class'             => 'colophon-announcement',
		'id'                => $colophon_element,
		'aria-label'        => __( 'Announcement', 'colophon' ),
		'data-element_type' => 'widget',
		'data-widget_type'  => 'colophon-announcement-bar.default',
		'data-settings'     => (string) wp_json_encode( array( 'id' => $colophon_id ) ),
	)
);
printf(
	'<style>html[data-colophon-dismissed~="%1$s"] #%2$s{display:none}</style><aside %3$s><p>%4$s</p>%5$s</aside>',
	esc_attr( $colophon_id ),
	esc_attr( $colophon_element ),
	$colophon_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	$colophon_message, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_kses_post() above.
	$colophon_button // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped parts.
);
