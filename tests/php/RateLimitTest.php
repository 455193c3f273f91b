<?php
/**
 * So many of a kind an hour per address (includes/RateLimit.php), as the consent records, the
 * waitlist and strict mode's reports use it: the limit's request is refused, another address and
 * another kind count apart, 0 means no limit, a lock that cannot be had counts as refused.
 */

use Colophon\RateLimit;
use PHPUnit\Framework\TestCase;

/** The options table as far as includes/Lock.php uses it: INSERT IGNORE and DELETE of one row. */
final class RateLimitTestDb {
	public string $options = 'wp_options';
	/** @var array<string, true> */
	public array $rows = array();
	public bool $held = false;

	public function prepare( string $query, ...$args ): array {
		return array( $query, $args );
	}

	public function query( array $prepared ): int {
		list( $query, $args ) = $prepared;
		if ( str_starts_with( $query, 'INSERT IGNORE' ) ) {
			if ( $this->held || isset( $this->rows[ $args[0] ] ) ) {
				return 0;
			}
			$this->rows[ $args[0] ] = true;
			return 1;
		}
		if ( ! str_contains( $query, 'option_value <' ) ) {
			unset( $this->rows[ $args[0] ] );
		}
		return 1;
	}
}

final class RateLimitTest extends TestCase {

	protected function setUp(): void {
		$GLOBALS['wpdb']                    = new RateLimitTestDb();
		$GLOBALS['colophon_test_transients'] = array();
		$_SERVER['REMOTE_ADDR']             = '203.0.113.7';
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wpdb'], $GLOBALS['colophon_test_transients'], $GLOBALS['colophon_test_filters'], $_SERVER['REMOTE_ADDR'] );
	}

	public function test_the_limit_s_request_is_refused_and_other_addresses_and_kinds_count_apart(): void {
		for ( $i = 0; $i < 60; $i++ ) {
			$this->assertTrue( RateLimit::take( 'consent-record', 60 ), "request $i" );
		}
		$this->assertFalse( RateLimit::take( 'consent-record', 60 ) );
		$this->assertTrue( RateLimit::take( 'waitlist', 60 ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertTrue( RateLimit::take( 'consent-record', 60 ) );
		// Behind a proxy the site passes the real address: it counts by that one.
		$GLOBALS['colophon_test_filters']['colophon_client_address'] = static fn(): string => '203.0.113.7';
		$this->assertFalse( RateLimit::take( 'consent-record', 60 ) );
		$this->assertSame( array(), $GLOBALS['wpdb']->rows, 'every lock is released' );
	}

	public function test_no_limit_and_no_address_let_everything_through(): void {
		for ( $i = 0; $i < 100; $i++ ) {
			$this->assertTrue( RateLimit::take( 'consent-record', 0 ) );
		}
		unset( $_SERVER['REMOTE_ADDR'] );
		$this->assertTrue( RateLimit::take( 'consent-record', 1 ) );
	}

	public function test_a_lock_that_cannot_be_had_counts_as_the_limit_reached(): void {
		$GLOBALS['wpdb']->held = true;
		$this->assertFalse( RateLimit::take( 'consent-record', 60 ) );
		$this->assertSame( array(), $GLOBALS['colophon_test_transients'], 'nothing counted' );
	}
}
