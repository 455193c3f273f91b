<?php
/**
 * Plugin Name: Colophon stack
 * Description: The production-like stack's test knobs (tools/stack): says which web server answered,
 * lets a test shorten the nonce lifetime, as a page kept in a cache for hours meets it, and widen the
 * window between a store's size check and its write, so a missing lock would show.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

// Which of the two PHP-FPM pools ("web servers") answered; nginx keeps it with a cached page.
$colophon_stack_server = getenv( 'COLOPHON_WEB_SERVER' );
if ( $colophon_stack_server && ! headers_sent() && 'cli' !== PHP_SAPI ) {
	header( 'X-Colophon-Server: ' . preg_replace( '/[^a-z0-9-]/', '', $colophon_stack_server ) );
}

// Option `colophon_stack_nonce_life` (seconds): how long a nonce lasts (WordPress: a day).
add_filter(
	'nonce_life',
	static function ( $life ) {
		$short = (int) get_option( 'colophon_stack_nonce_life', 0 );
		return $short > 0 ? $short : $life;
	}
);

// Option `colophon_stack_slow_store_add` (milliseconds): a pause between a store's size check and its write.
add_action(
	'colophon_store_adding',
	static function (): void {
		$pause = (int) get_option( 'colophon_stack_slow_store_add', 0 );
		if ( $pause > 0 ) {
			usleep( min( $pause, 1000 ) * 1000 );
		}
	}
);
