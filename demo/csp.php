<?php
/**
 * The demo as a model of a strict site: every front-end page is served under a complete
 * Content-Security-Policy, and only what WordPress prints for registered scripts carries the
 * response's nonce (a CSP plugin's job; WordPress 6.1 has no nonce support of its own):
 *   - enqueued scripts and their inline parts (`script_loader_tag`), their localized data
 *     (`{handle}-js-extra`, printed without a filter), and tags printed by `wp_print_script_tag` /
 *     `wp_print_inline_script_tag` (their attribute filters);
 *   - not Colophon's own: its scripts are files of this site and its config a JSON block, so they
 *     must work without a nonce (if one ever became inline code, the tests would see the refusal);
 *   - never a script in content: an imported popup's inline script does not run.
 * JSONP is off: under `script-src 'self'`, `/wp-json/?_jsonp=fn` would be script of this site.
 * The other name of this host (localhost for 127.0.0.1 and back) stands for a vetted third party:
 * images, fonts, frames, media and requests may reach it, scripts may not.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'rest_jsonp_enabled', '__return_false' );

/** This response's CSP nonce. */
function colophon_demo_csp_nonce(): string {
	static $nonce = null;
	return $nonce ??= base64_encode( random_bytes( 18 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
}

/** Whether the demo's policy is on (the option lets a test or a bench turn it off). */
function colophon_demo_csp_on(): bool {
	return ! is_admin() && (bool) get_option( 'colophon_demo_csp', true );
}

/** The policy: this site (under both names it is reached by), its vetted third party, nothing else. */
function colophon_demo_csp_policy( string $nonce ): string {
	$parts = (array) wp_parse_url( home_url() );
	$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
	$home  = ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' ) . $port;
	$here  = ( is_ssl() ? 'https' : 'http' ) . '://' . sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ?? '' ) );
	// Reached through an alias, the page still loads the site's files from its own address.
	$self  = "'self'" . ( $here !== $home ? " {$home}" : '' );
	$other = 'localhost' === ( $parts['host'] ?? '' ) ? "127.0.0.1{$port}" : "localhost{$port}";
	return implode(
		'; ',
		array(
			"default-src {$self}",
			"script-src {$self} 'nonce-{$nonce}'",
			"style-src {$self} 'unsafe-inline'",
			"img-src {$self} {$other} data: blob:",
			"font-src {$self} {$other} data:",
			"media-src {$self} {$other} blob:",
			"frame-src {$self} {$other}",
			"connect-src {$self} {$other}",
			"worker-src {$self}",
			"object-src 'none'",
			"base-uri 'self'",
			"form-action {$self}",
			"frame-ancestors 'self'",
		)
	);
}

/** Adds the nonce to every `<script` opening tag in `$html` that has none. */
function colophon_demo_csp_stamp( string $html ): string {
	$nonce = colophon_demo_csp_nonce();
	return (string) preg_replace_callback(
		'#<script\b[^>]*>#i',
		static fn( array $tag ): string => preg_match( '#\snonce=#i', $tag[0] ) ? $tag[0] : '<script nonce="' . $nonce . '"' . substr( $tag[0], 7 ),
		$html
	);
}

add_action(
	'template_redirect',
	static function (): void {
		if ( ! colophon_demo_csp_on() ) {
			return;
		}
		header( 'Content-Security-Policy: ' . colophon_demo_csp_policy( colophon_demo_csp_nonce() ) );
		$handles = array();
		$own     = static fn( string $handle ): bool => str_starts_with( $handle, 'colophon' ) && ! str_starts_with( $handle, 'colophon-demo' );
		add_filter(
			'script_loader_tag',
			static function ( string $tag, string $handle ) use ( &$handles, $own ): string {
				$handles[] = $handle;
				return $own( $handle ) ? $tag : colophon_demo_csp_stamp( $tag );
			},
			999,
			2
		);
		$attributes = static function ( array $attributes ): array {
			$id = (string) ( $attributes['id'] ?? '' );
			if ( ! preg_match( '/^colophon-(?!demo)/', $id ) && ! isset( $attributes['nonce'] ) ) {
				$attributes['nonce'] = colophon_demo_csp_nonce();
			}
			return $attributes;
		};
		add_filter( 'wp_script_attributes', $attributes );
		add_filter( 'wp_inline_script_attributes', $attributes );
		// Localized data is echoed by WordPress without a filter: stamped afterwards, by its id, for
		// the handles WordPress printed.
		ob_start(
			static function ( string $html ) use ( &$handles ): string {
				return (string) preg_replace_callback(
					"#<script\\b[^>]*\\sid=['\"]([a-z0-9_.-]+)-js-extra['\"][^>]*>#i",
					static fn( array $tag ): string => in_array( $tag[1], $handles, true ) ? colophon_demo_csp_stamp( $tag[0] ) : $tag[0],
					$html
				);
			}
		);
		// The block theme's skip link is inline script core echoes itself (WordPress 6.1–6.3; from 6.4
		// it is an enqueued inline script, stamped like the others, and the old function is deprecated).
		if ( ! function_exists( 'wp_enqueue_block_template_skip_link' ) && has_action( 'wp_footer', 'the_block_template_skip_link' ) ) {
			remove_action( 'wp_footer', 'the_block_template_skip_link' );
			add_action(
				'wp_footer',
				static function (): void {
					ob_start();
					the_block_template_skip_link();
					echo colophon_demo_csp_stamp( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- core's own markup.
				}
			);
		}
	},
	0
);
