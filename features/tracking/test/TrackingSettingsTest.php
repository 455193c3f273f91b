<?php
/**
 * Tracking settings: bad input is refused with a message naming the field; good input is kept.
 */

use Colophon\Tracking\Settings;
use PHPUnit\Framework\TestCase;

final class TrackingSettingsTest extends TestCase {

	private static function valid(): array {
		return array(
			'pixel_code'          => 'cdemopixel0colophon1',
			'pixel_src'           => '/wp-content/plugins/colophon/demo/trackers/ad-pixel.js',
			'advanced_matching'   => '1',
			'country'             => 'gb',
			'experiments'         => "#a, #b = 9088\nform[name=guide] = 9407\n",
			'conversion_function' => 'abTool.convert',
			'marketplace_hosts'   => 'https://www.Marketplace.example.com/join, shop.example.org',
			'affiliate_days'      => '30',
		);
	}

	public function test_good_input_is_kept_and_normalised(): void {
		list( $clean, $errors ) = Settings::validate( self::valid() );
		$this->assertSame( array(), $errors );
		$this->assertSame( 'CDEMOPIXEL0COLOPHON1', $clean['pixel_code'] );
		$this->assertSame( 'GB', $clean['country'] );
		$this->assertSame( 30, $clean['affiliate_days'] );
		$this->assertSame(
			array( array( 'selector' => '#a, #b', 'id' => 9088 ), array( 'selector' => 'form[name=guide]', 'id' => 9407 ) ),
			Settings::experiments( $clean['experiments'] )[0]
		);
		$this->assertSame( array( 'marketplace.example.com', 'shop.example.org' ), Settings::hosts( $clean['marketplace_hosts'] )[0] );
	}

	/** @return array<string, array{0: string, 1: string, 2: string}> field, bad value, words the message must hold */
	public static function bad(): array {
		return array(
			'pixel code with a quote'     => array( 'pixel_code', 'ABC"DEF12', 'TikTok pixel ID' ),
			'pixel from http elsewhere'   => array( 'pixel_src', 'http://tracker.example/events.js', 'Pixel script address' ),
			'pixel from //host'           => array( 'pixel_src', '//tracker.example/events.js', 'Pixel script address' ),
			'not a country'               => array( 'country', 'XX', 'Country: "XX"' ),
			'three letters'               => array( 'country', 'GBR', 'Country' ),
			'experiment without id'       => array( 'experiments', "#a = 9088\n#b =", 'Experiments, line 2' ),
			'experiment with markup'      => array( 'experiments', '<script> = 1', 'Experiments, line 1' ),
			'conversion as code'          => array( 'conversion_function', 'alert(1)', 'Conversion function' ),
			'host that is not one'        => array( 'marketplace_hosts', 'marketplace.example.com, not_a_host', '"not_a_host"' ),
			'affiliate days zero'         => array( 'affiliate_days', '0', 'Affiliate code lifetime' ),
			'affiliate days past a year'  => array( 'affiliate_days', '400', 'Affiliate code lifetime' ),
		);
	}

	/** @dataProvider bad */
	public function test_bad_input_is_refused_naming_the_field( string $field, string $value, string $words ): void {
		$input           = self::valid();
		$input[ $field ] = $value;
		list( , $errors )    = Settings::validate( $input );
		$this->assertCount( 1, $errors, implode( ' | ', $errors ) );
		$this->assertStringContainsString( $words, $errors[0] );
	}

	public function test_a_list_where_text_belongs_is_refused_not_a_warning(): void {
		$input                = self::valid();
		$input['pixel_code']  = array( 'x' );
		list( , $errors )         = Settings::validate( $input );
		$this->assertSame( array( 'TikTok pixel ID: expected text, got a list.' ), $errors );
	}

	public function test_advanced_matching_needs_a_country(): void {
		$input            = self::valid();
		$input['country'] = '';
		list( , $errors )     = Settings::validate( $input );
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'advanced matching', $errors[0] );
	}
}
