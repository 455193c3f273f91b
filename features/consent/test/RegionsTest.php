<?php
/** The law per visitor region: rules as an owner writes them, and which one applies. */

use Colophon\Consent\Regions;
use PHPUnit\Framework\TestCase;

final class RegionsTest extends TestCase {

	private static function rules(): array {
		return Regions::parse( "US-CA, US-CO = ccpa\nEU, GB, ch = GDPR\nUS = none\n\nAU = none" )[0];
	}

	public function test_rules_are_read_as_written_case_and_blank_lines_aside(): void {
		$this->assertSame(
			array(
				array( 'regions' => array( 'US-CA', 'US-CO' ), 'law' => 'ccpa' ),
				array( 'regions' => array( 'EU', 'GB', 'CH' ), 'law' => 'gdpr' ),
				array( 'regions' => array( 'US' ), 'law' => 'none' ),
				array( 'regions' => array( 'AU' ), 'law' => 'none' ),
			),
			self::rules()
		);
		$this->assertSame( "US-CA, US-CO = ccpa\nEU, GB, CH = gdpr\nUS = none\nAU = none", Regions::text( self::rules() ) );
	}

	public static function visitors(): array {
		return array(
			'a named state'            => array( 'US-CA', 'ccpa' ),
			'its country, another state' => array( 'US-TX', 'none' ),
			'the country alone'        => array( 'us', 'none' ),
			'a member of the EEA'      => array( 'DE', 'gdpr' ),
			'Norway, in the EEA'       => array( 'NO', 'gdpr' ),
			'named beside EU'          => array( 'GB', 'gdpr' ),
			'no rule names it'         => array( 'JP', 'gdpr' ),
			'no header'                => array( '', 'gdpr' ),
			'garbage'                  => array( 'X1; DROP', 'gdpr' ),
			'Cloudflare\'s unknown'    => array( 'XX', 'gdpr' ),
		);
	}

	/** @dataProvider visitors */
	public function test_the_first_rule_naming_the_region_or_its_country_wins_else_the_site_s_law( string $code, string $law ): void {
		$this->assertSame( $law, Regions::law_for( self::rules(), 'gdpr', $code ) );
	}

	public function test_a_line_that_is_not_a_rule_is_refused_naming_its_line(): void {
		list( $rules, $errors ) = Regions::parse( "DE = gdpr\nUS-CA ccpa\nFR = maybe\nE U = gdpr" );
		$this->assertSame( array( array( 'regions' => array( 'DE' ), 'law' => 'gdpr' ) ), $rules );
		$this->assertCount( 3, $errors );
		$this->assertStringStartsWith( 'Rules by region, line 2 ("US-CA ccpa")', $errors[0] );
		$this->assertStringStartsWith( 'Rules by region, line 3', $errors[1] );
		$this->assertStringStartsWith( 'Rules by region, line 4', $errors[2] );
	}
}
