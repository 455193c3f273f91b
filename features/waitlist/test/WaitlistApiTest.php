<?php
/** The marketplace API address: the owner's setting, https or this site only. */

use Colophon\Waitlist\Waitlist;
use PHPUnit\Framework\TestCase;

final class WaitlistApiTest extends TestCase {

	public static function addresses(): array {
		return array(
			'https elsewhere'        => array( 'https://api.marketplace.example', true ),
			'https with a path'      => array( 'https://api.marketplace.example/base/', true ),
			'a path of this site'    => array( '/demo-marketplace-api', true ),
			'http on this host'      => array( 'http://site.test/api', true ),
			'http elsewhere'         => array( 'http://collector.example', false ),
			'protocol-relative'      => array( '//collector.example/api', false ),
			'a path with a backslash' => array( '/\\collector.example', false ),
			'credentials in it'      => array( 'https://user:pw@api.example', false ),
			'javascript'             => array( 'javascript:alert(1)', false ),
			'empty'                  => array( '', false ),
		);
	}

	/** @dataProvider addresses */
	public function test_only_https_or_this_site_is_allowed( string $api, bool $allowed ): void {
		$this->assertSame( $allowed, Waitlist::allowed( $api, 'site.test' ) );
	}
}
