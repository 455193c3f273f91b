<?php
/** The scan's results on the server: what a posted scan may hold, one row per host with how Colophon treats it, and what changed since the scan before. */

use Colophon\ConsentScan\Results;
use PHPUnit\Framework\TestCase;

final class ResultsTest extends TestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['colophon_test_options'] );
	}

	private static function settings( array $changes = array() ): array {
		return array_merge(
			array(
				'providers'    => array( array( 'url' => 'tracker.example', 'categories' => array( 'analytics' ), 'fullPath' => false ) ),
				'services'     => array( 'hotjar' => 'off', 'vimeo' => 'functional' ),
				'avatars'      => 'functional',
				'allowedHosts' => array( 'cdn.partner.example' ),
			),
			$changes
		);
	}

	private static function found( string $url, string $page = '/', string $tag = 'script[src]' ): array {
		return array( 'host' => (string) parse_url( $url, PHP_URL_HOST ), 'url' => $url, 'tag' => $tag, 'page' => $page );
	}

	public function test_each_host_says_how_it_is_treated_unknown_ones_first(): void {
		$rows = Results::rows(
			array(
				self::found( 'https://www.google-analytics.com/g/collect', '/' ),
				self::found( 'https://www.google-analytics.com/analytics.js', '/about/', 'inline script' ),
				self::found( 'https://cdn.jsdelivr.net/npm/x.js' ),
				self::found( 'https://static.hotjar.com/c/hotjar-1.js' ),
				self::found( 'https://player.vimeo.com/video/1', '/', 'iframe[src]' ),
				self::found( 'https://pixel.tracker.example/p.gif', '/', 'img[src]' ),
				self::found( 'https://secure.gravatar.com/avatar/x', '/', 'img[src]' ),
				self::found( 'https://cdn.partner.example/a.js' ),
				self::found( 'https://widgets.nobody.example/w.js' ),
			),
			array( 'api.reported.example:443' => array( 'pages' => array( '/checkout/' => 3 ) ) ),
			self::settings()
		);
		$summary = array_map( static fn( array $r ): string => $r['host'] . ' ' . $r['status'] . ' ' . implode( ',', $r['categories'] ) . ' ' . ( $r['service']['id'] ?? '-' ), $rows );
		$this->assertSame(
			array(
				'api.reported.example unknown  -',
				'widgets.nobody.example unknown  -',
				'pixel.tracker.example owner analytics -',
				'player.vimeo.com held functional vimeo',
				'secure.gravatar.com held functional avatars',
				'www.google-analytics.com held analytics google-analytics',
				'cdn.jsdelivr.net necessary necessary jsdelivr',
				'cdn.partner.example allowed  -',
				'static.hotjar.com off  hotjar',
			),
			$summary
		);
		$analytics = $rows[5];
		$this->assertSame( array( '/', '/about/' ), $analytics['pages'] );
		$this->assertSame( array( 'script[src]', 'inline script' ), $analytics['tags'] );
		$this->assertSame( array( '/checkout/' ), $rows[0]['pages'] );
		$this->assertTrue( $rows[0]['reports'] );
	}

	public function test_a_posted_scan_is_checked_and_cleaned(): void {
		$this->assertSame( 'The scan must be sent as {"pages": [...], "found": [...]}.', Results::clean( 'nonsense' )[1] );
		$this->assertSame( 'The scan must be sent as {"pages": [...], "found": [...]}.', Results::clean( array( 'pages' => array() ) )[1] );
		$this->assertStringStartsWith( 'A scan holds at most 1000 pages', Results::clean( array( 'pages' => array_fill( 0, 1001, array( 'url' => 'https://site.test/' ) ), 'found' => array() ) )[1] );
		list( $scan, $error ) = Results::clean(
			array(
				'pages'   => array( array( 'url' => 'https://site.test/a/' ), array( 'url' => 'https://site.test/b/', 'error' => 'HTTP 500' ), array( 'url' => 'javascript:alert(1)' ), 'x' ),
				'found'   => array(
					array( 'host' => 'CDN.Example', 'url' => 'https://cdn.example/a.js', 'tag' => 'script[src]', 'page' => 'a/' ),
					array( 'host' => 'not a host', 'url' => 'https://x/', 'tag' => 'x', 'page' => '/' ),
					array( 'host' => 'evil.example', 'url' => 'javascript:alert(1)', 'tag' => '<b>x</b>', 'page' => '/' ),
				),
				'stopped' => true,
			)
		);
		$this->assertSame( '', $error );
		$this->assertSame( array( array( 'url' => 'https://site.test/a/' ), array( 'url' => 'https://site.test/b/', 'error' => 'HTTP 500' ) ), $scan['pages'] );
		$this->assertSame(
			array(
				array( 'host' => 'cdn.example', 'url' => 'https://cdn.example/a.js', 'tag' => 'script[src]', 'page' => '/a/' ),
				array( 'host' => 'evil.example', 'url' => '', 'tag' => 'x', 'page' => '/' ),
			),
			$scan['found']
		);
		$this->assertTrue( $scan['stopped'] );
	}

	public function test_a_new_scan_says_which_hosts_came_and_went(): void {
		$scan = static fn( string ...$hosts ): array => array(
			'pages'   => array( array( 'url' => 'https://site.test/' ) ),
			'found'   => array_map( static fn( string $h ): array => self::found( 'https://' . $h . '/x.js' ), $hosts ),
			'stopped' => false,
		);
		Results::save( $scan( 'a.example', 'b.example' ), 100 );
		$this->assertNull( Results::stored()['changes'] );
		Results::save( $scan( 'b.example', 'c.example' ), 200 );
		$this->assertSame( array( 'added' => array( 'c.example' ), 'gone' => array( 'a.example' ) ), Results::stored()['changes'] );
		$this->assertSame( 200, Results::stored()['time'] );
	}
}
