<?php
/** The catalogue of known services on the server: the owner's changes, what the blocker holds back, what a page carries, what the form saves. */

use Colophon\Consent\Catalogue;
use Colophon\Consent\Providers;
use Colophon\Consent\ServiceRows;
use PHPUnit\Framework\TestCase;

final class CatalogueTest extends TestCase {

	private static function category_of( array $providers, string $url ): ?string {
		return Providers::match( $providers, $url, 'site.test' )['categories'][0] ?? null;
	}

	public function test_every_service_is_held_back_by_its_category_on_its_hosts_and_subdomains_and_necessary_ones_never(): void {
		$providers = Catalogue::providers( array() );
		$this->assertGreaterThanOrEqual( 60, count( Catalogue::services() ) );
		foreach ( Catalogue::services() as $service ) {
			foreach ( $service['hosts'] as $host ) {
				$want = 'necessary' === $service['category'] ? null : $service['category'];
				$this->assertSame( $want, self::category_of( $providers, 'https://www.' . $host ), $host );
				$this->assertSame( $want, self::category_of( $providers, '//edge.' . $host . '?x=1' ), $host );
				$this->assertNull( self::category_of( $providers, 'https://' . explode( '/', $host )[0] . '.evil.example/' ), $host );
			}
		}
	}

	public function test_an_owner_moves_a_service_or_switches_it_off(): void {
		$providers = Catalogue::providers(
			array(
				'google-analytics' => 'performance',
				'hotjar'           => Catalogue::OFF,
			)
		);
		$this->assertSame( 'performance', self::category_of( $providers, 'https://www.google-analytics.com/g/collect' ) );
		$this->assertNull( self::category_of( $providers, 'https://static.hotjar.com/c/hotjar-1.js' ) );
		$this->assertSame( 'analytics', self::category_of( $providers, 'https://www.clarity.ms/tag/abc' ) );
	}

	public function test_a_page_carries_the_hosts_by_category_and_no_necessary_ones(): void {
		$config = Catalogue::page_config( array( 'youtube' => 'functional' ) );
		$this->assertArrayNotHasKey( 'necessary', $config );
		$this->assertContains( 'youtube.com', explode( ' ', $config['functional'] ) );
		$this->assertNotContains( 'youtube.com', explode( ' ', $config['advertisement'] ) );
		$this->assertContains( 'google-analytics.com', explode( ' ', $config['analytics'] ) );
		$this->assertArrayNotHasKey( 'necessary', Catalogue::page_config( array( 'youtube' => 'necessary' ) ) );
		$this->assertNotContains( 'youtube.com', explode( ' ', implode( ' ', Catalogue::page_config( array( 'youtube' => 'necessary' ) ) ) ) );
	}

	public function test_the_form_saves_only_what_differs_from_the_catalogue_and_refuses_an_unknown_category(): void {
		$slugs  = array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'other' );
		$errors = array();
		$input  = array_merge(
			ServiceRows::values( array() ),
			array(
				'service-youtube' => 'functional',
				'service-hotjar'  => 'off',
			)
		);
		$this->assertSame( array( 'hotjar' => 'off', 'youtube' => 'functional' ), self::sorted( ServiceRows::validate( $input, $slugs, $errors ) ) );
		$this->assertSame( array(), $errors );

		$saved = ServiceRows::validate( array( 'service-vimeo' => 'marketing' ), $slugs, $errors );
		$this->assertSame( array(), $saved );
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'Vimeo', $errors[0] );
		// A form without the rows (a kit made before the catalogue) changes nothing.
		$this->assertSame( array(), ServiceRows::validate( array(), $slugs, $errors ) );
	}

	private static function sorted( array $a ): array {
		ksort( $a );
		return $a;
	}
}
