<?php
/**
 * Consent records in WordPress's Export and Erase Personal Data: the choices a user made while
 * logged in (their beacon carried the REST nonce, so the row has their account). A visitor without
 * an account is found by the consent ID their preferences show, on Colophon → Consent records,
 * where their records are downloaded or erased.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Privacy {

	private const PAGE = 200;

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
		$rows = $user ? Table::of_user( (int) $user->ID, self::PAGE, ( max( 1, $page ) - 1 ) * self::PAGE ) : array();
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
		return array( 'items_removed' => $removed > 0, 'items_retained' => false, 'messages' => array(), 'done' => true );
	}
}
