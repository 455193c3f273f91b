<?php
/**
 * What the page config gives the boots worked out: the providers' patterns in matching form
 * (features/consent/providers.ts matches addresses with them). The registered domain goes bare by
 * SiteHealth::bare_host (tests/php/SiteHealthTest.php).
 */

use Colophon\Consent\PageConfig;
use PHPUnit\Framework\TestCase;

final class PageConfigTest extends TestCase {

	public function test_providers_go_in_the_form_the_blocker_matches_them(): void {
		$this->assertSame(
			array(
				array(
					'url'        => 'stats.example/collect',
					'categories' => array( 'analytics' ),
					'fullPath'   => true,
				),
				array(
					'url'        => '/wp-content/plugins/chat/',
					'categories' => array( 'functional' ),
					'fullPath'   => false,
				),
			),
			PageConfig::matching_form(
				array(
					array(
						'url'        => 'https://WWW.Stats.Example/Collect?x=1',
						'categories' => array( 'analytics' ),
						'fullPath'   => true,
					),
					array(
						'url'        => 'never matches',
						'categories' => array( 'analytics' ),
						'fullPath'   => false,
					),
					array(
						'url'        => '/wp-content/plugins/./chat/',
						'categories' => array( 'functional' ),
						'fullPath'   => false,
					),
				)
			)
		);
	}
}
