<?php
/**
 * The listing grid block as visitors get it: the listing widget's markup (../php/ListingGrid.php,
 * the same as the `[colophon_listing]` shortcode's), from the block's attributes, which are the
 * shortcode's. Loading more finds these settings in the saved block by its id (made by the block).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

use Colophon\Kit\SavedWidgets;
use Colophon\ListingGrid\ListingGrid;

defined( 'ABSPATH' ) || exit;

if ( ! SavedWidgets::valid_id( (string) $attributes['id'] ) ) {
	return; // Not saved yet: the editor gives it an id at once.
}
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'colophon-listing-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	ListingGrid::render( ListingGrid::settings( SavedWidgets::as_shortcode( $attributes ) ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the listing's markup is escaped where it is built.
);
