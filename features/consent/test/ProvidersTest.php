<?php
/** The server's provider matching follows the same table of cases as the browser's (features/consent/test/provider-patterns.json). */

use Colophon\Consent\Providers;
use PHPUnit\Framework\TestCase;

final class ProvidersTest extends TestCase {

	private static function table(): array {
		return json_decode( (string) file_get_contents( __DIR__ . '/provider-patterns.json' ), true );
	}

	public static function cases(): array {
		$out = array();
		foreach ( self::table()['cases'] as $case ) {
			$out[ $case['url'] ] = array( $case['url'], $case['blocked'] );
		}
		return $out;
	}

	public static function patterns(): array {
		$out = array();
		foreach ( self::table()['patterns'] as $case ) {
			$out[ '"' . $case['pattern'] . '"' ] = array( $case['pattern'], $case['normal'] );
		}
		return $out;
	}

	public static function needs_blocker(): array {
		$out = array();
		foreach ( self::table()['needsBlocker'] as $case ) {
			$out[ implode( ' ', $case['providers'] ) . ' on ' . $case['host'] ] = array( $case['providers'], $case['host'], $case['needs'] );
		}
		return $out;
	}

	public function test_strict_mode_lets_in_each_providers_host_by_the_categories_it_waits_for(): void {
		$providers = array(
			array( 'url' => 'https://www.YouTube.com/embed/', 'categories' => array( 'functional' ) ),
			array( 'url' => '//ads.example.com/pixel.js', 'categories' => array( 'advertisement', 'analytics' ) ),
			array( 'url' => 'youtube.com/other', 'categories' => array( 'functional' ) ),
			array( 'url' => '/wp-content/plugins/tracker/', 'categories' => array( 'analytics' ) ),
			array( 'url' => 'stats.example', 'categories' => array() ),
		);
		$this->assertSame(
			array(
				'functional'              => 'youtube.com',
				'advertisement analytics' => 'ads.example.com',
			),
			Providers::strict_hosts( $providers )
		);
	}

	/** @dataProvider needs_blocker */
	public function test_strict_mode_keeps_the_blocker_for_the_same_providers_as_the_browser( array $patterns, string $host, bool $needs ): void {
		$providers = array_map( static fn( $url ) => array( 'url' => $url ), $patterns );
		$this->assertSame( $needs, Providers::needs_blocker( $providers, $host ) );
	}

	/** @dataProvider cases */
	public function test_a_url_is_blocked_by_the_same_providers_as_in_the_browser( string $url, ?array $blocked ): void {
		$table    = self::table();
		$provider = Providers::match( $table['providers'], $url, $table['site'] );
		$this->assertSame( $blocked, $provider ? $provider['categories'] : null );
	}

	/** @dataProvider patterns */
	public function test_a_pattern_is_normalised_as_in_the_browser( string $pattern, ?string $normal ): void {
		$this->assertSame( $normal, Providers::normalise( $pattern ) );
	}

	public function test_a_pattern_nothing_can_match_is_skipped_not_matched_everywhere(): void {
		$providers = array( array( 'url' => '?x=1', 'categories' => array( 'analytics' ), 'fullPath' => false ) );
		$this->assertNull( Providers::match( $providers, 'https://site.test/anything.js', 'site.test' ) );
	}

	public function test_entities_in_the_url_are_read_as_the_browser_reads_them(): void {
		$table = self::table();
		$this->assertSame( array( 'analytics' ), Providers::match( $table['providers'], '&#x2F;trackers&#x2F;analytics.js', 'site.test' )['categories'] );
	}
}
