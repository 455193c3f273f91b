<?php
/**
 * What a kit can carry from this site, and the kit's templates for a chosen list of ids: popups,
 * pages built with Colophon's widgets, data store definitions, consent and tracking settings.
 * Other plugins add their own through the `colophon_kit_items` and `colophon_kit_export_template`
 * filters.
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\AssetManifest;
use Colophon\Markers;
use Colophon\Popup\Popups;
use Colophon\DataStore\Registry;

defined( 'ABSPATH' ) || exit;

final class Exporter {

	public function __construct( private AssetManifest $manifest ) {}

	/** @return array<int, array{id: string, title: string, doc_type: string}> Everything exportable. */
	public function items(): array {
		$items = array();
		foreach ( $this->popups() as $popup ) {
			$items[] = array( 'id' => 'popup-' . $popup->ID, 'title' => $popup->post_title, 'doc_type' => DocTypes::POPUP );
		}
		foreach ( $this->pages() as $page ) {
			$items[] = array( 'id' => 'page-' . $page->ID, 'title' => $page->post_title, 'doc_type' => DocTypes::PAGE );
		}
		foreach ( (array) get_option( Registry::OPTION, array() ) as $store ) {
			$slug = sanitize_key( (string) ( $store['slug'] ?? '' ) );
			if ( '' !== $slug ) {
				$items[] = array( 'id' => 'store-' . $slug, 'title' => (string) ( $store['label'] ?? $slug ), 'doc_type' => DocTypes::STORE );
			}
		}
		$items[] = array( 'id' => 'consent-settings', 'title' => __( 'Consent settings', 'colophon' ), 'doc_type' => DocTypes::CONSENT );
		$items[] = array( 'id' => 'tracking-settings', 'title' => __( 'Tracking settings', 'colophon' ), 'doc_type' => DocTypes::TRACKING );
		/**
		 * Filters what the Kits screen offers to export.
		 *
		 * @param array[] $items {id, title, doc_type}
		 */
		return array_values( (array) apply_filters( 'colophon_kit_items', $items ) );
	}

	/**
	 * @param string[] $ids Item ids from items().
	 * @return array{0: array[], 1: string[]} The templates, and the ids that are not (or no longer) there.
	 */
	public function templates( array $ids ): array {
		$templates = array();
		$missing   = array();
		foreach ( array_unique( array_map( 'strval', $ids ) ) as $id ) {
			$template = $this->template( $id );
			/**
			 * Filters one exported template (null: nothing to export under this id).
			 *
			 * @param array|null $template {id, title, doc_type, slug?, content?, settings?, pages?}
			 * @param string     $id
			 */
			$template = apply_filters( 'colophon_kit_export_template', $template, $id );
			if ( is_array( $template ) ) {
				$templates[] = $template;
			} else {
				$missing[] = $id;
			}
		}
		return array( $templates, $missing );
	}

	private function template( string $id ): ?array {
		if ( preg_match( '/^popup-(\d+)$/', $id, $m ) ) {
			$popup = get_post( (int) $m[1] );
			if ( ! $popup || Popups::POST_TYPE !== $popup->post_type || 'trash' === $popup->post_status ) {
				return null;
			}
			return array(
				'id'       => $id,
				'title'    => $popup->post_title,
				'doc_type' => DocTypes::POPUP,
				'slug'     => $popup->post_name,
				'content'  => $popup->post_content,
				'settings' => (array) json_decode( (string) get_post_meta( $popup->ID, '_colophon_popup_settings', true ), true ),
				'pages'    => (string) get_post_meta( $popup->ID, '_colophon_popup_pages', true ),
			);
		}
		if ( preg_match( '/^page-(\d+)$/', $id, $m ) ) {
			$page = get_post( (int) $m[1] );
			if ( ! $page || 'page' !== $page->post_type || 'trash' === $page->post_status ) {
				return null;
			}
			$parent = $page->post_parent ? get_post( $page->post_parent ) : null;
			return array(
				'id'       => $id,
				'title'    => $page->post_title,
				'doc_type' => DocTypes::PAGE,
				'slug'     => $page->post_name,
				'content'  => $page->post_content,
				'settings' => array(
					'status'     => $page->post_status,
					'parent'     => $parent ? $parent->post_name : '',
					'menu_order' => (int) $page->menu_order,
					'template'   => (string) get_page_template_slug( $page ),
					'front_page' => 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $page->ID,
					'popups'     => array_map( static fn( int $popup ) => 'popup-' . $popup, PopupLinks::ids( $page->post_content ) ),
				),
			);
		}
		if ( preg_match( '/^store-([a-z0-9_-]+)$/', $id, $m ) ) {
			foreach ( (array) get_option( Registry::OPTION, array() ) as $store ) {
				if ( sanitize_key( (string) ( $store['slug'] ?? '' ) ) === $m[1] ) {
					return array( 'id' => $id, 'title' => (string) ( $store['label'] ?? $m[1] ), 'doc_type' => DocTypes::STORE, 'slug' => $m[1], 'settings' => (array) $store );
				}
			}
			return null;
		}
		if ( 'consent-settings' === $id ) {
			return array( 'id' => $id, 'title' => __( 'Consent settings', 'colophon' ), 'doc_type' => DocTypes::CONSENT, 'settings' => \Colophon\Consent\SettingsForm::values() );
		}
		if ( 'tracking-settings' === $id ) {
			return array( 'id' => $id, 'title' => __( 'Tracking settings', 'colophon' ), 'doc_type' => DocTypes::TRACKING, 'settings' => \Colophon\Tracking\Settings::get() );
		}
		return null;
	}

	/** @return \WP_Post[] */
	private function popups(): array {
		return get_posts(
			array(
				'post_type'      => Popups::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'private' ),
				'posts_per_page' => 500,
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
	}

	/** @return \WP_Post[] Pages whose content holds one of Colophon's markers or shortcodes. */
	private function pages(): array {
		$pages = get_posts(
			array(
				'post_type'      => 'page',
				'post_status'    => array( 'publish', 'draft', 'private' ),
				'posts_per_page' => 1000,
				'orderby'        => 'menu_order title',
				'order'          => 'ASC',
				'has_password'   => false,
			)
		);
		return array_values( array_filter( $pages, array( $this, 'built_with_colophon' ) ) );
	}

	private function built_with_colophon( \WP_Post $page ): bool {
		if ( str_contains( $page->post_content, '[colophon_' ) || PopupLinks::ids( $page->post_content ) ) {
			return true;
		}
		$markers = new Markers( $this->manifest );
		$markers->scan( $page->post_content );
		return (bool) $markers->ids();
	}
}
