<?php
/** What a consent record may hold, and the address kept with it. */

use Colophon\ConsentRecords\Record;
use PHPUnit\Framework\TestCase;

final class RecordTest extends TestCase {

	private const SLUGS = array( 'necessary', 'functional', 'analytics' );

	private static function body( array $changes = array() ): array {
		return array_merge(
			array(
				'consentId'  => 'abcdEFGH-1234_xyz',
				'kind'       => 'custom',
				'categories' => array(
					'necessary' => 'yes',
					'functional' => 'no',
					'analytics' => 'yes',
				),
				'page'       => '/pricing/',
				'version'    => '0123456789ab',
			),
			$changes
		);
	}

	public function test_a_record_is_kept_as_sent_with_its_categories_in_order(): void {
		list( $row, $error ) = Record::from( self::body(), self::SLUGS );
		$this->assertSame( '', $error );
		$this->assertSame(
			array(
				'consent_id'     => 'abcdEFGH-1234_xyz',
				'kind'           => 'custom',
				'categories'     => '{"analytics":"yes","functional":"no","necessary":"yes"}',
				'page'           => '/pricing/',
				'banner_version' => '0123456789ab',
			),
			$row
		);
	}

	public static function refused(): array {
		return array(
			'not an object'       => array( 'text', 'The body must be a JSON object.' ),
			'a short id'          => array( array( 'consentId' => 'abc' ), 'consentId: 8 to 64 letters, digits, - or _.' ),
			'an id with a quote'  => array( array( 'consentId' => 'abcdefgh"x' ), 'consentId: 8 to 64 letters, digits, - or _.' ),
			'an unknown kind'     => array( array( 'kind' => 'maybe' ), 'kind: one of accept, reject, custom, withdrawal.' ),
			'no categories'       => array( array( 'categories' => array() ), 'categories: an object of category => "yes" or "no".' ),
			'a foreign category'  => array( array( 'categories' => array( 'marketing' => 'yes' ) ), 'categories: no category "marketing" on this site.' ),
			'a bad answer'        => array( array( 'categories' => array( 'analytics' => 'sure' ) ), 'categories: "yes" or "no" for analytics.' ),
			'a page elsewhere'    => array( array( 'page' => 'https://evil.example/' ), 'page: a path of this site, starting with /.' ),
			'a page with a space' => array( array( 'page' => '/a b' ), 'page: a path of this site, starting with /.' ),
			'no version'          => array( array( 'version' => '' ), 'version: the banner version, 12 hexadecimal digits.' ),
		);
	}

	/** @dataProvider refused */
	public function test_what_is_not_a_record_is_refused_with_the_reason( $changes, string $message ): void {
		list( $row, $error ) = Record::from( is_array( $changes ) ? self::body( $changes ) : $changes, self::SLUGS );
		$this->assertNull( $row );
		$this->assertSame( $message, $error );
	}

	public function test_the_address_is_kept_as_analytics_tools_keep_it(): void {
		$this->assertSame( '203.0.113.0', Record::truncate( '203.0.113.77' ) );
		$this->assertSame( '2001:db8:85a3::', Record::truncate( '2001:0db8:85a3:08d3:1319:8a2e:0370:7344' ) );
		$this->assertSame( '::', Record::truncate( '::1' ) );
		$this->assertSame( '', Record::truncate( 'not an address' ) );
		$this->assertSame( '', Record::truncate( '' ) );
	}
}
