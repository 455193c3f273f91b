<?php
/**
 * The consent-domain check of Site Health matches hosts as the banner does (features/consent/domain.ts).
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
}
