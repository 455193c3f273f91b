<?php
/**
 * The video player block as visitors get it: a `<video controls>` whose source waits in `data-src`
 * (the video-player handler, ../index.ts, sets it when the video comes near and puts its own
 * controls in place of the browser's), with its poster and captions from the media library, and
 * for visitors without script a link to the file.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_video = (int) ( $attributes['videoId'] ?? 0 );
$colophon_url   = $colophon_video ? (string) wp_get_attachment_url( $colophon_video ) : '';
$colophon_type  = $colophon_video ? (string) get_post_mime_type( $colophon_video ) : '';
if ( '' === $colophon_url || ! str_starts_with( $colophon_type, 'video/' ) ) {
	\Colophon\Blocks::preview_note( __( 'Choose a video from the media library.', 'colophon' ) );
	return;
}
$colophon_poster   = (int) ( $attributes['posterId'] ?? 0 ) ? (string) wp_get_attachment_image_url( (int) $attributes['posterId'], 'large' ) : '';
$colophon_captions = (int) ( $attributes['captionsId'] ?? 0 ) ? (string) wp_get_attachment_url( (int) $attributes['captionsId'] ) : '';
$colophon_label    = trim( (string) ( $attributes['label'] ?? '' ) );
$colophon_label    = '' !== $colophon_label ? $colophon_label : get_the_title( $colophon_video );
$colophon_caption  = trim( (string) ( $attributes['caption'] ?? '' ) );
$colophon_track    = '' !== $colophon_captions ? sprintf( '<track kind="captions" srclang="%1$s" label="%2$s" src="%3$s">', esc_attr( substr( get_locale(), 0, 2 ) ), esc_attr__( 'Captions', 'colophon' ), esc_url( $colophon_captions ) ) : '';

printf(
	'<figure %1$s><div class="colophon-player__stage"><video controls preload="none" playsinline%2$s aria-label="%3$s"><source data-src="%4$s" type="%5$s">%6$s</video></div><noscript><p><a href="%4$s">%7$s</a></p></noscript>%8$s</figure>',
	get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
		array(
			'class'             => 'colophon-video-player colophon-player',
			'data-element_type' => 'widget',
			'data-widget_type'  => 'colophon-video-player.default',
		)
	),
	'' !== $colophon_poster ? ' poster="' . esc_url( $colophon_poster ) . '"' : '',
	esc_attr( $colophon_label ),
	esc_url( $colophon_url ),
	esc_attr( $colophon_type ),
	$colophon_track, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped parts.
	/* translators: %s: the video's name */
	esc_html( sprintf( __( 'Watch %s', 'colophon' ), $colophon_label ) ),
	'' !== $colophon_caption ? '<figcaption>' . esc_html( $colophon_caption ) . '</figcaption>' : ''
);
