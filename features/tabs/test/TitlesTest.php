<?php
/** The accordion's and toggle's titles leave the server as a button inside a heading (features/tabs/php/Titles.php). */

use Colophon\Tabs\Titles;
use PHPUnit\Framework\TestCase;

final class TitlesTest extends TestCase {

	/** An accordion item as the page builder (3.21) prints it, its icon an inline SVG. */
	private const ACCORDION = '<div class="elementor-accordion-item"><h3 id="elementor-tab-title-1521" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-1521" aria-expanded="false">'
		. '<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512"><path d="M416 208H272V64"></path></svg></span></span>'
		. "\n\t\t\t\t" . '<a class="elementor-accordion-title" tabindex="0">How long does an edit take?</a></h3>'
		. '<div id="elementor-tab-content-1521" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-1521"><p>Two to four weeks.</p></div></div>';

	public function test_the_role_state_and_panel_move_from_the_heading_to_its_link(): void {
		$html = Titles::fix( self::ACCORDION );
		$this->assertStringContainsString( '<h3 id="elementor-tab-title-1521" class="elementor-tab-title" data-tab="1">', $html );
		$this->assertStringContainsString( '<a class="elementor-accordion-title" tabindex="0" role="button" aria-controls="elementor-tab-content-1521" aria-expanded="false">How long', $html );
		// The icon, the panel and the text are as they were.
		$this->assertStringContainsString( '<svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512"><path d="M416 208H272V64"></path></svg>', $html );
		$this->assertStringContainsString( 'role="region" aria-labelledby="elementor-tab-title-1521"><p>Two to four weeks.</p>', $html );
		$this->assertSame( 1, substr_count( $html, 'role="button"' ) );
	}

	public function test_a_toggle_in_any_title_tag_and_quote_style_with_a_link_without_tabindex(): void {
		$html = Titles::fix( "<div class='elementor-tab-title' data-tab='2' role='button' aria-controls='elementor-tab-content-9' aria-expanded='true'><a class='elementor-toggle-title'>Rights</a></div>" );
		$this->assertSame( "<div class='elementor-tab-title' data-tab='2'><a class='elementor-toggle-title' role=\"button\" aria-controls=\"elementor-tab-content-9\" aria-expanded=\"true\" tabindex=\"0\">Rights</a></div>", $html );
	}

	public function test_it_runs_once_and_leaves_everything_else_alone(): void {
		$once = Titles::fix( self::ACCORDION );
		$this->assertSame( $once, Titles::fix( $once ) );
		foreach ( array(
			'tabs (their titles are tabs, not buttons)' => '<div class="elementor-tab-title elementor-tab-desktop-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1"><a href="">Print</a></div>',
			'no link inside the title'                  => '<h3 class="elementor-tab-title" role="button" aria-expanded="false">Plain</h3>',
			'a link in the next title only'             => '<h3 class="elementor-tab-title" role="button">One</h3><div><a class="elementor-accordion-title">Two</a></div>',
			'no accordion at all'                       => '<p>Hello <a href="/x">there</a></p>',
		) as $case => $html ) {
			$this->assertSame( $html, Titles::fix( $html ), $case );
		}
		$this->assertNull( Titles::fix( null ) );
	}
}
