<?php
/**
 * Popups: a private post type whose posts are printed as hidden popup documents in the footer of
 * the pages they target (the page builder's markup: data-elementor-type="popup",
 * data-elementor-id, data-elementor-settings). The popup chunk does the rest in the browser.
 *
 * A popup made on its edit screen (the block editor, with the sidebar of features/popup/
 * editor-sidebar.tsx) keeps its rules in `_colophon_popup_rules` (Rules.php): where it shows, its
 * triggers, timing and look. One a kit imported keeps the page builder's: `_colophon_popup_settings`
 * (JSON, the document settings) and `_colophon_popup_pages` (page slugs, or "*" for every page).
 * Popups printed for their pages get their triggers; a popup printed only so links can open it
 * keeps none (as the page builder does).
 *
 * @package Colophon
 */

namespace Colophon\Popup;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Popups {

	public const POST_TYPE = 'colophon_popup';

	/** @var \WP_Post[]|null */
	private ?array $for_page = null;

	/** @var array<int, true> Popups printed only for the popup buttons on the page: no triggers of their own. */
	private array $link_only = array();

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_filter( 'colophon_page_markers', array( $this, 'declare_marker' ) );
		add_action( 'wp_footer', array( $this, 'print_popups' ), 5 );
		add_action( 'init', array( $this, 'register_meta' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_sidebar' ) );
	}

	/** The rules, readable and writable through the REST API by those who may edit the popup. */
	public function register_meta(): void {
		register_post_meta(
			self::POST_TYPE,
			Rules::META,
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => static fn( $value ): string => '' === $value ? '' : (string) wp_json_encode( Rules::clean( json_decode( (string) $value, true ) ) ),
				'auth_callback'     => static fn( $allowed, $key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
			)
		);
	}

	/** The popup's settings sidebar, on its own edit screen only. */
	public function editor_sidebar(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && self::POST_TYPE === $screen->post_type && \Colophon\Blocks::register_editor_script( 'colophon-popup-sidebar', 'popup-sidebar' ) ) {
			wp_enqueue_script( 'colophon-popup-sidebar' );
		}
	}

	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'               => __( 'Popups', 'colophon' ),
					'singular_name'      => __( 'Popup', 'colophon' ),
					'add_new'            => __( 'Add popup', 'colophon' ),
					'add_new_item'       => __( 'Add popup', 'colophon' ),
					'edit_item'          => __( 'Edit popup', 'colophon' ),
					'new_item'           => __( 'New popup', 'colophon' ),
					'view_item'          => __( 'View popup', 'colophon' ),
					'search_items'       => __( 'Search popups', 'colophon' ),
					'not_found'          => __( 'No popups found.', 'colophon' ),
					'not_found_in_trash' => __( 'No popups in the Trash.', 'colophon' ),
					'all_items'          => __( 'Popups', 'colophon' ),
					'item_published'     => __( 'Popup published.', 'colophon' ),
					'item_updated'       => __( 'Popup updated.', 'colophon' ),
				),
				'public'       => false,
				'show_ui'      => true,
				// The block editor, with the popup's sidebar (where, triggers, timing, look).
				'show_in_rest' => true,
				'show_in_menu' => \Colophon\Admin\SettingsPage::PARENT,
				'supports'     => array( 'title', 'editor', 'custom-fields' ),
			)
		);
	}

	/** @return \WP_Post[] Popups that target the current page. */
	private function for_page(): array {
		if ( null !== $this->for_page ) {
			return $this->for_page;
		}
		$this->for_page = array();
		if ( is_admin() ) {
			return $this->for_page;
		}
		$slug   = is_singular() ? (string) get_post_field( 'post_name', get_queried_object_id() ) : ( is_front_page() ? 'home' : ( is_home() ? 'blog' : '' ) );
		$object = is_singular() ? (int) get_queried_object_id() : 0;
		$type   = $object ? (string) get_post_type( $object ) : '';
		$posts  = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 50,
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		foreach ( $posts as $popup ) {
			$rules = Rules::of( $popup->ID );
			if ( null !== $rules ) {
				if ( Rules::shows_on( $rules, $object, $type ) ) {
					$this->for_page[] = $popup;
				}
				continue;
			}
			$pages = array_map( 'trim', explode( ',', (string) get_post_meta( $popup->ID, '_colophon_popup_pages', true ) ) );
			if ( in_array( '*', $pages, true ) || ( '' !== $slug && in_array( $slug, $pages, true ) ) ) {
				$this->for_page[] = $popup;
			}
		}
		// A popup button in the content brings its popup, which then opens only from it.
		$printed = wp_list_pluck( $this->for_page, 'ID' );
		foreach ( self::linked( $object ) as $id ) {
			$popup = get_post( $id );
			if ( $popup && self::POST_TYPE === $popup->post_type && 'publish' === $popup->post_status && ! in_array( $id, $printed, true ) ) {
				$this->for_page[]       = $popup;
				$this->link_only[ $id ] = true;
				$printed[]              = $id;
			}
		}
		return $this->for_page;
	}

	/** @return int[] The popups the popup buttons in a post's content open. */
	private static function linked( int $post_id ): array {
		$post = $post_id ? get_post( $post_id ) : null;
		if ( ! $post || ! has_block( 'colophon/popup-button', $post ) ) {
			return array();
		}
		$ids  = array();
		$walk = static function ( array $blocks ) use ( &$walk, &$ids ): void {
			foreach ( $blocks as $block ) {
				if ( 'colophon/popup-button' === $block['blockName'] && ! empty( $block['attrs']['popup'] ) ) {
					$ids[] = (int) $block['attrs']['popup'];
				}
				$walk( $block['innerBlocks'] ?? array() );
			}
		};
		$walk( parse_blocks( $post->post_content ) );
		return array_values( array_unique( $ids ) );
	}

	public function declare_marker( array $ids ): array {
		if ( $this->for_page() ) {
			$ids[] = 'popup';
		}
		return $ids;
	}

	public function print_popups(): void {
		foreach ( $this->for_page() as $popup ) {
			$rules    = Rules::of( $popup->ID );
			$settings = null !== $rules ? Rules::settings( $rules ) : json_decode( (string) get_post_meta( $popup->ID, '_colophon_popup_settings', true ), true );
			$settings = is_array( $settings ) ? $settings : array();
			if ( isset( $this->link_only[ $popup->ID ] ) ) {
				unset( $settings['triggers'] ); // Printed for a button: it opens from there only.
			}
			if ( null !== $rules ) {
				// Its look, on the modal the runtime builds (the page builder prints the same for its popups).
				printf( '<style id="colophon-popup-look-%1$d">%2$s</style>' . "\n", (int) $popup->ID, Rules::css( (int) $popup->ID, $rules ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- numbers and fixed words only.
			}
			// Drawn in Colophon's own look (features/popup/popup.css), not the page builder's.
			$settings['classes'] = trim( ( is_string( $settings['classes'] ?? null ) ? $settings['classes'] : '' ) . ' colophon-popup--own' );
			if ( empty( $settings['title'] ) ) {
				$settings['title'] = get_the_title( $popup );
			}
			/**
			 * Filters the HTML Colophon prints of an authored document before it goes out: the consent
			 * blocker makes its embeds and pixels inert until consent, as in post content.
			 *
			 * @param string $html
			 * @param string $kind What it is: `popup`.
			 */
			$html = (string) apply_filters( 'colophon_printed_html', do_shortcode( do_blocks( $popup->post_content ) ), 'popup' );
			printf(
				'<div class="elementor elementor-%1$d elementor-location-popup" data-elementor-type="popup" data-elementor-id="%1$d" data-elementor-settings="%2$s" hidden>%3$s</div>' . "\n",
				(int) $popup->ID,
				esc_attr( (string) wp_json_encode( $settings ) ),
				$html // phpcs:ignore WordPress.Security.EscapeOutput -- authored by editors, like post content.
			);
		}
	}
}
