<?php
/**
 * The reviews block as visitors get it: the reviews the owner placed in it (its own blocks), in
 * the element the reviews handler (../index.ts) reads, which asks the provider for the rating's
 * structured data once the visitor allows its consent category. Without a provider's https
 * address and business unit the reviews show alone, and the editor's preview says what is missing.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 * @var string               $content    The reviews: the block's own blocks, rendered.
 */

use Colophon\Reviews\Feature;

defined( 'ABSPATH' ) || exit;

$colophon_settings = Feature::settings( $attributes );
$colophon_extra    = null === $colophon_settings ? array( 'class' => 'colophon-reviews' ) : array(
	'class'             => 'colophon-reviews',
	'data-element_type' => 'widget',
	'data-widget_type'  => 'colophon-reviews.default',
	'data-settings'     => (string) wp_json_encode( $colophon_settings ),
);
if ( null === $colophon_settings ) {
	\Colophon\Blocks::preview_note( __( 'Reviews: set your provider’s address and your business unit id to add its rating data for search engines. Until then, only the reviews below show.', 'colophon' ) );
}
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( $colophon_extra ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	$content // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the inner blocks, rendered by WordPress.
);
