<?php
/**
 * Server half of the script blocker: tags the plugin sees are printed inert (features/consent/php/InertTags.php
 * reads them as a browser would, quoted or not), so a blocked provider's file is never requested
 * before consent (a browser fetches `<script src>`, iframes and images while parsing, before any
 * script could stop it). The same shape the browser half uses: `src` → `data-colophon-src`, scripts
 * typed `text/plain` (original type kept in `data-colophon-type`), categories in
 * `data-colophon-categories`, position in `data-colophon-position`. Pages stay cacheable: the HTML
 * is the same for every visitor and the decision happens in the browser.
 *
 * Covered: enqueued scripts (with their inline before/after parts), post content, oEmbed HTML,
 * widget areas, comments, and every template the plugin prints (the `colophon_printed_html` filter);
 * then the finished page as a whole (an output buffer), for what a header-snippets plugin or a
 * theme prints outside those. Inline scripts run as written: what they add is the browser half's.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Blocker {

	private bool $in_head = true;

	/** @var array<int, array{url: string, categories: string[], fullPath: bool}>|null This request's providers, read at the first URL checked (theme filters are in by then). */
	private static ?array $providers = null;

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		if ( is_admin() || ! Settings::visitor()['enabled'] ) {
			return;
		}
		add_filter( 'script_loader_tag', array( $this, 'filter_script_tag' ), 20, 3 );
		add_filter( 'the_content', array( $this, 'filter_html' ), 999 );
		add_filter( 'embed_oembed_html', array( $this, 'filter_html' ), 999 );
		// Every other HTML an editor writes and the site prints: widget areas, comments, and the
		// templates the plugin prints itself (popups), which pass through `colophon_printed_html`.
		foreach ( array( 'widget_text_content', 'widget_custom_html_content', 'widget_block_content', 'comment_text', 'colophon_printed_html' ) as $hook ) {
			add_filter( $hook, array( $this, 'filter_html' ), 999 );
		}
		// Avatars are printed by get_avatar() (comment lists, author boxes, the admin bar), not as content.
		add_filter( 'get_avatar', array( $this, 'filter_avatar' ), 999 );
		// What no filter above sees (a header-snippets plugin's <head>, a theme's hard-coded embed):
		// the finished page passes through the same rewrite, so the browser never fetches it either.
		add_action( 'template_redirect', array( $this, 'buffer_page' ), PHP_INT_MAX );
		add_action( 'wp_body_open', fn() => $this->in_head = false, 0 );
		add_action( 'wp_footer', fn() => $this->in_head = false, 0 );
	}

	/** The provider entry that blocks $url, or null (features/consent/php/Providers.php, the rules of features/consent/providers.ts). */
	public static function provider_for( string $url ): ?array {
		self::$providers ??= Settings::providers();
		return Providers::match( self::$providers, $url, (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
	}

	/** The categories blocking $url, for InertTags. */
	private static function categories_for( string $url ): ?array {
		$provider = self::provider_for( $url );
		return $provider ? $provider['categories'] : null;
	}

	/** An enqueued script of a blocked provider, with its inline parts, printed inert. */
	public function filter_script_tag( string $tag, string $handle, string $src ): string {
		$provider = $src ? self::provider_for( $src ) : null;
		if ( ! $provider ) {
			return $tag;
		}
		$options = array(
			'position'    => $this->in_head ? 'head' : 'body',
			'all_scripts' => $provider['categories'],
		);
		return InertTags::rewrite( $tag, static fn( string $url ): ?array => self::categories_for( $url ), $options )['html'];
	}

	/** An avatar of a blocked avatar service: inert, showing the local placeholder until consent. */
	public function filter_avatar( $html ) {
		return is_string( $html ) ? Avatars::with_placeholder( $this->filter_html( $html ) ) : $html;
	}

	/** Starts holding the page's HTML for filter_page() (not for feeds, embeds or robots.txt). */
	public function buffer_page(): void {
		if ( ! is_feed() && ! is_robots() && ! is_trackback() && ! is_embed() ) {
			ob_start( array( $this, 'filter_page' ) );
		}
	}

	/**
	 * The whole page, once printed: tags of blocked providers that no filter saw made inert (the
	 * ones already inert have no address left to match). Anything but an HTML page goes out as is.
	 */
	public function filter_page( string $html ): string {
		foreach ( headers_list() as $header ) {
			if ( 0 === stripos( $header, 'content-type:' ) && false === stripos( $header, 'text/html' ) ) {
				return $html;
			}
		}
		return false === stripos( substr( $html, 0, 1024 ), '<html' ) ? $html : $this->filter_html( $html );
	}

	/** Tags of blocked providers in content HTML (scripts, iframes, images, links, media). */
	public function filter_html( $html ) {
		if ( ! is_string( $html ) || ! str_contains( $html, '<' ) ) {
			return $html;
		}
		$result = InertTags::rewrite( $html, static fn( string $url ): ?array => self::categories_for( $url ) );
		if ( in_array( 'iframe', $result['tags'], true ) ) {
			$this->markers->add( 'video-placeholder' );
		}
		return $result['html'];
	}
}
