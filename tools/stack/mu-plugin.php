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

// An offline site: WordPress's update checks could only fail, and log a warning on each admin
// page. They are answered as done a moment ago, and any other call to WordPress.org's services
// (checksums, the browser check, the events of the dashboard) gets an empty answer — its news an
// empty feed, the PHP check a good word — so the logs hold only what the site itself says.
add_filter(
	'pre_http_request',
	static function ( $answer, array $args, string $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'wordpress.org' !== $host && ! str_ends_with( $host, '.wordpress.org' ) ) {
			return $answer;
		}
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		$type = 'application/json';
		$body = '{}';
		if ( str_ends_with( $path, '/feed/' ) ) {
			// The dashboard's news: an empty feed.
			$type = 'application/rss+xml';
			$body = '<?xml version="1.0"?><rss version="2.0"><channel><title>WordPress</title><link>https://wordpress.org/</link><description></description></channel></rss>';
		} elseif ( str_contains( $path, '/core/serve-happy/' ) ) {
			// Site Health's PHP check: this PHP is fine.
			$body = (string) wp_json_encode(
				array(
					'recommended_version'          => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION,
					'minimum_version'              => '7.2.24',
					'is_supported'                 => true,
					'is_secure'                    => true,
					'is_acceptable'                => true,
					'is_lower_than_future_minimum' => false,
				)
			);
		}
		return array(
			'headers'  => array( 'content-type' => $type ),
			'body'     => $body,
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $colophon_stack_update ) {
	add_filter(
		"pre_site_transient_{$colophon_stack_update}",
		static fn(): object => (object) array(
			'last_checked'    => time(),
			'version_checked' => get_bloginfo( 'version' ),
			'checked'         => array(),
			'response'        => array(),
			'updates'         => array(),
			'translations'    => array(),
		)
	);
}
