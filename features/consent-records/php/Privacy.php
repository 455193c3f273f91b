<?php
/**
 * Consent records in WordPress's Export and Erase Personal Data (Tools): the choices a user made
 * while logged in (their beacon carried the REST nonce, so the row has their account), and the
 * records of every consent id the owner added to the person's request. A visitor without an
 * account gives the consent ID their preferences show; the owner finds it on Colophon → Consent
 * records and adds it to the request there (Screen::attach), so the request's export and erasure
 * include those records.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Privacy {

	private const PAGE = 200;

	/** Post meta of a personal-data request (post type user_request): a consent id, one per row. */
	public const META = '_colophon_consent_id';

	/** The statuses a personal-data request can have (internal, so `any` would not find them). */
	public const STATUSES = array( 'request-pending', 'request-confirmed', 'request-failed', 'request-completed' );

	/** The consent ids added to any request of this email address. */
	public static function consent_ids( string $email ): array {
		if ( '' === $email ) {
			return array();
		}
		$requests = get_posts(
			array(
				'post_type'   => 'user_request',
				'post_status' => self::STATUSES,
				'title'       => $email,
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		$ids = array();
		foreach ( $requests as $request ) {
			$ids = array_merge( $ids, array_map( 'strval', (array) get_post_meta( (int) $request, self::META ) ) );
		}
		return array_values( array_unique( $ids ) );
	}

	/** Adds a consent id to a personal-data request; false when it is no such request. */
	public static function attach( int $request_id, string $consent_id ): bool {
		$request = get_post( $request_id );
		if ( ! $request || 'user_request' !== $request->post_type ) {
			return false;
		}
		if ( ! in_array( $consent_id, (array) get_post_meta( $request_id, self::META ), true ) ) {
			add_post_meta( $request_id, self::META, $consent_id );
		}
		return true;
	}

	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'erasers' ) );
		add_action( 'deleted_user', static fn( $id ) => Table::delete_user( (int) $id ) );
	}

	public function exporters( array $exporters ): array {
		$exporters['colophon-consent-records'] = array(
			'exporter_friendly_name' => __( 'Colophon consent records', 'colophon' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	public function erasers( array $erasers ): array {
		$erasers['colophon-consent-records'] = array(
			'eraser_friendly_name' => __( 'Colophon consent records', 'colophon' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	public function export( string $email, int $page = 1 ): array {
		$user = get_user_by( 'email', $email );
		$rows = Table::of_person( $user ? (int) $user->ID : 0, self::consent_ids( $email ), self::PAGE, ( max( 1, $page ) - 1 ) * self::PAGE );
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = array(
				'group_id'    => 'colophon-consent-records',
				'group_label' => __( 'Consent records', 'colophon' ),
				'item_id'     => 'colophon-consent-record-' . $row['id'],
				'data'        => array(
					array( 'name' => __( 'Consent ID', 'colophon' ), 'value' => $row['consent_id'] ),
					array( 'name' => __( 'Time', 'colophon' ), 'value' => gmdate( 'c', (int) $row['created_at'] ) ),
					array( 'name' => __( 'Choice', 'colophon' ), 'value' => $row['kind'] ),
					array( 'name' => __( 'Categories', 'colophon' ), 'value' => $row['categories'] ),
					array( 'name' => __( 'Banner version', 'colophon' ), 'value' => $row['banner_version'] ),
					array( 'name' => __( 'Page', 'colophon' ), 'value' => $row['page'] ),
					array( 'name' => __( 'Address', 'colophon' ), 'value' => $row['address'] ),
				),
			);
		}
		return array( 'data' => $data, 'done' => count( $rows ) < self::PAGE );
	}

	public function erase( string $email, int $page = 1 ): array {
		$user    = get_user_by( 'email', $email );
		$removed = $user ? Table::delete_user( (int) $user->ID ) : 0;
		foreach ( self::consent_ids( $email ) as $id ) {
			$removed += Table::delete_consent_id( $id );
		}
		return array( 'items_removed' => $removed > 0, 'items_retained' => false, 'messages' => array(), 'done' => true );
	}
}
