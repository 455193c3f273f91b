<?php
/**
 * The registered domain as the page config gives it to the boots (features/consent/domain.ts
 * compares the page's host with it).
 */

use Colophon\Consent\PageConfig;
use PHPUnit\Framework\TestCase;

final class PageConfigTest extends TestCase {

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function registered(): array {
		return array(
			'a host'                  => array( 'example.com', 'example.com' ),
			'www. and capitals'       => array( 'WWW.Example.com', 'example.com' ),
			'a URL with a path'       => array( 'https://www.example.com/path', 'example.com' ),
			'a port'                  => array( 'example.com:8080', 'example.com' ),
			'a trailing dot'          => array( 'shop.example.com.', 'shop.example.com' ),
			'spaces around'           => array( '  example.com  ', 'example.com' ),
			'an address'              => array( '127.0.0.1', '127.0.0.1' ),
			'nothing'                 => array( '', '' ),
			'a www inside is kept'    => array( 'blog.www.example.com', 'blog.www.example.com' ),
		);
	}

	/**
	 * @dataProvider registered
	 */
	public function test_the_registered_domain_goes_bare( string $typed, string $bare ): void {
		$this->assertSame( $bare, PageConfig::registered_host( $typed ) );
	}
}
