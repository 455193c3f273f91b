<?php
/**
 * The popup button as visitors get it: a button-styled link with the page builder's `popup:open`
 * link action (features/link-actions), which opens the chosen popup. Popups.php prints that popup
 * on every page whose content has the block, without its own triggers: it opens only from here.
 * A popup that is gone or unpublished: no button.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_popup = (int) ( $attributes['popup'] ?? 0 );
if ( ! $colophon_popup || 'colophon_popup' !== get_post_type( $colophon_popup ) || 'publish' !== get_post_status( $colophon_popup ) ) {
	\Colophon\Blocks::preview_note( __( 'Choose a published popup in the block’s settings.', 'colophon' ) );
	return;
}
$colophon_text = trim( (string) ( $attributes['text'] ?? '' ) );
// The link action's settings: base64 JSON, as the page builder writes them.
$colophon_href = '#elementor-action:action=popup:open&settings=' . base64_encode( (string) wp_json_encode( array( 'id' => (string) $colophon_popup ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the page builder's link-action format.
printf(
	'<div %1$s><a class="wp-block-button__link wp-element-button" href="%2$s" role="button" aria-haspopup="dialog">%3$s</a></div>',
	get_block_wrapper_attributes( array( 'class' => 'wp-block-button' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	esc_attr( $colophon_href ),
	esc_html( '' !== $colophon_text ? $colophon_text : get_the_title( $colophon_popup ) )
);
