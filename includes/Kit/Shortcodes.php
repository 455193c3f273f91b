<?php
/**
 * The shortcodes of the main query's posts, for features that print their widgets through one:
 * `markers()` declares a feature's handler markers on pages that use its shortcodes (known before
 * <head> is printed), and the static stylesheet that lays out the listing widgets' server markup
 * (assets/widgets.css) is printed once for any of them.
 *
 * @package Colophon
 */

namespace Colophon\Kit;

defined( 'ABSPATH' ) || exit;

final class Shortcodes {

	/** @var string[]|null The main query's posts' contents, read once per request. */
	private static ?array $contents = null;

	/** @var bool Whether the widgets' stylesheet is wanted by some feature on this page. */
	private static bool $styled = false;

	/** @return string[] The contents of the main query's posts. */
	public static function contents(): array {
		if ( null === self::$contents ) {
			global $wp_query;
			self::$contents = array();
			foreach ( (array) ( $wp_query->posts ?? array() ) as $post ) {
				if ( $post instanceof \WP_Post ) {
					self::$contents[] = $post->post_content;
				}
			}
		}
		return self::$contents;
	}

	/** Whether a post of the main query uses one of `$tags` (a shortcode, or a block: `colophon/…`). */
	public static function used( array $tags ): bool {
		foreach ( self::contents() as $content ) {
			foreach ( $tags as $tag ) {
				if ( str_contains( $tag, '/' ) ? has_block( $tag, $content ) : has_shortcode( $content, $tag ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * On pages whose main query uses one of `$tags`, declares the handler markers `$ids` (or those
	 * `$ids` returns) and prints the widgets' stylesheet.
	 *
	 * @param string[]                 $tags
	 * @param string[]|\Closure(): string[] $ids
	 */
	public static function markers( array $tags, $ids ): void {
		add_filter(
			'colophon_page_markers',
			static function ( array $found ) use ( $tags, $ids ): array {
				if ( ! self::used( $tags ) ) {
					return $found;
				}
				self::$styled = true;
				return array_merge( $found, $ids instanceof \Closure ? $ids() : $ids );
			}
		);
		if ( ! has_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_style' ) ) ) {
			add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_style' ) );
		}
	}

	public static function enqueue_style(): void {
		if ( self::$styled ) {
			wp_enqueue_style( 'colophon-widgets', plugins_url( 'assets/widgets.css', COLOPHON_FILE ), array(), (string) filemtime( COLOPHON_DIR . '/assets/widgets.css' ) );
			wp_style_add_data( 'colophon-widgets', 'path', COLOPHON_DIR . '/assets/widgets.css' ); // Inlined by WordPress when small enough.
		}
	}
}
