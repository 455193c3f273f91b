<?php
/**
 * Plugin Name: Colophon offline
 * Description: WordPress.org's services answered at once, for the sites the tests run offline (the
 * production-like stack, tools/stack, and the empty Playground sites the e2e tests start): without
 * it, each admin dashboard waits for calls that can only fail (6 s on an idle machine, over 50 s
 * under load on Playground, whose one PHP worker waits with it).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

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
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $colophon_offline_update ) {
	add_filter(
		"pre_site_transient_{$colophon_offline_update}",
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
