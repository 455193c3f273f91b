<?php
/**
 * The consent-domain check of Site Health matches hosts as the banner does (features/consent/domain.ts),
 * and the registered domain goes bare as the page config gives it to the boots.
 *
 * @package Colophon
 */

use Colophon\SiteHealth;
use PHPUnit\Framework\TestCase;

final class SiteHealthTest extends TestCase {

	public function test_the_registered_domain_and_its_subdomains_match(): void {
		$this->assertTrue( SiteHealth::domain_matches( 'example.com', 'example.com' ) );
		$this->assertTrue( SiteHealth::domain_matches( 'shop.example.com', 'example.com' ) );
		$this->assertTrue( SiteHealth::domain_matches( 'www.example.com', 'example.com' ) );
		$this->assertTrue( SiteHealth::domain_matches( 'example.com', 'https://www.Example.com/path' ) );
		$this->assertTrue( SiteHealth::domain_matches( '127.0.0.1:9400', '127.0.0.1' ) );
	}

	public function test_another_host_or_an_empty_registration_does_not(): void {
		$this->assertFalse( SiteHealth::domain_matches( 'evilexample.com', 'example.com' ) );
		$this->assertFalse( SiteHealth::domain_matches( 'example.org', 'example.com' ) );
		$this->assertFalse( SiteHealth::domain_matches( 'example.com', 'shop.example.com' ) );
		$this->assertFalse( SiteHealth::domain_matches( 'example.com', '' ) );
		$this->assertFalse( SiteHealth::domain_matches( '', 'example.com' ) );
	}

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
	public function test_a_typed_domain_goes_bare_as_the_page_config_gives_it( string $typed, string $bare ): void {
		$this->assertSame( $bare, SiteHealth::bare_host( $typed ) );
	}
}
