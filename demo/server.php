<?php
/**
 * Demo-only server pieces, loaded when the demo content is installed (option `colophon_demo`):
 * stand-ins for third parties, all served by this site so nothing leaves the machine —
 *   - a fake analytics script (+ an inline config snippet) and a fake "tag manager" that injects a
 *     fake ad pixel, enqueued like a site owner would add them;
 *   - a fake video host: /demo-video/embed/<id> (the player) and /demo-video/thumb/<id>.svg;
 *   - a fake consent-provider log endpoint: POST /demo-consent-log/ records the beacon,
 *     GET /demo-consent-log/ lists what it received (the end-to-end tests read it);
 *   - fake tracker collection endpoints: /demo-tracker/collect and /demo-tracker/beacon (1×1 GIF);
 *   - a strict Content Security Policy on every front-end page, as a security-minded site sends it.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

// The demo runs offline: WordPress's own calls home (update checks, browser and PHP version checks,
// news) would each wait for a network timeout, and Playground serves one request at a time, so one
// slow admin page stalls the whole site. Requests to this site itself stay allowed.
if ( ! defined( 'WP_HTTP_BLOCK_EXTERNAL' ) ) {
	define( 'WP_HTTP_BLOCK_EXTERNAL', true );
}

require_once __DIR__ . '/events.php';
require_once __DIR__ . '/tracking.php';
add_action( 'init', 'colophon_demo_register_events' );

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		$base = plugins_url( 'demo/trackers/', COLOPHON_FILE );
		wp_enqueue_script( 'colophon-demo-analytics', $base . 'analytics.js', array(), COLOPHON_VERSION, false );
		wp_add_inline_script( 'colophon-demo-analytics', 'window.colophonDemo.run("analytics-config", !!window.demoAnalytics);' );
		wp_enqueue_script( 'colophon-demo-tag-manager', $base . 'tag-manager.js', array(), COLOPHON_VERSION, true );
		// The look of the demo's page-builder pages (what the page builder's own CSS would give them).
		if ( colophon_demo_page_has( 'colophon-demo-builder' ) ) {
			wp_enqueue_style( 'colophon-demo-layout', plugins_url( 'demo/layout.css', COLOPHON_FILE ), array(), (string) filemtime( __DIR__ . '/layout.css' ) );
		}
	}
);

// A tiny queue every fake tracker reports to, printed before them (necessary: it tracks nothing).
add_action(
	'wp_head',
	static function (): void {
		wp_print_inline_script_tag( 'window.colophonDemo={runs:[],run:function(n,ok){this.runs.push(ok===false?n+":out-of-order":n)}};', array( 'id' => 'colophon-demo-queue' ) );
	},
	2
);

/** Whether the page being shown is a single post or page whose content holds `$needle`. */
function colophon_demo_page_has( string $needle ): bool {
	return is_singular() && str_contains( (string) get_post_field( 'post_content', get_queried_object_id() ), $needle );
}

/** This response's CSP nonce. */
function colophon_demo_csp_nonce(): string {
	static $nonce = null;
	return $nonce ??= base64_encode( random_bytes( 18 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
}

/*
 * The demo's pages are served under `script-src 'self' 'nonce-…'; object-src 'none'; base-uri 'self'`:
 * no inline script runs without the nonce. The nonce goes on the page's <script> tags, which is what
 * a site's CSP plugin does (WordPress 6.1 has no nonce support of its own) — except Colophon's own,
 * which must work without it (its scripts are files of this site, its config a JSON block): if one
 * ever became inline code, the browser would refuse it and the tests would see the violation.
 */
add_action(
	'template_redirect',
	static function (): void {
		if ( ! get_option( 'colophon_demo_csp', true ) ) {
			return;
		}
		$nonce = colophon_demo_csp_nonce();
		// Reached through another host name (an alias), the page still loads the site's files from its
		// own address: that origin is the site's too.
		$parts = (array) wp_parse_url( home_url() );
		$home  = ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$here  = ( is_ssl() ? 'https' : 'http' ) . '://' . sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ?? '' ) );
		$alias = $here !== $home ? " {$home}" : '';
		header( "Content-Security-Policy: script-src 'self'{$alias} 'nonce-{$nonce}'; object-src 'none'; base-uri 'self'" );
		$stamp = static function ( array $tag ) use ( $nonce ): string {
			$own = preg_match( '#\sid=["\']colophon-(config|consent-boot)["\']|/plugins/colophon/dist/#', $tag[0] );
			return $own || preg_match( '#\snonce=#i', $tag[0] ) ? $tag[0] : '<script nonce="' . $nonce . '"' . substr( $tag[0], 7 );
		};
		ob_start( static fn( string $html ): string => (string) preg_replace_callback( '#<script\b[^>]*>#i', $stamp, $html ) );
	},
	0
);

