<?php
/**
 * The store block as visitors get it: a store button for the post it stands for (in a query loop,
 * each post's own; else the page's), or a store's count, in the markup the data-store handler
 * reads (../php/Buttons.php prints both, as its shortcodes do).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 * @var WP_Block             $block      The block, with its context (the post).
 */

use Colophon\DataStore\Buttons;
use Colophon\DataStore\Registry;

defined( 'ABSPATH' ) || exit;

$colophon_store = Registry::get( sanitize_key( (string) ( $attributes['store'] ?? '' ) ) );
if ( ! $colophon_store ) {
	\Colophon\Blocks::preview_note( __( 'Choose a data store in the block’s settings.', 'colophon' ) );
	return;
}
if ( 'count' === ( $attributes['show'] ?? 'button' ) ) {
	$colophon_html = Buttons::count_html( $colophon_store->slug, 0 );
} else {
	$colophon_post = (int) ( $block->context['postId'] ?? get_the_ID() );
	$colophon_html = $colophon_post ? Buttons::render( $colophon_store->slug, $colophon_post ) : '';
}
if ( '' !== $colophon_html ) {
	printf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'colophon-store' ) ), $colophon_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes; Buttons prints escaped markup.
}
