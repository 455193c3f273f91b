<?php
/** Avatars wait for consent: the avatar hosts are providers, and an inert avatar shows the local placeholder. */

use Colophon\Consent\Avatars;
use Colophon\Consent\InertTags;
use Colophon\Consent\Providers;
use PHPUnit\Framework\TestCase;

final class AvatarsTest extends TestCase {

	/** What get_avatar() prints for a commenter (WordPress 6.x). */
	private const AVATAR = "<img alt='' src='https://secure.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346?s=32&#038;d=mm&#038;r=g' srcset='https://secure.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346?s=64&#038;d=mm&#038;r=g 2x' class='avatar avatar-32 photo' height='32' width='32' loading='lazy' decoding='async'/>";

	protected function tearDown(): void {
		unset( $GLOBALS['colophon_test_filters'] );
	}

	private static function blocked( array $providers ): callable {
		return static fn( string $url ): ?array => Providers::match( $providers, $url, 'site.test' )['categories'] ?? null;
	}

	public function test_the_avatar_service_is_a_provider_in_the_chosen_category(): void {
		$providers = Avatars::providers( 'functional' );
		$this->assertSame( array( array( 'url' => 'gravatar.com', 'categories' => array( 'functional' ), 'fullPath' => false ) ), $providers );
		foreach ( array( 'https://secure.gravatar.com/avatar/x?s=32', 'http://0.gravatar.com/avatar/x', '//www.gravatar.com/avatar/x' ) as $url ) {
			$this->assertSame( array( 'functional' ), Providers::match( $providers, $url, 'site.test' )['categories'] ?? null, $url );
		}
		$this->assertNull( Providers::match( $providers, 'https://site.test/wp-content/uploads/me.jpg', 'site.test' ) );
	}

	public function test_load_at_once_blocks_no_avatar_host(): void {
		$this->assertSame( array(), Avatars::providers( '' ) );
	}

	public function test_other_avatar_services_come_from_the_filter_and_nonsense_is_dropped(): void {
		$GLOBALS['colophon_test_filters']['colophon_avatar_hosts'] = static fn( array $hosts ): array => array_merge( $hosts, array( 'avatars.example.net', '', 42 ) );
		$this->assertSame( array( 'gravatar.com', 'avatars.example.net' ), array_column( Avatars::providers( 'other' ), 'url' ) );
	}

	public function test_an_avatar_is_printed_inert_with_the_local_placeholder(): void {
		$inert = InertTags::rewrite( self::AVATAR, self::blocked( Avatars::providers( 'functional' ) ) )['html'];
		$html  = Avatars::with_placeholder( $inert );
		$this->assertStringStartsWith( '<img src="https://site.test/wp-content/plugins/colophon/features/consent/avatar-placeholder.svg" alt=""', $html );
		$this->assertStringNotContainsString( " src='https://secure.gravatar.com", $html );
		$this->assertStringNotContainsString( " srcset=", str_replace( 'data-colophon-srcset=', '', $html ) );
		$this->assertStringContainsString( 'data-colophon-src="https://secure.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346?s=32&amp;d=mm&amp;r=g"', $html );
		$this->assertStringContainsString( 'data-colophon-srcset=', $html );
		$this->assertStringContainsString( 'data-colophon-categories="functional"', $html );
		$this->assertStringContainsString( 'class="avatar avatar-32 photo" height="32" width="32"', $html );
		$this->assertFileExists( dirname( __DIR__ ) . '/avatar-placeholder.svg' );
	}

	public function test_an_avatar_that_may_load_is_left_alone(): void {
		$this->assertSame( self::AVATAR, Avatars::with_placeholder( InertTags::rewrite( self::AVATAR, self::blocked( array() ) )['html'] ) );
		// A local avatar (an uploaded picture) is never a provider's.
		$local = '<img src="/wp-content/uploads/me.jpg" class="avatar">';
		$this->assertSame( $local, Avatars::with_placeholder( InertTags::rewrite( $local, self::blocked( Avatars::providers( 'functional' ) ) )['html'] ) );
	}
}
