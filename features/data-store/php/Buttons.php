<?php
/**
 * Store buttons (`[colophon_store_button store="favourites"]`, also printed on listing cards) and
 * counters (`[colophon_store_count store="favourites"]`) in the listing plugin's markup:
 * `.jet-add-to-store[data-args]`, `span.jet-engine-data-store-count[data-store]`,
 * `.jet-engine-data-post-count[data-store][data-post]`. Both icons and both labels are printed, so
 * the script only switches which one shows.
 *
 * The markup is the same for every visitor (a full-page cache serves it to all): a button starts
 * "not in store" and a counter at 0; the browser fills in this visitor's items (its own store, or
 * the server's record through includes/Ajax/VisitorState.php).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Buttons {

	private static ?Markers $markers = null;

	private const ICONS = array(
		'heart'        => 'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z',
		'scale'        => 'M12 3v18M5 21h14M4 8h16M4 8l-2.5 6a3 3 0 0 0 5 0L4 8zm16 0-2.5 6a3 3 0 0 0 5 0L20 8z',
		'check'        => 'M4 12.5 9.5 18 20 6.5',
	);

	public function __construct( Markers $markers ) {
		self::$markers = $markers;
	}

	public function register(): void {
		add_shortcode( 'colophon_store_button', array( $this, 'button_shortcode' ) );
		add_shortcode( 'colophon_store_count', array( $this, 'count_shortcode' ) );
	}

	/** @param array|string $atts */
	public function button_shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'store'   => '',
				'post_id' => 0,
			),
			(array) $atts
		);
		$id   = absint( $atts['post_id'] ) ? absint( $atts['post_id'] ) : (int) get_the_ID();
		return $id ? self::render( sanitize_key( $atts['store'] ), $id ) : '';
	}

	/** @param array|string $atts */
	public function count_shortcode( $atts ): string {
		$atts  = shortcode_atts( array( 'store' => '' ), (array) $atts );
		$store = Registry::get( sanitize_key( $atts['store'] ) );
		if ( ! $store ) {
			return '';
		}
		self::$markers?->add( 'data-store' );
		return self::count_html( $store->slug, 0 );
	}

	public static function count_html( string $slug, int $count ): string {
		return sprintf( '<span class="jet-engine-data-store-count" data-store="%s">%d</span>', esc_attr( $slug ), $count );
	}

	public static function post_count_html( string $slug, int $post_id ): string {
		return sprintf( '<span class="jet-engine-data-post-count" data-store="%s" data-post="%d">%d</span>', esc_attr( $slug ), $post_id, Ajax::post_count( $slug, $post_id ) );
	}

	private static function icon( string $name, string $state, bool $visible ): string {
		$path = self::ICONS[ $name ] ?? self::ICONS['check'];
		$fill = 'heart' === $name && 'added' === $state ? 'currentColor' : 'none';
		return sprintf( '<svg class="jet-add-to-store__icon" data-state="%s" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"%s><path d="%s" fill="%s" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>', $state, $visible ? '' : ' hidden', $path, $fill );
	}

	/** The `store` part of a button's data-args. */
	private static function store_args( Store $store ): array {
		return array(
			'slug'     => $store->slug,
			'type'     => $store->type(),
			'is_front' => $store->is_front(),
			'size'     => $store->size,
			'on_view'  => $store->on_view,
		);
	}

	/** A remove-only button (`.jet-remove-from-store`), shown while the item is in the store. */
	public static function render_remove( string $slug, int $post_id ): string {
		$store = Registry::get( $slug );
		if ( ! $store ) {
			return '';
		}
		self::$markers?->add( 'data-store' );
		$args = array(
			'store'   => self::store_args( $store ),
			'post_id' => $post_id,
			'synch_id' => (string) ( Registry::button( $slug )['synch_id'] ?? '' ),
			'remove_from_listing' => true,
		);
		return sprintf(
			'<a href="#" role="button" class="jet-remove-from-store colophon-store-button" data-args="%1$s" data-store="%2$s" data-post="%3$d"%4$s><span class="jet-add-to-store__label">%5$s</span><span class="colophon-screen-reader-text">: %6$s</span></a>',
			esc_attr( (string) wp_json_encode( $args ) ),
			esc_attr( $slug ),
			$post_id,
			// Shown where the item surely is (a store's own listing); elsewhere once the browser knows.
			$store->is_front() ? '' : ' hidden',
			/* translators: %s: store name */
			esc_html( sprintf( __( 'Remove from %s', 'colophon' ), $store->label ) ),
			esc_html( get_the_title( $post_id ) )
		);
	}

	public static function render( string $slug, int $post_id ): string {
		$store = Registry::get( $slug );
		if ( ! $store ) {
			return current_user_can( 'edit_posts' ) ? '<span>' . esc_html( sprintf( /* translators: %s: slug */ __( 'Unknown store "%s".', 'colophon' ), $slug ) ) . '</span>' : '';
		}
		self::$markers?->add( 'data-store' );
		$button = Registry::button( $slug ) + array(
			/* translators: %s: store name */
			'label'              => sprintf( __( 'Add to %s', 'colophon' ), $store->label ),
			/* translators: %s: store name */
			'added_label'        => sprintf( __( 'In %s', 'colophon' ), $store->label ),
			'icon'               => 'check',
			'added_icon'         => 'check',
			'added_url'          => '',
			'popup'              => '',
			'action_after_added' => 'remove_from_store',
			'remove_from_listing' => false,
			'synch_id'           => '',
		);
		$args     = array(
			'store'               => self::store_args( $store ),
			'post_id'             => $post_id,
			'label'               => (string) $button['label'],
			'added_label'         => (string) $button['added_label'],
			// The link an in-store button becomes: a path or an http(s) URL, nothing else.
			'added_url'           => esc_url_raw( (string) $button['added_url'], array( 'http', 'https' ) ),
			'popup'               => (string) $button['popup'],
			'action_after_added'  => 'hide' === $button['action_after_added'] ? 'hide' : 'remove_from_store',
			'remove_from_listing' => (bool) $button['remove_from_listing'],
			'synch_id'            => (string) $button['synch_id'],
		);
		return sprintf(
			'<a href="#" class="jet-add-to-store colophon-store-button" data-args="%1$s" data-store="%2$s" data-post="%3$d" role="button" aria-pressed="false"><span class="jet-add-to-store__icons">%4$s%5$s</span><span class="jet-add-to-store__label">%6$s</span><span class="colophon-screen-reader-text">: %7$s</span></a>',
			esc_attr( (string) wp_json_encode( $args ) ),
			esc_attr( $slug ),
			$post_id,
			self::icon( (string) $button['icon'], 'initial', true ),
			self::icon( (string) $button['added_icon'], 'added', false ),
			esc_html( $args['label'] ),
			esc_html( get_the_title( $post_id ) )
		);
	}
}
