<?php
/** The incumbents' versions as takeover reads them (the version gate compares them with checked.json). */

use Colophon\Takeover\Module;
use Colophon\Takeover\VersionGate;
use PHPUnit\Framework\TestCase;

final class IncumbentsTest extends TestCase {

	/**
	 * JetEngine keeps its version in its instance, not in a constant: read there, it is one takeover
	 * has been checked with (before, it read as unknown and paused takeover on every page).
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_jetengines_version_is_read_from_its_instance(): void {
		require __DIR__ . '/fixtures/jet-engine.php'; // A stand-in of the plugin, in this process only.
		$found = Module::incumbents();
		$this->assertSame( '3.6.4.1', $found['jet-engine'] );
		$this->assertSame( array(), VersionGate::unchecked( $found, VersionGate::checked() ) );
	}
}
