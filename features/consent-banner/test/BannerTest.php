<?php
/** The consent banner the server prints (features/consent/php/Banner.php), and the copy the browser unit tests use. */

use Colophon\Consent\Banner;
use PHPUnit\Framework\TestCase;

final class BannerTest extends TestCase {

	public const TEXTS = array(
		'title'       => 'We value your privacy',
		'description' => 'We use cookies to run this site & to count visits.',
		'customise'   => 'Customise',
		'rejectAll'   => 'Reject all',
		'acceptAll'   => 'Accept all',
		'revisit'     => 'Cookie settings',
	);

	public function test_the_browser_tests_use_the_markup_the_server_prints(): void {
		$this->assertSame( trim( (string) file_get_contents( __DIR__ . '/banner.html' ) ), Banner::markup( self::TEXTS ) );
	}

	public function test_banner_and_revisit_button_are_printed_hidden_with_one_action_per_button(): void {
		$html = Banner::markup( self::TEXTS );
		$this->assertMatchesRegularExpression( '/<section class="colophon-consent__banner" role="dialog"[^>]* hidden>/', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="colophon-consent__revisit" data-consent-action="revisit"[^>]* hidden>/', $html );
		preg_match_all( '/data-consent-action="([a-z]+)"[^>]*>([^<]*)/', $html, $actions );
		$this->assertSame( array( 'customise', 'reject', 'accept', 'revisit' ), $actions[1] );
		$this->assertSame( array( 'Customise', 'Reject all', 'Accept all', '' ), $actions[2] ); // the revisit button is an icon with a label
	}

	public function test_texts_are_escaped_in_text_and_in_attributes(): void {
		$html = Banner::markup( array_merge( self::TEXTS, array( 'title' => '<script>x</script>', 'revisit' => 'Say "hi" & <go>' ) ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;', $html );
		$this->assertStringContainsString( 'aria-label="Say &quot;hi&quot; &amp; &lt;go&gt;"', $html );
	}

	public function test_the_owner_s_position_and_colours_are_a_class_and_custom_properties_and_a_bad_colour_is_left_out(): void {
		$html = Banner::markup(
			self::TEXTS,
			array(
				'position'   => 'box-right',
				'background' => '#FFF',
				'text'       => 'red;} body{display:none',
				'accent'     => '#123456',
				'accentText' => '',
			)
		);
		$this->assertStringStartsWith( '<div id="colophon-consent" class="colophon-consent is-box-right" style="--colophon-consent-bg:#fff;--colophon-consent-accent:#123456;" data-colophon-above-modals>', $html );
		$this->assertStringStartsWith( '<div id="colophon-consent" class="colophon-consent" data-colophon-above-modals>', Banner::markup( self::TEXTS, array( 'position' => 'middle' ) + \Colophon\Consent\Look::DEFAULTS ) );
		// The device's font unless the owner chose the site's (its web font would move the banner as it arrives).
		$this->assertStringStartsWith( '<div id="colophon-consent" class="colophon-consent is-top is-site-font" data-colophon-above-modals>', Banner::markup( self::TEXTS, array( 'position' => 'top', 'font' => 'site' ) + \Colophon\Consent\Look::DEFAULTS ) );
	}
}
