<?php
/** Takeover only on the incumbents' versions it has been checked against. */

use Colophon\Takeover\VersionGate;
use PHPUnit\Framework\TestCase;

final class VersionGateTest extends TestCase {

	private const CHECKED = array(
		'elementor'  => array( array( 'from' => '3.21.0', 'through' => '4.2' ) ),
		'jet-engine' => array(
			array( 'from' => '3.1.0', 'through' => '3.1' ),
			array( 'from' => '3.6.0', 'through' => '3.6' ),
		),
	);

	/** @return array<string, array{0: string, 1: string, 2: string}> */
	public static function versions(): array {
		return array(
			'the first checked'            => array( 'elementor', '3.21.0', '' ),
			'the CI stand-in'              => array( 'elementor', '3.21.6 (demo stand-in)', '' ),
			'a patch of the last minor'    => array( 'elementor', '4.2.9', '' ),
			'the lab\'s four-part version' => array( 'jet-engine', '3.6.4.1', '' ),
			'the next minor'               => array( 'elementor', '4.3.0', 'Elementor 4.3.0: newer than the versions takeover is checked with (3.21.0 – 4.2.x)' ),
			'a beta of the next minor'     => array( 'elementor', '4.3.0-beta1', 'Elementor 4.3.0: newer than' ),
			'a major ahead'                => array( 'elementor', '5.0', 'Elementor 5.0: newer than' ),
			'older'                        => array( 'elementor', '3.20.4', 'Elementor 3.20.4: not among the versions takeover is checked with (3.21.0 – 4.2.x)' ),
			'between two ranges'           => array( 'jet-engine', '3.3.2', 'JetEngine 3.3.2: not among the versions takeover is checked with (3.1.0 – 3.1.x, 3.6.0 – 3.6.x)' ),
			'unreadable'                   => array( 'jet-engine', '', 'JetEngine: its version cannot be read' ),
		);
	}

	/** @dataProvider versions */
	public function test_a_version_is_checked_or_said_why_not( string $slug, string $version, string $why ): void {
		$out = VersionGate::unchecked( array( $slug => $version ), self::CHECKED );
		if ( '' === $why ) {
			$this->assertSame( array(), $out );
		} else {
			$this->assertStringStartsWith( $why, $out[ $slug ] ?? '' );
		}
	}

	public function test_an_incumbent_with_no_ranges_is_not_gated(): void {
		$this->assertSame( array(), VersionGate::unchecked( array( 'some-addon' => '9.9' ), self::CHECKED ) );
	}

	public function test_the_shipped_ranges_cover_the_versions_run_in_ci_and_the_labs(): void {
		$run = array(
			'elementor'     => array( '3.21.6', '4.2.1' ),
			'elementor-pro' => array( '3.21.3', '4.2.1' ),
			'jet-engine'    => array( '3.1.5', '3.6.4.1' ),
		);
		foreach ( $run as $slug => $versions ) {
			foreach ( $versions as $version ) {
				$this->assertSame( array(), VersionGate::unchecked( array( $slug => $version ), VersionGate::checked() ), "$slug $version" );
			}
		}
		$this->assertNotSame( array(), VersionGate::unchecked( array( 'elementor' => '4.3.0' ), VersionGate::checked() ) );
	}
}
