<?php
/**
 * Colophon's own templates (its popups) and their folders, as the Templates screen changes them.
 * Folders are terms of a private taxonomy; a template is in one folder or none. Every change
 * answers with the template as the screen lists it, or a WP_Error with a message for the owner.
 *
 * @package Colophon
 */

namespace Colophon\TemplateLibrary;

use Colophon\Popup\Popups;

defined( 'ABSPATH' ) || exit;

final class Library {

	public const FOLDERS = 'colophon_template_folder';

	/** What a popup's display settings are made of (copied by "apply settings"). */
	public const SETTINGS_META = '_colophon_popup_settings';
	public const PAGES_META    = '_colophon_popup_pages';

	public static function register_taxonomy(): void {
		register_taxonomy(
			self::FOLDERS,
			Popups::POST_TYPE,
			array(
				'public'       => false,
				'show_ui'      => false,
				'rewrite'      => false,
				'hierarchical' => false,
				'label'        => __( 'Template folders', 'colophon' ),
			)
		);
	}

	/** @return array{templates: array[], folders: array[]} */
	public function all(): array {
		$posts     = get_posts(
			array(
				'post_type'      => Popups::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'private' ),
				'posts_per_page' => 500,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		$templates = array_map( array( $this, 'shape' ), $posts );
		$folders   = array();
		foreach ( (array) get_terms(
			array(
				'taxonomy'   => self::FOLDERS,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		) as $term ) {
			if ( $term instanceof \WP_Term ) {
				$folders[] = array(
					'id'    => $term->term_id,
					'name'  => $term->name,
					'count' => count( array_filter( $templates, static fn( array $t ): bool => $t['folder'] === $term->term_id ) ),
				);
			}
		}
		return array(
			'templates' => $templates,
			'folders'   => $folders,
		);
	}

	/** @return array{id: int, title: string, type: string, folder: int, status: string, modified: string, edit: string} */
	public function shape( \WP_Post $post ): array {
		$terms = wp_get_object_terms( $post->ID, self::FOLDERS, array( 'fields' => 'ids' ) );
		return array(
			'id'       => $post->ID,
			'title'    => $post->post_title,
			'type'     => 'popup',
			'folder'   => is_array( $terms ) && $terms ? (int) $terms[0] : 0,
			'status'   => $post->post_status,
			'modified' => get_post_modified_time( 'c', true, $post ),
			'edit'     => (string) get_edit_post_link( $post->ID, 'raw' ),
		);
	}

	public function template( int $id ): \WP_Post|\WP_Error {
		$post = get_post( $id );
		if ( ! $post || Popups::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return new \WP_Error( 'colophon_template_missing', __( 'That template is no longer there. Reload the list.', 'colophon' ), array( 'status' => 404 ) );
		}
		return $post;
	}

	/** A folder id that exists, 0 for none, or an error. */
	public function folder( mixed $id ): int|\WP_Error {
		$id = (int) $id;
		if ( 0 === $id ) {
			return 0;
		}
		$term = get_term( $id, self::FOLDERS );
		if ( ! $term instanceof \WP_Term ) {
			return new \WP_Error( 'colophon_folder_missing', __( 'That folder is no longer there. Reload the list.', 'colophon' ), array( 'status' => 404 ) );
		}
		return $id;
	}

	public function rename( int $id, string $title ): array|\WP_Error {
		$post  = $this->template( $id );
		$title = trim( sanitize_text_field( $title ) );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( '' === $title ) {
			return new \WP_Error( 'colophon_template_title', __( 'A template needs a name.', 'colophon' ), array( 'status' => 400 ) );
		}
		$done = wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => $title,
			),
			true
		);
		return is_wp_error( $done ) ? $done : $this->shape( get_post( $id ) );
	}

	public function move( int $id, mixed $folder ): array|\WP_Error {
		$post   = $this->template( $id );
		$folder = $this->folder( $folder );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( is_wp_error( $folder ) ) {
			return $folder;
		}
		$done = wp_set_object_terms( $id, $folder ? array( $folder ) : array(), self::FOLDERS );
		return is_wp_error( $done ) ? $done : $this->shape( get_post( $id ) );
	}

	/** A draft copy named "… (copy)", with the same content, settings, pages and folder unless given one. */
	public function copy( int $id, mixed $folder = null ): array|\WP_Error {
		$post = $this->template( $id );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$into = null === $folder ? $this->shape( $post )['folder'] : $this->folder( $folder );
		if ( is_wp_error( $into ) ) {
			return $into;
		}
		$copy = wp_insert_post(
			array(
				'post_type'    => Popups::POST_TYPE,
				'post_status'  => 'draft',
				/* translators: %s: the copied template's name. */
				'post_title'   => sprintf( __( '%s (copy)', 'colophon' ), $post->post_title ),
				'post_content' => wp_slash( $post->post_content ),
			),
			true
		);
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		foreach ( array( self::SETTINGS_META, self::PAGES_META ) as $key ) {
			update_post_meta( $copy, $key, wp_slash( (string) get_post_meta( $id, $key, true ) ) );
		}
		if ( $into ) {
			wp_set_object_terms( $copy, array( $into ), self::FOLDERS );
		}
		return $this->shape( get_post( $copy ) );
	}

	/** To the trash, where WordPress keeps it for 30 days (Posts → Trash can bring it back). */
	public function delete( int $id ): array|\WP_Error {
		$post = $this->template( $id );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		return wp_trash_post( $id ) ? array( 'deleted' => $id ) : new \WP_Error( 'colophon_template_delete', __( 'The template could not be moved to the trash.', 'colophon' ), array( 'status' => 500 ) );
	}

	/** Copies one template's display settings (triggers, rules, close options) and pages onto others. */
	public function apply_settings( int $from, array $to ): array|\WP_Error {
		$source = $this->template( $from );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$targets = array_values( array_diff( array_unique( array_map( 'intval', $to ) ), array( $from ) ) );
		if ( ! $targets ) {
			return new \WP_Error( 'colophon_apply_none', __( 'Choose at least one other template to apply the settings to.', 'colophon' ), array( 'status' => 400 ) );
		}
		foreach ( $targets as $target ) {
			if ( is_wp_error( $this->template( $target ) ) ) {
				return $this->template( $target );
			}
		}
		$changed = array();
		foreach ( $targets as $target ) {
			foreach ( array( self::SETTINGS_META, self::PAGES_META ) as $key ) {
				update_post_meta( $target, $key, wp_slash( (string) get_post_meta( $from, $key, true ) ) );
			}
			$changed[] = $this->shape( get_post( $target ) );
		}
		return array( 'templates' => $changed );
	}

	public function create_folder( string $name ): array|\WP_Error {
		$name = trim( sanitize_text_field( $name ) );
		if ( '' === $name ) {
			return new \WP_Error( 'colophon_folder_name', __( 'A folder needs a name.', 'colophon' ), array( 'status' => 400 ) );
		}
		if ( term_exists( $name, self::FOLDERS ) ) {
			/* translators: %s: a folder name. */
			return new \WP_Error( 'colophon_folder_exists', sprintf( __( 'There is already a folder named “%s”.', 'colophon' ), $name ), array( 'status' => 409 ) );
		}
		$term = wp_insert_term( $name, self::FOLDERS );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		return array(
			'id'    => (int) $term['term_id'],
			'name'  => $name,
			'count' => 0,
		);
	}
}