add_action(
	'init',
	static function (): void {
		$path = (string) wp_parse_url( $_SERVER['REQUEST_URI'] ?? '', PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		if ( preg_match( '#^/demo-video/embed/([\w-]+)/?$#', $path, $m ) ) {
			colophon_demo_video_player( $m[1] );
		}
		if ( preg_match( '#^/demo-video/thumb/([\w-]+)\.svg$#', $path, $m ) ) {
			header( 'Content-Type: image/svg+xml' );
			printf( '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#2a4d69"/><circle cx="640" cy="360" r="90" fill="#e8eef3"/><path d="M610 310 L690 360 L610 410 Z" fill="#2a4d69"/><text x="640" y="560" font-family="sans-serif" font-size="44" fill="#e8eef3" text-anchor="middle">Demo video %s</text></svg>', esc_html( $m[1] ) );
			exit;
		}
		if ( preg_match( '#^/demo-cover/(\d+)\.svg$#', $path, $m ) ) {
			colophon_demo_cover( (int) $m[1] );
		}
		if ( '/demo-tracker/collect' === $path || '/demo-tracker/beacon' === $path ) {
			header( 'Content-Type: image/gif' );
			echo base64_decode( 'R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==' ); // phpcs:ignore
			exit;
		}
		if ( '/demo-consent-log/' === $path || '/demo-consent-log' === $path ) {
			colophon_demo_consent_log();
		}
	},
	0
);

function colophon_demo_video_player( string $id ): void {
	header( 'Content-Type: text/html; charset=utf-8' );
	printf(
		'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo video %1$s</title><style>body{margin:0;height:100vh;display:grid;place-items:center;background:#111;color:#eee;font:16px sans-serif}</style></head><body><p id="player" data-video="%1$s">▶ Demo video %1$s is playing</p></body></html>',
		esc_html( $id )
	);
	exit;
}

function colophon_demo_consent_log(): void {
	nocache_headers();
	if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
		// phpcs:disable WordPress.Security.NonceVerification -- a stand-in for a third-party endpoint.
		$entry = array(
			'key'            => sanitize_text_field( wp_unslash( $_POST['key'] ?? '' ) ),
			'request_type'   => sanitize_text_field( wp_unslash( $_POST['request_type'] ?? '' ) ),
			'event_log_time' => sanitize_text_field( wp_unslash( $_POST['event_log_time'] ?? '' ) ),
			'payload'        => json_decode( wp_unslash( $_POST['payload'] ?? 'null' ), true ),
			'content_type'   => sanitize_text_field( wp_unslash( $_SERVER['CONTENT_TYPE'] ?? '' ) ),
		);
		// phpcs:enable
		$log   = (array) get_option( 'colophon_demo_consent_log', array() );
		$log[] = $entry;
		update_option( 'colophon_demo_consent_log', array_slice( $log, -200 ), false );
		status_header( 204 );
		exit;
	}
	wp_send_json( array_values( (array) get_option( 'colophon_demo_consent_log', array() ) ) );
}

/** Cover heights differ per post, so the masonry gallery has something to stack. */
function colophon_demo_cover_height( int $post_id ): int {
	return array( 520, 400, 600, 460, 560, 440 )[ $post_id % 6 ];
}

// Demo posts have no uploaded images: their cards get a generated cover that opens in the lightbox.
add_filter(
	'colophon_card_cover',
	static function ( string $html, \WP_Post $post ): string {
		if ( $html ) {
			return $html;
		}
		$url = home_url( '/demo-cover/' . $post->ID . '.svg' );
		return sprintf(
			'<a class="colophon-card__cover" href="%1$s" data-elementor-lightbox-slideshow="covers" data-elementor-lightbox-title="%2$s"><img src="%1$s" width="400" height="%3$d" alt="%4$s" loading="lazy" decoding="async"></a>',
			esc_url( $url ),
			esc_attr( get_the_title( $post ) ),
			colophon_demo_cover_height( $post->ID ),
			esc_attr( sprintf( 'Cover for “%s”', get_the_title( $post ) ) )
		);
	},
	10,
	2
);

function colophon_demo_cover( int $post_id ): void {
	$palette = array( '#2a4d69', '#4b86b4', '#8b5e3c', '#5b8c5a', '#7a4069', '#c06014' );
	$height  = colophon_demo_cover_height( $post_id );
	$title   = get_the_title( $post_id );
	$words   = explode( "\n", wordwrap( $title ? $title : 'Untitled', 18 ) );
	$lines   = '';
	foreach ( array_slice( $words, 0, 4 ) as $i => $line ) {
		$lines .= sprintf( '<text x="200" y="%d" font-family="Georgia, serif" font-size="30" fill="#fff" text-anchor="middle">%s</text>', 110 + 40 * $i, esc_html( $line ) );
	}
	header( 'Content-Type: image/svg+xml' );
	header( 'Cache-Control: public, max-age=86400' );
	printf( '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="%1$d" viewBox="0 0 400 %1$d"><rect width="400" height="%1$d" fill="%2$s"/><rect x="24" y="24" width="352" height="%3$d" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>%4$s<text x="200" y="%5$d" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity=".8" text-anchor="middle">Colophon Press</text></svg>', $height, $palette[ $post_id % 6 ], $height - 48, $lines, $height - 50 ); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
	exit;
}
