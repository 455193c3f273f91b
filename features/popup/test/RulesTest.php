<?php
/**
 * A popup's rules (php/Rules.php): what saving keeps of them, the runtime settings each trigger
 * and timing rule becomes, where it shows, and its look.
 */

use Colophon\Popup\Rules;
use PHPUnit\Framework\TestCase;

final class RulesTest extends TestCase {

	public function test_an_empty_or_broken_value_is_the_defaults(): void {
		$this->assertSame( Rules::defaults(), Rules::clean( null ) );
		$this->assertSame( Rules::defaults(), Rules::clean( 'nonsense' ) );
		$this->assertSame( Rules::defaults(), Rules::clean( array( 'where' => 'x', 'triggers' => array( 'load' => 7 ) ) ) );
	}

	/** @return array<string, array{string, mixed, mixed}> */
	public static function numbers(): array {
		return array(
			'a delay within its limits'         => array( 'triggers.load.delay', 0, 0 ),
			'a delay as text'                   => array( 'triggers.load.delay', '12', 12 ),
			'a negative delay keeps the default' => array( 'triggers.load.delay', -1, 3 ),
			'a delay too long'                  => array( 'triggers.load.delay', 601, 3 ),
			'a fraction is no count'            => array( 'timing.times.count', 1.5, 1 ),
			'a width too narrow'                => array( 'look.width', 100, 640 ),
			'a width at its maximum'            => array( 'look.width', 1600, 1600 ),
			'scroll percent 0 is refused'       => array( 'triggers.scroll.percent', 0, 50 ),
		);
	}

	/** @dataProvider numbers */
	public function test_numbers_are_kept_only_within_the_limits_the_editor_shows( string $path, $given, $kept ): void {
		$parts = explode( '.', $path );
		$raw   = array();
		$ref   = &$raw;
		foreach ( $parts as $part ) {
			$ref = &$ref[ $part ];
		}
		$ref   = $given;
		$clean = Rules::clean( $raw );
		$value = $clean;
		foreach ( $parts as $part ) {
			$value = $value[ $part ];
		}
		$this->assertSame( $kept, $value );
	}

	public function test_the_limits_are_one_file_for_the_editor_and_the_server(): void {
		$limits = json_decode( (string) file_get_contents( __DIR__ . '/../rule-limits.json' ), true );
		unset( $limits['$comment'] );
		$this->assertSame( $limits, Rules::limits() );
	}

	public function test_lists_keep_known_values_only(): void {
		$clean = Rules::clean(
			array(
				'where'  => array( 'show' => 'pages', 'pages' => array( 3, '4', 0, 'x', 3 ), 'types' => array( 'Post', 'we ird' ), 'exclude' => array( -2 ) ),
				'timing' => array( 'devices' => array( 'on' => true, 'list' => array( 'mobile', 'toaster' ) ), 'schedule' => array( 'on' => true, 'start' => '2026-12-01T09:00', 'end' => 'soon' ) ),
				'look'   => array( 'position' => 'left', 'animation' => 'spin' ),
			)
		);
		$this->assertSame( array( 3, 4 ), $clean['where']['pages'] );
		$this->assertSame( array( 'post', 'weird' ), $clean['where']['types'] );
		$this->assertSame( array( 2 ), $clean['where']['exclude'] );
		$this->assertSame( array( 'mobile' ), $clean['timing']['devices']['list'] );
		$this->assertSame( array( '2026-12-01T09:00', '' ), array( $clean['timing']['schedule']['start'], $clean['timing']['schedule']['end'] ) );
		$this->assertSame( array( 'center', 'fadeIn' ), array( $clean['look']['position'], $clean['look']['animation'] ) );
	}

	public function test_where_it_shows(): void {
		$rules = static fn( array $where ): array => Rules::clean( array( 'where' => $where ) );
		$this->assertTrue( Rules::shows_on( $rules( array( 'show' => 'site' ) ), 0, '' ), 'the entire site: archives too' );
		$this->assertFalse( Rules::shows_on( $rules( array( 'show' => 'site', 'exclude' => array( 9 ) ) ), 9, 'page' ), 'never on an excluded page' );
		$this->assertTrue( Rules::shows_on( $rules( array( 'show' => 'pages', 'pages' => array( 9 ) ) ), 9, 'page' ) );
		$this->assertFalse( Rules::shows_on( $rules( array( 'show' => 'pages', 'pages' => array( 9 ) ) ), 10, 'page' ) );
		$this->assertFalse( Rules::shows_on( $rules( array( 'show' => 'pages', 'pages' => array( 9 ) ) ), 0, '' ), 'an archive is no chosen page' );
		$this->assertTrue( Rules::shows_on( $rules( array( 'show' => 'types', 'types' => array( 'post' ) ) ), 5, 'post' ) );
		$this->assertFalse( Rules::shows_on( $rules( array( 'show' => 'types', 'types' => array( 'post' ) ) ), 6, 'page' ) );
	}

