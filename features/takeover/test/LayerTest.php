<?php
/** The page-builder layer's scripts: the stand-in under the page builder's handle, the add-on's scripts kept. */

use Colophon\Takeover\Layer;
use Colophon\Takeover\ScriptPlan;
use PHPUnit\Framework\TestCase;

final class LayerTest extends TestCase {

	private function registered(): array {
		$s = static fn( string $src, array $deps = array() ) => array( 'src' => $src, 'deps' => $deps );
		return array(
			'jquery'                     => array( 'src' => false, 'deps' => array( 'jquery-core' ) ),
			'jquery-core'                => $s( '/wp-includes/js/jquery/jquery.min.js' ),
			'elementor-webpack-runtime'  => $s( 'https://shop.test/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js' ),
			'elementor-frontend-modules' => $s( 'https://shop.test/wp-content/plugins/elementor/assets/js/frontend-modules.min.js', array( 'elementor-webpack-runtime', 'jquery' ) ),
			'elementor-frontend'         => $s( 'https://shop.test/wp-content/plugins/elementor/assets/js/frontend.min.js', array( 'elementor-frontend-modules' ) ),
			'elementor-pro-frontend'     => $s( 'https://shop.test/wp-content/plugins/elementor-pro/assets/js/frontend.min.js', array( 'elementor-frontend' ) ),
			'kit-widgets'                => $s( 'https://shop.test/wp-content/plugins/kit-addons/widgets/elementor.js', array( 'jquery', 'elementor-frontend', 'kit-circle' ) ),
			'kit-circle'                 => $s( 'https://shop.test/wp-content/plugins/kit-addons/widgets/circle.js' ),
			'other-widgets'              => $s( 'https://shop.test/wp-content/plugins/other-addons/widgets.js', array( 'jquery', 'elementor-frontend-modules' ) ),
		);
	}

	public function test_the_page_builders_front_end_is_the_stand_in_and_the_add_ons_scripts_stay(): void {
		$queue = array( 'elementor-frontend', 'elementor-pro-frontend', 'kit-widgets' );
		// Without the layer every one of them goes, jQuery too.
		$this->assertSame( array( 'elementor-frontend', 'elementor-pro-frontend', 'kit-widgets', 'jquery', 'jquery-core', 'jquery-migrate' ), ScriptPlan::drop( $this->registered(), $queue, array_merge( ScriptPlan::DIRS, array( '/plugins/kit-addons/' ) ) ) );
		// With it, and the add-on's folder kept: only the page builder's own script goes, and jQuery stays.
		$registered = Layer::swap( $this->registered(), 'https://shop.test/wp-content/plugins/colophon/dist/page-builder-api.js' );
		$this->assertSame( array( 'elementor-pro-frontend' ), ScriptPlan::drop( $registered, $queue, ScriptPlan::DIRS ) );
		$this->assertSame( array( 'jquery' ), $registered['elementor-frontend']['deps'] );
	}

	public function test_an_add_on_script_built_on_the_modules_handle_stays_too(): void {
		$registered = Layer::swap( $this->registered(), '/colophon/dist/page-builder-api.js' );
		$this->assertSame( array(), ScriptPlan::drop( $registered, array( 'other-widgets', 'elementor-frontend' ), ScriptPlan::DIRS ) );
		$this->assertFalse( $registered['elementor-frontend-modules']['src'] );
	}
}
