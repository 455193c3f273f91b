<?php
/**
 * The slider block as visitors get it: the markers the slider handler reads (../index.ts), printed
 * by the slider's markup (../php/Markup.php) around its slides — each block inside it, or the
 * latest posts of a type as cards. Before Swiper starts, the slides already lay out as its first
 * frame; without script they read as a grid.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 * @var WP_Block             $block      The block, with its own blocks (the slides).
 */

use Colophon\Slider\Markup;

defined( 'ABSPATH' ) || exit;

$colophon_slides = array();
if ( 'posts' === ( $attributes['source'] ?? 'blocks' ) ) {
	$colophon_type  = post_type_exists( (string) $attributes['postType'] ) ? (string) $attributes['postType'] : 'post';
	$colophon_query = new WP_Query(
		array(
			'post_type'           => $colophon_type,
			'post_status'         => 'publish',
			'posts_per_page'      => max( 1, min( 24, (int) $attributes['count'] ) ),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
	foreach ( $colophon_query->posts as $colophon_post ) {
		$colophon_slides[] = sprintf(
			'<article class="colophon-slider__post">%1$s<h3><a href="%2$s">%3$s</a></h3>%4$s</article>',
			get_the_post_thumbnail( $colophon_post, 'medium_large', array( 'loading' => 'lazy' ) ),
			esc_url( get_permalink( $colophon_post ) ),
			esc_html( get_the_title( $colophon_post ) ),
			has_excerpt( $colophon_post ) ? '<p>' . esc_html( get_the_excerpt( $colophon_post ) ) . '</p>' : ''
		);
	}
	if ( ! $colophon_slides ) {
		$colophon_object = get_post_type_object( $colophon_type );
		/* translators: %s: a post type's name, such as Posts */
		\Colophon\Blocks::preview_note( sprintf( __( 'No published %s yet: the slider shows them once there are some.', 'colophon' ), $colophon_object ? $colophon_object->labels->name : $colophon_type ) );
		return;
	}
} else {
	foreach ( $block->inner_blocks as $colophon_inner ) {
		$colophon_html = trim( $colophon_inner->render() );
		if ( '' !== $colophon_html ) {
			$colophon_slides[] = $colophon_html;
		}
	}
	if ( ! $colophon_slides ) {
		\Colophon\Blocks::preview_note( __( 'Add blocks to the slider: each block inside it is one slide.', 'colophon' ) );
		return;
	}
}

$colophon_fade     = ! empty( $attributes['fade'] );
$colophon_settings = Markup::clean(
	array(
		'perView'  => array(
			0    => (int) $attributes['perViewPhone'],
			768  => (int) $attributes['perViewTablet'],
			1024 => (int) $attributes['perViewDesktop'],
		),
		'gap'      => (int) $attributes['gap'],
		'speed'    => (int) $attributes['speed'],
		'autoplay' => (int) $attributes['autoplay'] * 1000,
		'loop'     => ! empty( $attributes['loop'] ),
		'fade'     => $colophon_fade,
		'arrows'   => ! empty( $attributes['arrows'] ),
		'dots'     => ! empty( $attributes['dots'] ),
		'from'     => (int) $attributes['from'],
	)
);
$colophon_wrapper  = Markup::attributes( $colophon_settings );
$colophon_label    = trim( (string) ( $attributes['label'] ?? '' ) );
if ( '' !== $colophon_label ) {
	$colophon_wrapper['role']       = 'region';
	$colophon_wrapper['aria-label'] = $colophon_label;
}

printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( $colophon_wrapper ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	Markup::frame( $colophon_slides ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the slides are rendered blocks and the post cards escaped above.
);
