<?php
/** Add-ons takeover has checked: which widgets they add, which scripts go, what the screen says. */

use Colophon\Takeover\Addons;
use Colophon\Takeover\ScriptPlan;
use Colophon\Takeover\VersionGate;
use PHPUnit\Framework\TestCase;

/** An add-on that says its version through a static method, as ElementsKit Lite does. */
final class Colophon_Test_Addon {
	public static string $version = '3.7.1';

	public static function version(): string {
		return self::$version;
	}
}

final class AddonsTest extends TestCase {

	private const DATA = array(
		'kit'    => array(
			'name'     => 'Kit Addons',
			'version'  => 'Colophon_Test_Addon::version',
			'from'     => '3.7.0',
			'through'  => '3.7',
			'dirs'     => array( '/plugins/kit-addons/' ),
			'prefixes' => array( 'kit-' ),
			'markup'   => array( 'kit-heading', 'kit-icon-box' ),
			'scripted' => array( 'kit-tabs' ),
		),
		'absent' => array(
			'name'     => 'Absent Addons',
			'version'  => 'COLOPHON_TEST_ABSENT_VERSION',
			'from'     => '1.0.0',
			'through'  => '1.0',
			'dirs'     => array( '/plugins/absent/' ),
			'prefixes' => array( 'absent-' ),
			'markup'   => array( 'absent-heading' ),
		),
	);

	protected function tearDown(): void {
		Colophon_Test_Addon::$version = '3.7.1';
	}

	public function test_the_shipped_list_reads_and_names_checked_widgets_of_elementskit(): void {
		$data = Addons::data();
		$this->assertArrayHasKey( 'elementskit-lite', $data );
		$this->assertContains( 'elementskit-heading', $data['elementskit-lite']['markup'] );
		$this->assertNotContains( 'elementskit-accordion', $data['elementskit-lite']['markup'], 'the accordion runs the add-on\'s scripts' );
		$this->assertArrayNotHasKey( '$comment', $data );
	}

	public function test_an_add_on_counts_only_when_running_at_a_checked_version(): void {
		$running = Addons::running( self::DATA );
		$this->assertSame( array( 'kit' => '3.7.1' ), $running, 'an add-on whose class or constant is missing is not running' );
		$this->assertSame( array( 'kit' ), Addons::checked( self::DATA, $running ) );
		foreach ( array( '3.8.0', '3.6.9', '' ) as $other ) {
			Colophon_Test_Addon::$version = $other;
			$this->assertSame( array(), Addons::checked( self::DATA, Addons::running( self::DATA ) ), $other );
		}
		Colophon_Test_Addon::$version = '3.7.12.1';
		$this->assertSame( array( 'kit' ), Addons::checked( self::DATA, Addons::running( self::DATA ) ) );
	}

	public function test_a_checked_add_on_adds_its_script_less_widgets_and_its_folder(): void {
		$this->assertSame(
			array(
				'covers'   => array( 'kit-heading', 'kit-icon-box', 'kit-tabs' ),
				'dirs'     => array( '/plugins/kit-addons/' ),
				'scripted' => array( 'kit-tabs' => 'kit' ),
				'dirs_of'  => array( 'kit' => array( '/plugins/kit-addons/' ) ),
			),
			Addons::adds( self::DATA, array( 'kit' ) )
		);
		$this->assertSame(
			array(
				'covers'   => array(),
				'dirs'     => array(),
				'scripted' => array(),
				'dirs_of'  => array(),
			),
			Addons::adds( self::DATA, array() )
		);
	}

	public function test_a_page_needs_the_scripts_of_the_add_ons_whose_scripted_widgets_it_carries(): void {
		$scripted = Addons::adds( self::DATA, array( 'kit' ) )['scripted'];
		$this->assertSame( array( 'kit' ), Addons::scripts_needed( array( 'heading' => 1, 'kit-tabs' => 2 ), $scripted ) );
		$this->assertSame( array(), Addons::scripts_needed( array( 'heading' => 1, 'kit-heading' => 1 ), $scripted ) );
	}

