<?php
use Colophon\Takeover\KitBreakpoints;
use Colophon\Takeover\ScriptPlan;
use PHPUnit\Framework\TestCase;

final class ScriptPlanTest extends TestCase {

	private const DIRS = ScriptPlan::DIRS;

	private static function site(): array {
		$s = static fn( string $src, array $deps = array() ) => array( 'src' => $src, 'deps' => $deps );
		return array(
			'jquery'                  => array( 'src' => false, 'deps' => array( 'jquery-core', 'jquery-migrate' ) ),
			'jquery-core'             => $s( '/wp-includes/js/jquery/jquery.min.js' ),
			'jquery-migrate'          => $s( '/wp-includes/js/jquery/jquery-migrate.min.js' ),
			'elementor-webpack-runtime' => $s( 'https://shop.test/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js' ),
			'elementor-frontend'      => $s( 'https://shop.test/wp-content/plugins/elementor/assets/js/frontend.min.js', array( 'elementor-webpack-runtime', 'jquery' ) ),
			'elementor-pro-frontend'  => $s( 'https://shop.test/wp-content/plugins/elementor-pro/assets/js/frontend.min.js', array( 'elementor-frontend' ) ),
			'jet-engine-frontend'     => $s( 'https://shop.test/wp-content/plugins/jet-engine/assets/js/frontend.js', array( 'jquery', 'elementor-frontend' ) ),
			'addon-widgets'           => $s( 'https://shop.test/wp-content/plugins/some-addon/widgets.js', array( 'elementor-frontend' ) ),
			'theme-menu'              => $s( 'https://shop.test/wp-content/themes/t/menu.js' ),
			'theme-slider'            => $s( 'https://shop.test/wp-content/themes/t/slider.js', array( 'jquery' ) ),
			'hello-theme-frontend'    => $s( 'https://shop.test/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js', array( 'jquery' ) ),
			'colophon-runtime'        => $s( 'https://shop.test/wp-content/plugins/colophon/dist/runtime.js' ),
			'imagesloaded'            => $s( '/wp-includes/js/imagesloaded.min.js' ),
		);
	}

	public function test_drops_the_incumbents_scripts_and_what_needs_them_and_jquery_when_nothing_left_needs_it(): void {
		$drop = ScriptPlan::drop( self::site(), array( 'elementor-frontend', 'elementor-pro-frontend', 'jet-engine-frontend', 'addon-widgets', 'theme-menu', 'colophon-runtime' ), self::DIRS );
		$this->assertSame( array( 'elementor-frontend', 'elementor-pro-frontend', 'jet-engine-frontend', 'addon-widgets', 'jquery', 'jquery-core', 'jquery-migrate' ), $drop );
	}

	public function test_keeps_jquery_when_a_remaining_script_needs_it_or_it_was_queued_by_name(): void {
		$queue = array( 'elementor-frontend', 'theme-slider', 'colophon-runtime' );
		$this->assertSame( array( 'elementor-frontend' ), ScriptPlan::drop( self::site(), $queue, self::DIRS ) );
		$this->assertSame( array( 'elementor-frontend' ), ScriptPlan::drop( self::site(), array( 'elementor-frontend', 'jquery' ), self::DIRS ) );
	}

	public function test_a_page_without_incumbent_scripts_loses_nothing_but_unneeded_jquery(): void {
		$this->assertSame( array(), ScriptPlan::drop( self::site(), array( 'theme-slider' ), self::DIRS ) );
		$this->assertSame( ScriptPlan::JQUERY, ScriptPlan::drop( self::site(), array( 'theme-menu' ), self::DIRS ) );
	}

	public function test_the_page_builders_theme_script_goes_and_with_it_the_last_need_for_jquery(): void {
		$drop = ScriptPlan::drop( self::site(), array( 'elementor-frontend', 'hello-theme-frontend', 'colophon-runtime' ), self::DIRS );
		$this->assertSame( array( 'elementor-frontend', 'hello-theme-frontend', 'jquery', 'jquery-core', 'jquery-migrate' ), $drop );
	}

	public function test_unknown_dependencies_and_cycles_do_not_hang(): void {
		$site          = self::site();
		$site['a']     = array( 'src' => '/a.js', 'deps' => array( 'b', 'missing' ) );
		$site['b']     = array( 'src' => '/b.js', 'deps' => array( 'a' ) );
		$this->assertSame( ScriptPlan::JQUERY, ScriptPlan::drop( $site, array( 'a' ), self::DIRS ) );
	}

	public function test_kit_breakpoints_only_enabled_devices_with_the_kits_values_or_the_defaults(): void {
		$this->assertSame( array( 'mobile' => 767, 'tablet' => 1024 ), KitBreakpoints::from_kit( array() ) );
		$this->assertSame(
			array( 'mobile' => 600, 'tablet' => 1024, 'laptop' => 1440, 'widescreen' => 2400 ),
			KitBreakpoints::from_kit(
				array(
					'active_breakpoints' => array( 'viewport_mobile', 'viewport_tablet', 'viewport_laptop', 'viewport_widescreen' ),
					'viewport_mobile'    => '600',
					'viewport_tablet'    => '',
					'viewport_laptop'    => 1440,
					'viewport_mobile_extra' => 900, // not enabled
				)
			)
		);
		$this->assertSame( array( 'mobile' => 767, 'tablet' => 1024 ), KitBreakpoints::from_kit( array( 'active_breakpoints' => 'broken' ) ) );
	}
}
