<?php
/**
 * Creates what a kit carries. Every template is checked again here (the browser's reading is a
 * convenience, not a guard): popups and pages are created only under slugs not taken (an existing
 * one is kept and reported as skipped), popup links in imported pages are pointed at the popups'
 * new ids, store definitions are added when their slug is free, and settings go through the same
 * validation as their settings pages (refused settings leave the current ones in force).
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\Popup\Popups;
use Colophon\DataStore\Registry;

defined( 'ABSPATH' ) || exit;

final class Importer {

	public const MAX_TEMPLATES = 2000;

	/** Popups first (pages point at them), then pages by parent depth, then the rest. */
	private const ORDER = array( DocTypes::POPUP, DocTypes::PAGE, DocTypes::STORE, DocTypes::CONSENT, DocTypes::TRACKING );

	/** @var array{created: array[], skipped: array[]} */
	private array $summary = array(
		'created' => array(),
		'skipped' => array(),
	);

	/** @var array<int, int> Popup id in the kit → popup id here. */
	private array $popup_ids = array();

	/**
	 * @param array[] $templates The kit's templates, as the admin app read them.
	 * @return array{created: array[], skipped: array[]} Each entry {id, title, doc_type, note|reason, link?}.
	 */
	public function import( array $templates ): array {
		$templates = array_values( array_filter( $templates, 'is_array' ) );
		// A page's depth among the kit's pages (its parent chain), so parents are created first.
		$parents = array();
		foreach ( $templates as $t ) {
			if ( DocTypes::PAGE === ( $t['doc_type'] ?? '' ) ) {
				$parents[ sanitize_title( (string) ( $t['slug'] ?? '' ) ) ] = sanitize_title( (string) ( $t['settings']['parent'] ?? '' ) );
			}
		}
		$depth = static function ( array $t ) use ( $parents ): int {
			$depth = 0;
			$slug  = sanitize_title( (string) ( $t['settings']['parent'] ?? '' ) );
			while ( '' !== $slug && $depth < 20 ) {
				++$depth;
				$slug = $parents[ $slug ] ?? '';
			}
			return $depth;
		};
		$rank = static function ( array $t ): int {
			$at = array_search( (string) ( $t['doc_type'] ?? '' ), self::ORDER, true );
			return false === $at ? 99 : (int) $at;
		};
		usort( $templates, static fn( array $a, array $b ): int => $rank( $a ) <=> $rank( $b ) ?: $depth( $a ) <=> $depth( $b ) );
		// All or nothing: one transaction, so a worker killed halfway (or an error) leaves the site
		// as it was; the database rolls back a connection that dies before COMMIT.
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a transaction: WordPress has no API for one.
		$transaction = false !== $wpdb->query( 'START TRANSACTION' );
		try {
			foreach ( $templates as $template ) {
				$this->one( $template );
			}
		} catch ( \Throwable $error ) {
			if ( $transaction ) {
				$wpdb->query( 'ROLLBACK' );
			}
			throw $error;
		}
		if ( $transaction ) {
			$wpdb->query( 'COMMIT' );
		}
		// phpcs:enable
		return $this->summary;
	}

	private function one( array $t ): void {
		$doc_type = (string) ( $t['doc_type'] ?? '' );
		$title    = sanitize_text_field( (string) ( $t['title'] ?? '' ) );
		$entry    = array(
			'id'       => substr( (string) ( $t['id'] ?? '' ), 0, 100 ),
			'title'    => '' === $title ? __( '(no title)', 'colophon' ) : $title,
			'doc_type' => $doc_type,
		);
		/**
		 * Lets another plugin import templates of its own doc_types. Return a summary entry
		 * ({created: true, note} or {created: false, reason}) to take the template over.
		 *
		 * @param array|null $result
		 * @param array      $template
		 */
		$custom = apply_filters( 'colophon_kit_import_template', null, $t );
		if ( is_array( $custom ) ) {
			$this->add( $entry, ! empty( $custom['created'] ), (string) ( $custom['note'] ?? $custom['reason'] ?? '' ) );
			return;
		}
		if ( ! DocTypes::importable( $doc_type ) ) {
			$reason = null === DocTypes::group( $doc_type )
				/* translators: %s: doc_type */
				? sprintf( __( 'Unknown template type "%s".', 'colophon' ), $doc_type )
				: __( 'A page-builder template: its content is the page builder\'s own element data. Import it with the page builder\'s kit import.', 'colophon' );
			$this->add( $entry, false, $reason );
			return;
		}
		switch ( $doc_type ) {
			case DocTypes::POPUP:
				$this->popup( $t, $entry );
				break;
			case DocTypes::PAGE:
				$this->page( $t, $entry );
				break;
			case DocTypes::STORE:
				$this->store( $t, $entry );
				break;
			default:
				$this->settings( $t, $entry );
		}
	}

	private function add( array $entry, bool $created, string $text, int $post_id = 0 ): void {
		$entry[ $created ? 'note' : 'reason' ] = $text;
		if ( $post_id && 'page' === get_post_type( $post_id ) ) {
			$entry['link'] = (string) get_permalink( $post_id );
		}
		$this->summary[ $created ? 'created' : 'skipped' ][] = $entry;
	}

	private function slug( array $t, array $entry ): string {
		return sanitize_title( (string) ( $t['slug'] ?? '' ) ?: $entry['title'] );
	}

	private function existing( string $slug, string $post_type, int $parent = 0 ): ?\WP_Post {
		$found = get_posts(
			array(
				'post_type'      => $post_type,
				'name'           => $slug,
				'post_status'    => array( 'publish', 'draft', 'private', 'pending', 'future' ),
				'posts_per_page' => 1,
				'post_parent'    => $parent,
				'has_password'   => null,
			)
		);
		return $found[0] ?? null;
	}

	private function popup( array $t, array $entry ): void {
		$slug     = $this->slug( $t, $entry );
		$old      = preg_match( '/^popup-(\d+)$/', $entry['id'], $m ) ? (int) $m[1] : 0;
		$existing = $this->existing( $slug, Popups::POST_TYPE );
		if ( $existing ) {
			$this->popup_ids[ $old ] = $existing->ID;
			/* translators: %s: slug */
			$this->add( $entry, false, sprintf( __( 'A popup "%s" already exists; it was kept as it is.', 'colophon' ), $slug ) );
			return;
		}
		$id = wp_insert_post(
			array(
				'post_type'    => Popups::POST_TYPE,
				'post_name'    => $slug,
				'post_title'   => $entry['title'],
				'post_content' => (string) ( $t['content'] ?? '' ),
				'post_status'  => 'publish',
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			$this->add( $entry, false, $id->get_error_message() );
			return;
		}
		$settings = is_array( $t['settings'] ?? null ) ? $t['settings'] : array();
		update_post_meta( $id, '_colophon_popup_settings', wp_slash( (string) wp_json_encode( $settings ) ) );
		$pages = implode( ',', array_filter( array_map( static fn( $p ) => '*' === trim( $p ) ? '*' : sanitize_title( $p ), explode( ',', (string) ( $t['pages'] ?? '' ) ) ) ) );
		update_post_meta( $id, '_colophon_popup_pages', $pages );
		if ( $old ) {
			$this->popup_ids[ $old ] = (int) $id;
		}
		/* translators: %s: page slugs */
		$this->add( $entry, true, '' === $pages ? __( 'Opened by links only.', 'colophon' ) : sprintf( __( 'Shows on: %s.', 'colophon' ), $pages ) );
	}

	private function page( array $t, array $entry ): void {
		$s      = is_array( $t['settings'] ?? null ) ? $t['settings'] : array();
		$slug   = $this->slug( $t, $entry );
		$parent = 0;
		if ( '' !== (string) ( $s['parent'] ?? '' ) ) {
			$parent_post = $this->existing( sanitize_title( (string) $s['parent'] ), 'page' );
			$parent      = $parent_post ? $parent_post->ID : 0;
		}
		$existing = $this->existing( $slug, 'page', $parent );
		if ( $existing ) {
			/* translators: %s: slug */
			$this->add( $entry, false, sprintf( __( 'A page "%s" already exists; it was kept as it is.', 'colophon' ), $slug ), $existing->ID );
			return;
		}
		$status = in_array( $s['status'] ?? '', array( 'publish', 'draft', 'private' ), true ) ? $s['status'] : 'draft';
		$id     = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_name'    => $slug,
				'post_title'   => $entry['title'],
				'post_content' => PopupLinks::rewrite( (string) ( $t['content'] ?? '' ), $this->popup_ids ),
				'post_status'  => $status,
				'post_parent'  => $parent,
				'menu_order'   => (int) ( $s['menu_order'] ?? 0 ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			$this->add( $entry, false, $id->get_error_message() );
			return;
		}
		$note     = 'publish' === $status ? __( 'Published.', 'colophon' ) : __( 'Created as a draft.', 'colophon' );
		$template = (string) ( $s['template'] ?? '' );
		if ( '' !== $template && 'default' !== $template ) {
			if ( self::theme_has_template( $template ) ) {
				update_post_meta( $id, '_wp_page_template', $template );
			} else {
				/* translators: %s: template file */
				$note .= ' ' . sprintf( __( 'Its template "%s" is not one of this theme\'s, so it uses the default.', 'colophon' ), sanitize_text_field( $template ) );
			}
		}
		if ( ! empty( $s['front_page'] ) && 'page' !== get_option( 'show_on_front' ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', (int) $id );
			$note .= ' ' . __( 'It is now the front page (this site showed its latest posts there).', 'colophon' );
		}
		if ( '' !== (string) ( $s['parent'] ?? '' ) && ! $parent ) {
			/* translators: %s: parent slug */
			$note .= ' ' . sprintf( __( 'Its parent page "%s" is not on this site, so it sits at the top level.', 'colophon' ), sanitize_title( (string) $s['parent'] ) );
		}
		$this->add( $entry, true, $note, (int) $id );
	}

	/** Whether `$template` is one of the page templates the active theme offers (the name as the theme lists it, nothing else). */
	public static function theme_has_template( string $template ): bool {
		return array_key_exists( $template, wp_get_theme()->get_page_templates( null, 'page' ) );
	}

	private function store( array $t, array $entry ): void {
		$definition = is_array( $t['settings'] ?? null ) ? $t['settings'] : array();
		$slug       = sanitize_key( (string) ( $definition['slug'] ?? $t['slug'] ?? '' ) );
		if ( '' === $slug || ! in_array( $definition['type'] ?? '', Registry::types(), true ) ) {
			/* translators: %s: store types */
			$this->add( $entry, false, sprintf( __( 'Not a store definition: it needs a slug and one of the types %s.', 'colophon' ), implode( ', ', Registry::types() ) ) );
			return;
		}
		$stores = (array) get_option( Registry::OPTION, array() );
		foreach ( $stores as $store ) {
			if ( sanitize_key( (string) ( $store['slug'] ?? '' ) ) === $slug ) {
				/* translators: %s: store slug */
				$this->add( $entry, false, sprintf( __( 'A store "%s" already exists; it was kept as it is.', 'colophon' ), $slug ) );
				return;
			}
		}
		$button   = is_array( $definition['button'] ?? null ) ? array_map( static fn( $v ) => is_scalar( $v ) ? wp_kses_post( (string) $v ) : '', $definition['button'] ) : array();
		$stores[] = array(
			'slug'    => $slug,
			'label'   => sanitize_text_field( (string) ( $definition['label'] ?? $slug ) ),
			'type'    => $definition['type'],
			'size'    => max( 0, (int) ( $definition['size'] ?? 0 ) ),
			'on_view' => ! empty( $definition['on_view'] ),
			'button'  => $button,
		);
		update_option( Registry::OPTION, $stores );
		$this->add( $entry, true, __( 'Store added.', 'colophon' ) );
	}

	private function settings( array $t, array $entry ): void {
		$input = is_array( $t['settings'] ?? null ) ? $t['settings'] : array();
		if ( DocTypes::CONSENT === $entry['doc_type'] ) {
			list( $clean, $errors ) = \Colophon\Consent\SettingsForm::validate( $input );
			$option             = \Colophon\Consent\Settings::OPTION;
		} else {
			list( $clean, $errors ) = \Colophon\Tracking\Settings::validate( $input );
			$option             = \Colophon\Tracking\Settings::OPTION;
		}
		if ( $errors ) {
			$this->add( $entry, false, __( 'Refused, the current settings stay:', 'colophon' ) . ' ' . implode( ' ', $errors ) );
			return;
		}
		update_option( $option, $clean );
		$note = __( 'Replaced this site\'s settings.', 'colophon' );
		if ( DocTypes::CONSENT === $entry['doc_type'] ) {
			$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
			$here = preg_replace( '/^www\./', '', strtolower( $host ) );
			if ( $here !== $clean['domain'] && ! str_ends_with( (string) $here, '.' . $clean['domain'] ) ) {
				/* translators: 1: registered domain, 2: this site's host */
				$note .= ' ' . sprintf( __( 'Their registered domain is %1$s, not this site\'s %2$s: the banner only runs there until you change it under Colophon → Consent.', 'colophon' ), $clean['domain'], $here );
			}
		}
		$this->add( $entry, true, $note );
	}
}