	public function test_each_trigger_becomes_the_runtime_setting_that_opens_it(): void {
		$settings = Rules::settings(
			Rules::clean(
				array(
					'triggers' => array(
						'load'       => array( 'on' => true, 'delay' => 5 ),
						'scroll'     => array( 'on' => true, 'percent' => 40 ),
						'scrollTo'   => array( 'on' => true, 'selector' => '#offer' ),
						'click'      => array( 'on' => true, 'selector' => '.open-offer' ),
						'exit'       => array( 'on' => true ),
						'inactivity' => array( 'on' => true, 'seconds' => 45 ),
					),
				)
			)
		);
		$this->assertSame(
			array(
				'page_load'             => 'yes',
				'page_load_delay'       => 5,
				'scrolling'             => 'yes',
				'scrolling_direction'   => 'down',
				'scrolling_offset'      => 40,
				'scrolling_to'          => 'yes',
				'scrolling_to_selector' => '#offer',
				'exit_intent'           => 'yes',
				'inactivity'            => 'yes',
				'inactivity_time'       => 45,
			),
			$settings['triggers']
		);
		$this->assertSame( '.open-offer', $settings['open_selector'], 'a click on the element opens it' );
		$off = Rules::settings( Rules::clean( array( 'triggers' => array( 'load' => array( 'on' => false ) ) ) ) );
		$this->assertSame( array(), $off['triggers'] );
		$this->assertSame( '', $off['open_selector'] );
	}

	public function test_each_timing_rule_becomes_the_runtime_setting_that_holds_it_back(): void {
		$timing = Rules::settings(
			Rules::clean(
				array(
					'timing' => array(
						'views'     => array( 'on' => true, 'count' => 2 ),
						'sessions'  => array( 'on' => true, 'count' => 3 ),
						'devices'   => array( 'on' => true, 'list' => array( 'mobile' ) ),
						'loggedOut' => array( 'on' => true ),
						'schedule'  => array( 'on' => true, 'start' => '2026-12-01T09:00', 'end' => '2026-12-24T18:00' ),
						'times'     => array( 'on' => true, 'count' => 2, 'onClose' => false ),
					),
				)
			)
		)['timing'];
		$this->assertSame( array( 'yes', 2, 'yes', 3 ), array( $timing['page_views'], $timing['page_views_views'], $timing['sessions'], $timing['sessions_sessions'] ) );
		$this->assertSame( array( 'mobile' ), $timing['devices_devices'] );
		$this->assertSame( array( 'yes', 'all' ), array( $timing['logged_in'], $timing['logged_in_users'] ) );
		$this->assertSame( array( '2026-12-01 09:00', '2026-12-24 18:00', '2026-11-28 10:00:00' ), array( $timing['schedule_start_date'], $timing['schedule_end_date'], $timing['schedule_server_datetime'] ) );
		$this->assertSame( array( 'yes', 2, '' ), array( $timing['times'], $timing['times_times'], $timing['times_count'] ) );
		$this->assertSame( array( 'times' => 'yes', 'times_times' => 1, 'times_count' => 'close' ), Rules::settings( Rules::defaults() )['timing'], 'by default: once, counted on close' );
	}

	public function test_its_look_is_css_on_its_own_modal(): void {
		$css = Rules::css( 12, Rules::clean( array( 'look' => array( 'width' => 480, 'position' => 'bottom', 'overlay' => false ) ) ) );
		$this->assertStringContainsString( '#elementor-popup-modal-12{align-items:flex-end;background:transparent;pointer-events:none}', $css );
		$this->assertStringContainsString( '#elementor-popup-modal-12 .dialog-message{width:480px}', $css );
		$this->assertStringContainsString( '#elementor-popup-modal-12{align-items:center}', Rules::css( 12, Rules::defaults() ) );
	}
}
