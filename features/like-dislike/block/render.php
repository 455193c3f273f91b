<?php
/**
 * The like/dislike block as visitors get it: the buttons of `[colophon_like_dislike]`
 * (../php/Widget.php) for the post it is in (the block context's postId, so in a query loop each
 * item's own), wherever the owner placed it, whether or not that post type is ticked for them
 * under every post. Votes on a post whose content holds the block count (Widget::votable).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 * @var WP_Block             $block      The block, with its context.
 */

defined( 'ABSPATH' ) || exit;

$colophon_post = (int) ( $block->context['postId'] ?? 0 );
if ( ! shortcode_exists( 'colophon_like_dislike' ) ) {
	\Colophon\Blocks::preview_note( __( 'The buttons show here once Colophon’s setup is finished (Colophon → Overview).', 'colophon' ) );
	return;
}
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	do_shortcode( $colophon_post ? '[colophon_like_dislike post_id="' . $colophon_post . '"]' : '[colophon_like_dislike]' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the shortcode escapes what it prints.
);
