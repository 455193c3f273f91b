<?php
/**
 * The copy-link block as visitors get it: the button the copy-url handler (../index.ts) makes copy
 * this page's address, and for visitors without script where to find it.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_label = trim( (string) ( $attributes['label'] ?? '' ) );
printf(
	'<div %1$s><button type="button"><span class="colophon-copy-url__label">%2$s</span></button><noscript><p>%3$s</p></noscript></div>',
	get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
		array(
			// In the editor's preview, the button as the handler shows it.
			'class'             => 'colophon-copy-url' . ( \Colophon\Blocks::preview() ? ' is-ready' : '' ),
			'data-element_type' => 'widget',
			'data-widget_type'  => 'colophon-copy-url.default',
		)
	),
	esc_html( '' !== $colophon_label ? $colophon_label : __( 'Copy page link', 'colophon' ) ),
	esc_html__( 'Share this page’s address from your browser’s address bar.', 'colophon' )
);
