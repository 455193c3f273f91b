<?php
/**
 * The consent-mode defaults the head boot pushes, worked out from the owner's rows.
 */

use Colophon\Consent\ConsentMode;
use PHPUnit\Framework\TestCase;

final class ConsentModeTest extends TestCase {

	private const DENIED = array(
		'ad_storage'              => 'denied',
		'ad_user_data'            => 'denied',
		'ad_personalization'      => 'denied',
		'analytics_storage'       => 'denied',
		'functionality_storage'   => 'denied',
		'personalization_storage' => 'denied',
		'security_storage'        => 'granted',
		'wait_for_update'         => 2000,
	);

	private const ROW = array(
		'analytics'          => 'denied',
		'advertisement'      => 'denied',
		'functional'         => 'granted',
		'necessary'          => 'granted',
		'ad_user_data'       => 'denied',
		'ad_personalization' => 'denied',
	);

	public function test_without_rows_one_global_default_all_denied_but_security_storage_waiting_2000_ms(): void {
		$this->assertSame( array( self::DENIED ), ConsentMode::defaults( array() ) );
	}

	public function test_region_rows_get_a_region_list_and_a_global_denied_default_follows_when_no_row_covers_all_regions(): void {
		$defaults = ConsentMode::defaults( array( self::ROW + array( 'regions' => 'DE, FR,GB , US-CA' ) ) );
		$this->assertSame(
			array(
				array_merge(
					self::DENIED,
					array(
						'functionality_storage'   => 'granted',
						'personalization_storage' => 'granted',
						'region'                  => array( 'DE', 'FR', 'GB', 'US-CA' ),
					)
				),
				self::DENIED,
			),
			$defaults
		);
		$this->assertSame( array_keys( self::DENIED ), array_slice( array_keys( $defaults[0] ), 0, 8 ), 'the signals first, as the tag manager documents them' );
	}

	public function test_an_all_row_has_no_region_key_and_no_extra_global_default_is_added(): void {
		$granted  = array_map( static fn() => 'granted', self::ROW );
		$defaults = ConsentMode::defaults(
			array(
				$granted + array( 'regions' => 'All' ),
				array_merge( $granted, array( 'analytics' => 'denied' ) ) + array( 'regions' => 'DE' ),
			)
		);
		$this->assertCount( 2, $defaults );
		$this->assertArrayNotHasKey( 'region', $defaults[0] );
		$this->assertSame( array( 'granted', 'granted', 'granted', 'granted' ), array( $defaults[0]['ad_storage'], $defaults[0]['ad_user_data'], $defaults[0]['ad_personalization'], $defaults[0]['analytics_storage'] ) );
		$this->assertSame( array( 'denied', array( 'DE' ) ), array( $defaults[1]['analytics_storage'], $defaults[1]['region'] ) );
	}

	public function test_an_empty_regions_value_counts_as_all(): void {
		$this->assertCount( 1, ConsentMode::defaults( array( self::ROW + array( 'regions' => '  ' ) ) ) );
	}
}
