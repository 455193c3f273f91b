<?php
/**
 * Where every waitlist application is kept, first: a private post type (`colophon_application`),
 * one post per application, its fields in meta, listed under Colophon → Applications with their
 * forwarding status, exportable as CSV, and found by WordPress's personal-data exporter and eraser
 * (by email). Nothing a visitor sent is lost when the forwarding address is unset or down: the
 * application is here whatever happens to its forward (Forwarder.php).
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Admin\SettingsPage;

defined( 'ABSPATH' ) || exit;

final class Applications {

	public const POST_TYPE = 'colophon_application';

	/** Meta: the application's fields (JSON), its email alone (for the privacy tools), its forward. */
	public const META_FIELDS = '_colophon_application';
	public const META_LABELS = '_colophon_application_labels';
	public const META_EMAIL  = '_colophon_application_email';
	public const META_STATUS = '_colophon_forward_status';
	public const META_TRIES  = '_colophon_forward_tries';
	public const META_ERROR  = '_colophon_forward_error';
	public const META_WHEN   = '_colophon_forward_when';

	/** Forward states: kept here only (no address was set), on its way, delivered, to be tried again, given up. */
	public const KEPT      = 'kept';
	public const PENDING   = 'pending';
	public const FORWARDED = 'forwarded';
	public const RETRYING  = 'retrying';
	public const FAILED    = 'failed';

	public function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'erasers' ) );
		if ( ! is_admin() ) {
			return;
		}
		add_filter( 'manage_' . self::POST_TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . self::POST_TYPE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		add_filter( 'post_row_actions', array( $this, 'row_actions' ), 10, 2 );
		add_action( 'add_meta_boxes_' . self::POST_TYPE, array( $this, 'meta_box' ) );
		add_action( 'admin_post_colophon_waitlist_csv', array( $this, 'csv' ) );
		add_action( 'admin_post_colophon_waitlist_send', array( $this, 'send_again' ) );
		add_action( 'admin_notices', array( $this, 'list_notice' ) );
	}

	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'               => __( 'Waitlist applications', 'colophon' ),
					'singular_name'      => __( 'Waitlist application', 'colophon' ),
					'menu_name'          => __( 'Applications', 'colophon' ),
					'all_items'          => __( 'Applications', 'colophon' ),
					'edit_item'          => __( 'Waitlist application', 'colophon' ),
					'view_item'          => __( 'View application', 'colophon' ),
					'search_items'       => __( 'Search applications', 'colophon' ),
					'not_found'          => __( 'No applications yet. Each one sent from a waitlist form is kept here first.', 'colophon' ),
					'not_found_in_trash' => __( 'No applications in the Trash.', 'colophon' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => SettingsPage::PARENT,
				'show_in_rest'        => false,
				'supports'            => array( 'title' ),
				'map_meta_cap'        => true,
				'capabilities'        => array(
					'create_posts'           => 'do_not_allow', // Only visitors make them, through the form.
					'edit_posts'             => 'manage_options',
					'edit_others_posts'      => 'manage_options',
					'edit_published_posts'   => 'manage_options',
					'publish_posts'          => 'manage_options',
					'read_private_posts'     => 'manage_options',
					'delete_posts'           => 'manage_options',
					'delete_others_posts'    => 'manage_options',
					'delete_published_posts' => 'manage_options',
				),
			)
		);
	}

	/**
	 * Keeps an application; its forward starts as pending (an address is set) or kept (none is).
	 * What the form asked for each value is kept with it, so the list still says it after the
	 * owner changes the form's fields.
	 *
	 * @param array<string, string|int>  $application Cleaned (Application::from()).
	 * @param list<array<string, mixed>> $fields      The form's fields it was sent with.
	 * @return int The post's id, 0 when WordPress could not write it.
	 */
	public static function store( array $application, bool $forwarding, array $fields ): int {
		$email = '';
		$name  = '';
		foreach ( $fields as $field ) {
			$value = (string) ( $application[ $field['key'] ] ?? '' );
			if ( 'email' === $field['type'] && '' === $email ) {
				$email = $value;
			} elseif ( 'text' === $field['type'] && '' === $name ) {
				$name = $value;
			}
		}
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => implode( ' — ', array_filter( array( trim( $name ), $email ), 'strlen' ) ),
			),
			true
		);
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		add_post_meta( $id, self::META_FIELDS, wp_slash( (string) wp_json_encode( $application, JSON_UNESCAPED_UNICODE ) ), true );
		add_post_meta( $id, self::META_LABELS, wp_slash( (string) wp_json_encode( Fields::labels( $fields ), JSON_UNESCAPED_UNICODE ) ), true );
		add_post_meta( $id, self::META_EMAIL, wp_slash( strtolower( $email ) ), true );
		update_post_meta( $id, self::META_STATUS, $forwarding ? self::PENDING : self::KEPT );
		update_post_meta( $id, self::META_TRIES, 0 );
		return (int) $id;
	}

	/** @return array<string, string|int>|null An application's fields as it was sent (null: not an application). */
	public static function get( int $id ): ?array {
		if ( get_post_type( $id ) !== self::POST_TYPE ) {
			return null;
		}
		$fields = json_decode( (string) get_post_meta( $id, self::META_FIELDS, true ), true );
		return is_array( $fields ) ? $fields : null;
	}

	/**
	 * What the form asked for each of an application's values: as it was when sent, else as the
	 * form asks now (an application kept before the fields could be set), else the name it was sent
	 * under.
	 *
	 * @return array<string, string>
	 */
	public static function labels_of( int $id ): array {
		$kept   = json_decode( (string) get_post_meta( $id, self::META_LABELS, true ), true );
		$labels = is_array( $kept ) ? $kept : Fields::labels( Fields::current() );
		$out    = array();
		foreach ( array_keys( self::get( $id ) ?? array() ) as $key ) {
			if ( 'id' !== $key ) {
				$out[ $key ] = (string) ( $labels[ $key ] ?? $key );
			}
		}
		return $out;
	}

	/** Its forward's state, as the list says it. */
	public static function status_text( int $id ): string {
		$status = (string) get_post_meta( $id, self::META_STATUS, true );
		$tries  = (int) get_post_meta( $id, self::META_TRIES, true );
		$error  = (string) get_post_meta( $id, self::META_ERROR, true );
		$when   = (int) get_post_meta( $id, self::META_WHEN, true );
		$at     = $when ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when ) : '';
		switch ( $status ) {
			case self::FORWARDED:
				/* translators: %s: date and time */
				return sprintf( __( 'Forwarded on %s', 'colophon' ), $at );
			case self::PENDING:
				return __( 'Being forwarded', 'colophon' );
			case self::RETRYING:
				/* translators: 1: number of tries, 2: the error, 3: date and time of the next try */
				return sprintf( _n( 'Not forwarded: %1$d try failed (%2$s). Next try: %3$s', 'Not forwarded: %1$d tries failed (%2$s). Next try: %3$s', $tries, 'colophon' ), $tries, $error, $at );
			case self::FAILED:
				/* translators: 1: number of tries, 2: the error */
				return sprintf( __( 'Not forwarded after %1$d tries (%2$s). Kept here; use "Send again" once the address works.', 'colophon' ), $tries, $error );
			default:
				return __( 'Kept here only: no forwarding address was set', 'colophon' );
		}
	}

	/** @param array<string, string> $columns */
	public function columns( array $columns ): array {
		return array(
			'cb'               => $columns['cb'] ?? '',
			'title'            => __( 'Applicant', 'colophon' ),
			'colophon_answers' => __( 'Answers', 'colophon' ),
			'colophon_forward' => __( 'Forwarding', 'colophon' ),
			'colophon_sent'    => __( 'Sent', 'colophon' ),
		);
	}

	/** How many of an application's other answers the list shows (all are on its own screen and in the CSV). */
	private const ANSWERS = 3;

	public function column( string $column, int $id ): void {
		if ( 'colophon_answers' === $column ) {
			$fields = self::get( $id ) ?? array();
			$title  = explode( ' — ', (string) get_post_field( 'post_title', $id, 'raw' ) );
			$shown  = 0;
			foreach ( self::labels_of( $id ) as $key => $label ) {
				$value = (string) ( $fields[ $key ] ?? '' );
				// The name and email are the row's title already.
				if ( '' === $value || in_array( $value, $title, true ) ) {
					continue;
				}
				if ( ++$shown > self::ANSWERS ) {
					echo '…';
					break;
				}
				printf( '<span class="colophon-answer"><strong>%1$s</strong> %2$s</span><br>', esc_html( $label . ':' ), esc_html( wp_html_excerpt( $value, 80, '…' ) ) );
			}
		} elseif ( 'colophon_sent' === $column ) {
			echo esc_html( (string) get_the_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $id ) );
		} elseif ( 'colophon_forward' === $column ) {
			$status = (string) get_post_meta( $id, self::META_STATUS, true );
			printf( '<span class="colophon-forward colophon-forward--%1$s">%2$s</span>', esc_attr( $status ), esc_html( self::status_text( $id ) ) );
		}
	}

	/**
	 * No quick edit or view: an application is what was sent. "Send again" where an address is set
	 * and it was not delivered.
	 *
	 * @param array<string, string> $actions
	 */
	public function row_actions( array $actions, \WP_Post $post ): array {
		if ( self::POST_TYPE !== $post->post_type ) {
			return $actions;
		}
		unset( $actions['inline hide-if-no-js'], $actions['view'] );
		$status = (string) get_post_meta( $post->ID, self::META_STATUS, true );
		if ( self::FORWARDED !== $status && '' !== Waitlist::api() ) {
			$url                         = wp_nonce_url( admin_url( 'admin-post.php?action=colophon_waitlist_send&application=' . $post->ID ), 'colophon_waitlist_send_' . $post->ID );
			$actions['colophon_send']    = sprintf( '<a href="%1$s">%2$s</a>', esc_url( $url ), esc_html__( 'Send again', 'colophon' ) );
		}
		return $actions;
	}

	/** The application's edit screen shows what was sent (read only) and its forward. */
	public function meta_box(): void {
		remove_meta_box( 'submitdiv', self::POST_TYPE, 'side' );
		add_meta_box(
			'colophon-application',
			__( 'What was sent', 'colophon' ),
			static function ( \WP_Post $post ): void {
				$fields = self::get( $post->ID ) ?? array();
				echo '<table class="form-table" role="presentation">';
				foreach ( self::labels_of( $post->ID ) as $key => $label ) {
					printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( $label ), nl2br( esc_html( (string) ( $fields[ $key ] ?? '' ) ) ) );
				}
				printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr></table>', esc_html__( 'Forwarding', 'colophon' ), esc_html( self::status_text( $post->ID ) ) );
			},
			self::POST_TYPE,
			'normal',
			'high'
		);
	}

	/** Above the list: where applications go, a link to change it, and the CSV export. */
	public function list_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'edit-' . self::POST_TYPE !== $screen->id || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$api      = Waitlist::api();
		$settings = admin_url( 'admin.php?page=' . WaitlistPage::SLUG );
		$csv      = wp_nonce_url( admin_url( 'admin-post.php?action=colophon_waitlist_csv' ), 'colophon_waitlist_csv' );
		echo '<div class="notice notice-info"><p>';
		if ( '' === $api ) {
			echo esc_html__( 'Applications are kept here only: no forwarding address is set.', 'colophon' ) . ' ';
		} else {
			/* translators: %s: the address applications are forwarded to */
			echo esc_html( sprintf( __( 'Each application is kept here, then forwarded to %s.', 'colophon' ), $api . '/v1/waitlist' ) ) . ' ';
		}
		printf( '<a href="%1$s">%2$s</a> · <a href="%3$s">%4$s</a>', esc_url( $settings ), esc_html__( 'Waitlist settings', 'colophon' ), esc_url( $csv ), esc_html__( 'Download all as CSV', 'colophon' ) );
		echo '</p></div>';
	}

	/** admin-post: every application as CSV (UTF-8 with a byte-order mark, so spreadsheets read it as such). */
	public function csv(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to export applications.', 'colophon' ), 403 );
		}
		check_admin_referer( 'colophon_waitlist_csv' );
		$ids = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		// The columns: the form's fields now, then any an older application has that the form no longer asks.
		$columns = Fields::labels( Fields::current() );
		foreach ( $ids as $id ) {
			$columns += self::labels_of( (int) $id );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="waitlist-applications-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming the download.
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fputcsv( $out, array_merge( array( __( 'Sent', 'colophon' ) ), array_values( $columns ), array( __( 'Forwarding', 'colophon' ) ) ) );
		foreach ( $ids as $id ) {
			$fields = self::get( (int) $id ) ?? array();
			$row    = array( get_post_time( 'Y-m-d H:i:s', true, (int) $id ) . ' UTC' );
			foreach ( array_keys( $columns ) as $key ) {
				$row[] = Application::csv_cell( (string) ( $fields[ $key ] ?? '' ) );
			}
			$row[] = self::status_text( (int) $id );
			fputcsv( $out, $row );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}

	/** admin-post: "Send again" from the list: one try now, whatever the schedule said. */
	public function send_again(): void {
		$id = isset( $_GET['application'] ) ? absint( $_GET['application'] ) : 0;
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to send applications.', 'colophon' ), 403 );
		}
		check_admin_referer( 'colophon_waitlist_send_' . $id );
		if ( self::get( $id ) ) {
			Forwarder::forward( $id, true );
		}
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . self::POST_TYPE ) );
		exit;
	}

	/** @param array<string, array> $exporters */
	public function exporters( array $exporters ): array {
		$exporters['colophon-waitlist'] = array(
			'exporter_friendly_name' => __( 'Waitlist applications', 'colophon' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/** @param array<string, array> $erasers */
	public function erasers( array $erasers ): array {
		$erasers['colophon-waitlist'] = array(
			'eraser_friendly_name' => __( 'Waitlist applications', 'colophon' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/** The privacy tools' page size. */
	private const PAGE = 100;

	/** @return int[] The applications sent with this email, a page of them. */
	private static function by_email( string $email, int $page = 1 ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => self::POST_TYPE,
					'post_status'    => 'any',
					'posts_per_page' => self::PAGE,
					'paged'          => $page,
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'fields'         => 'ids',
					'meta_key'       => self::META_EMAIL, // phpcs:ignore WordPress.DB.SlowDBQuery -- the privacy tools' lookup, by an admin.
					'meta_value'     => strtolower( $email ), // phpcs:ignore WordPress.DB.SlowDBQuery
				)
			)
		);
	}

	/** @return array{data: array, done: bool} */
	public function export( string $email, int $page = 1 ): array {
		$data = array();
		$ids  = self::by_email( $email, $page );
		foreach ( $ids as $id ) {
			$items = array(
				array(
					'name'  => __( 'Sent', 'colophon' ),
					'value' => (string) get_post_time( 'Y-m-d H:i:s', true, $id ) . ' UTC',
				),
			);
			$fields = self::get( $id ) ?? array();
			foreach ( self::labels_of( $id ) as $key => $label ) {
				$items[] = array(
					'name'  => $label,
					'value' => (string) ( $fields[ $key ] ?? '' ),
				);
			}
			$data[] = array(
				'group_id'    => 'colophon-waitlist',
				'group_label' => __( 'Waitlist applications', 'colophon' ),
				'item_id'     => 'colophon-application-' . $id,
				'data'        => $items,
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE,
		);
	}

	/** @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool} */
	public function erase( string $email, int $page = 1 ): array {
		$removed = false;
		$ids     = self::by_email( $email ); // Always the first page: the ones before are gone.
		foreach ( $ids as $id ) {
			wp_clear_scheduled_hook( Forwarder::HOOK, array( $id ) );
			$removed = (bool) wp_delete_post( $id, true ) || $removed;
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $ids ) < self::PAGE,
		);
	}
}
