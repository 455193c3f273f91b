<?php
/** The doc_type table PHP shares with the admin app (../doc-types.json) is found and read. */

use Colophon\Kits\DocTypes;
use PHPUnit\Framework\TestCase;

final class DocTypesTest extends TestCase {

	public function test_reads_the_shared_table(): void {
		$table = json_decode( (string) file_get_contents( __DIR__ . '/../doc-types.json' ), true );
		$this->assertNotEmpty( $table['importable'] );
		foreach ( $table['importable'] as $doc_type ) {
			$this->assertTrue( DocTypes::importable( $doc_type ), $doc_type );
		}
		$this->assertFalse( DocTypes::importable( 'no-such-type' ) );
		foreach ( $table['groups'] as $group => $types ) {
			$this->assertSame( $group, DocTypes::group( $types[0] ) );
		}
	}
}
