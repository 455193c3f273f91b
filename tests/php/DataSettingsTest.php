<?php
/**
 * "Keep my data when Colophon is deleted" (Colophon → Data), as uninstall.php reads it.
 *
 * @package Colophon
 */

use Colophon\Admin\DataSettingsPage;
use PHPUnit\Framework\TestCase;

final class DataSettingsTest extends TestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['colophon_test_options'] );
	}

	private function keep( $saved ): bool {
		$GLOBALS['colophon_test_options'] = false === $saved ? array() : array( 'colophon_keep_data' => $saved );
		return DataSettingsPage::keep();
	}

	public function test_off_unless_the_owner_ticked_it(): void {
		$this->assertFalse( $this->keep( false ) );
		$this->assertFalse( $this->keep( array( 'keep' => false ) ) );
		$this->assertFalse( $this->keep( array() ) );
		$this->assertTrue( $this->keep( array( 'keep' => true ) ) );
	}

	public function test_an_earlier_plain_value_still_counts(): void {
		$this->assertTrue( $this->keep( '1' ) );
		$this->assertFalse( $this->keep( '' ) );
	}
}
