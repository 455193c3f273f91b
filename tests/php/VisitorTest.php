<?php
/** Signed identities: only this site's, only for their own cookie, only while they are young enough. */

use Colophon\Visitor;
use PHPUnit\Framework\TestCase;

final class VisitorTest extends TestCase {

	private const TOKEN = 'abcdefghijklmnopqrstuvwx';

	public function test_a_value_this_site_signed_names_its_token(): void {
		$this->assertSame( self::TOKEN, Visitor::verify( Visitor::COOKIE, Visitor::mint( Visitor::COOKIE, self::TOKEN, time() - 60 ) ) );
		$this->assertSame( self::TOKEN, Visitor::verify( Visitor::SESSION_COOKIE, Visitor::mint( Visitor::SESSION_COOKIE, self::TOKEN, time() ) ) );
	}

	public function test_a_session_value_is_not_a_visitor_value_nor_the_reverse(): void {
		$this->assertNull( Visitor::verify( Visitor::COOKIE, Visitor::mint( Visitor::SESSION_COOKIE, self::TOKEN, time() ) ) );
		$this->assertNull( Visitor::verify( Visitor::SESSION_COOKIE, Visitor::mint( Visitor::COOKIE, self::TOKEN, time() ) ) );
	}

	public function test_an_identity_past_its_lifetime_or_from_the_future_names_nobody(): void {
		$this->assertNull( Visitor::verify( Visitor::COOKIE, Visitor::mint( Visitor::COOKIE, self::TOKEN, time() - YEAR_IN_SECONDS - 1 ) ) );
		$this->assertNull( Visitor::verify( Visitor::SESSION_COOKIE, Visitor::mint( Visitor::SESSION_COOKIE, self::TOKEN, time() - WEEK_IN_SECONDS - 1 ) ) );
		$this->assertNull( Visitor::verify( Visitor::COOKIE, Visitor::mint( Visitor::COOKIE, self::TOKEN, time() + 3600 ) ) );
	}

	public static function forged(): array {
		$good = Visitor::mint( Visitor::COOKIE, self::TOKEN, 1_800_000_000 );
		list( $token, $issued, $signature ) = explode( '.', $good );
		return array(
			'no issue time (the old format)' => array( $token . '.' . $signature ),
			'another issue time'             => array( $token . '.' . ( time() - 10 ) . '.' . $signature ),
			'another token'                  => array( 'Z' . substr( $token, 1 ) . '.' . $issued . '.' . $signature ),
			'a made-up signature'            => array( $token . '.' . time() . '.' . str_repeat( '0', 32 ) ),
			'a short token'                  => array( 'abc.' . time() . '.' . $signature ),
			'empty'                          => array( '' ),
		);
	}

	/** @dataProvider forged */
	public function test_a_forged_value_names_nobody( string $value ): void {
		$this->assertNull( Visitor::verify( Visitor::COOKIE, $value ) );
	}
}