	public function test_under_takeover_its_scripts_go_and_with_them_jquery(): void {
		$s          = static fn( string $src, array $deps = array() ) => array( 'src' => $src, 'deps' => $deps );
		$registered = array(
			'jquery'          => array( 'src' => false, 'deps' => array( 'jquery-core' ) ),
			'jquery-core'     => $s( '/wp-includes/js/jquery/jquery.min.js' ),
			'kit-widgets'     => $s( 'https://shop.test/wp-content/plugins/kit-addons/widgets/widget-scripts.js', array( 'jquery' ) ),
			'kit-frontend'    => $s( 'https://shop.test/wp-content/plugins/kit-addons/libs/frontend-script.js', array( 'jquery' ) ),
			'other-slider'    => $s( 'https://shop.test/wp-content/plugins/other/slider.js', array( 'jquery' ) ),
			'colophon-runtime' => $s( 'https://shop.test/wp-content/plugins/colophon/dist/runtime.js' ),
		);
		$dirs = array_merge( ScriptPlan::DIRS, Addons::adds( self::DATA, array( 'kit' ) )['dirs'] );
		$this->assertSame( array( 'kit-widgets', 'kit-frontend', 'jquery', 'jquery-core', 'jquery-migrate' ), ScriptPlan::drop( $registered, array( 'kit-widgets', 'kit-frontend', 'colophon-runtime' ), $dirs ) );
		// Another plugin's script that needs jQuery keeps it.
		$this->assertSame( array( 'kit-widgets' ), ScriptPlan::drop( $registered, array( 'kit-widgets', 'other-slider' ), $dirs ) );
		// Not checked: its scripts are not the page builder's, and stay.
		$this->assertSame( array(), ScriptPlan::drop( $registered, array( 'kit-widgets', 'colophon-runtime' ), ScriptPlan::DIRS ) );
	}

	public function test_the_screen_names_the_add_on_of_an_uncovered_widget_and_why(): void {
		$running = array( 'kit' => '3.7.1' );
		$this->assertSame( 'Kit Addons 3.7.1: this widget runs the add-on\'s scripts and has not been checked with Colophon\'s page-builder layer', Addons::describe( self::DATA, $running, 'kit-accordion' ) );
		$this->assertSame( 'Kit Addons 3.9.0: not among the versions takeover is checked with (3.7.0 – 3.7.x)', Addons::describe( self::DATA, array( 'kit' => '3.9.0' ), 'kit-heading' ) );
		$this->assertSame( 'Absent Addons', Addons::describe( self::DATA, $running, 'absent-heading' ) );
		$this->assertSame( '', Addons::describe( self::DATA, $running, 'lottie' ) );
		$data = array( 'kit' => self::DATA['kit'] + array( 'settings' => array( 'kit_onepage' ) ) );
		$this->assertSame( 'Kit Addons: this setting runs the add-on\'s own script, which Colophon does not run yet', Addons::describe( $data, $running, 'setting:kit_onepage' ) );
		$this->assertSame( '', Addons::describe( $data, $running, 'setting:other' ) );
	}

	public function test_a_site_wide_switch_of_a_checked_add_on_keeps_every_page(): void {
		$data   = array(
			'kit' => self::DATA['kit'] + array( 'switches' => array( 'kit_global' ) ),
		);
		$option = static fn( array $value ) => static fn( string $name ) => 'kit_global' === $name ? $value : array();
		$this->assertSame( array( 'kit:kit_global' => 1 ), Addons::switches_on( $data, array( 'kit' ), $option( array( 'reading_progress' => array( 'enabled' => true, 'post_id' => 4 ) ) ) ) );
		$this->assertSame( array(), Addons::switches_on( $data, array( 'kit' ), $option( array( 'reading_progress' => array( 'enabled' => false ), 'scroll' => array() ) ) ) );
		$this->assertSame( array(), Addons::switches_on( $data, array( 'kit' ), $option( array() ) ) );
		$this->assertSame( array(), Addons::switches_on( $data, array(), $option( array( 'x' => array( 'enabled' => true ) ) ) ), 'not checked: its widgets keep the page anyway' );
	}

	public function test_within_takes_every_patch_of_the_last_minor(): void {
		$this->assertTrue( VersionGate::within( '3.7.1', '3.7.0', '3.7' ) );
		$this->assertTrue( VersionGate::within( '3.7.99 beta', '3.7.0', '3.7' ) );
		$this->assertFalse( VersionGate::within( '3.8.0', '3.7.0', '3.7' ) );
		$this->assertFalse( VersionGate::within( '3.6.9', '3.7.0', '3.7' ) );
		$this->assertFalse( VersionGate::within( 'unknown', '3.7.0', '3.7' ) );
		$this->assertFalse( VersionGate::within( '3.7.1', '', '' ) );
	}
}
