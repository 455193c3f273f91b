<?php
/**
 * What the page config gives the boots worked out: the registered domain bare (features/consent/
 * domain.ts compares the page's host with it) and the providers' patterns in matching form
 * (features/consent/providers.ts matches addresses with them).
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

	public function test_providers_go_in_the_form_the_blocker_matches_them(): void {
		$this->assertSame(
			array(
				array(
					'url'        => 'stats.example/collect',
					'categories' => array( 'analytics' ),
					'fullPath'   => true,
				),
				array(
					'url'        => '/wp-content/plugins/chat/',
					'categories' => array( 'functional' ),
					'fullPath'   => false,
				),
			),
			PageConfig::matching_form(
				array(
					array(
						'url'        => 'https://WWW.Stats.Example/Collect?x=1',
						'categories' => array( 'analytics' ),
						'fullPath'   => true,
					),
					array(
						'url'        => 'never matches',
						'categories' => array( 'analytics' ),
						'fullPath'   => false,
					),
					array(
						'url'        => '/wp-content/plugins/./chat/',
						'categories' => array( 'functional' ),
						'fullPath'   => false,
					),
				)
			)
		);
	}
}
