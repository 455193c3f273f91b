<?php
/**
 * The booking calendar block as visitors get it: the markers the scheduling handler reads
 * (../index.ts: the provider's booking page, put in the frame only once the consent category
 * allows it) and, for everyone before that and without script, a direct link to the booking page.
 * Only an https address of another site is a booking page (as the handler checks it).
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_url  = trim( (string) ( $attributes['url'] ?? '' ) );
$colophon_host = (string) wp_parse_url( $colophon_url, PHP_URL_HOST );
if ( ! str_starts_with( $colophon_url, 'https://' ) || '' === $colophon_host || wp_parse_url( home_url(), PHP_URL_HOST ) === $colophon_host ) {
	\Colophon\Blocks::preview_note( __( 'Booking page: paste the https address of your booking page (such as https://calendly.com/you/intro).', 'colophon' ) );
	return;
}
$colophon_provider = trim( (string) ( $attributes['provider'] ?? '' ) );
$colophon_provider = '' !== $colophon_provider ? $colophon_provider : $colophon_host;
$colophon_link     = trim( (string) ( $attributes['linkText'] ?? '' ) );
$colophon_link     = '' !== $colophon_link ? $colophon_link : __( 'Open the booking page in a new tab', 'colophon' );
$colophon_settings = array(
	'provider' => $colophon_provider,
	'url'      => esc_url_raw( $colophon_url, array( 'https' ) ),
	'category' => sanitize_key( (string) $attributes['category'] ),
);
printf(
	'<div %1$s><div class="colophon-scheduling__frame"></div><p class="colophon-scheduling__direct"><a href="%2$s" target="_blank" rel="noopener">%3$s</a></p></div>',
	get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
		array(
			'class'             => 'colophon-scheduling',
			'style'             => '--colophon-scheduling-height:' . max( 320, min( 1600, (int) $attributes['height'] ) ) . 'px',
			'data-element_type' => 'widget',
			'data-widget_type'  => 'colophon-scheduling.default',
			'data-settings'     => (string) wp_json_encode( $colophon_settings ),
		)
	),
	esc_url( $colophon_url, array( 'https' ) ),
	esc_html( $colophon_link )
);
