<?php
/** Which features a page's HTML holds: by widget, by document type, and by the needles of feature.json. */

use Colophon\AssetManifest;
use Colophon\Markers;
use PHPUnit\Framework\TestCase;

final class MarkersTest extends TestCase {

	private function markers( array $table ): Markers {
		$file = tempnam( sys_get_temp_dir(), 'manifest' );
		file_put_contents( $file, json_encode( array( 'markers' => $table ) ) );
		return new Markers( new AssetManifest( $file, '' ) );
	}

	public function test_widgets_documents_and_needles_betray_their_feature(): void {
		$markers = $this->markers(
			array(
				'tabs'   => array( 'widgets' => array( 'tabs' ), 'needles' => array(), 'preload' => false ),
				'popup'  => array( 'documents' => array( 'popup' ), 'needles' => array(), 'preload' => false ),
				'sticky' => array( 'selectors' => array( "[data-settings*='\"sticky\":\"']" ), 'needles' => array( '&quot;sticky&quot;:&quot;' ), 'preload' => true ),
				'unused' => array( 'widgets' => array( 'unused' ), 'needles' => array( 'nothing-like-this' ), 'preload' => true ),
			)
		);
		$markers->scan( '<div data-widget_type="tabs.default"></div><div data-elementor-type="popup"></div><div data-settings="{&quot;sticky&quot;:&quot;top&quot;}"></div><div data-widget_type="tabs-pro.default"></div>' );
		$this->assertSame( array( 'tabs', 'popup', 'sticky' ), $markers->ids() );
	}

	public function test_the_built_manifest_carries_each_features_needles(): void {
		$built = __DIR__ . '/../../dist/asset-manifest.json';
		if ( ! is_readable( $built ) ) {
			$this->markTestSkipped( 'Not built: run npm run build first (npm test does).' );
		}
		$markers = ( new AssetManifest( $built, '' ) )->markers();
		$this->assertContains( '&quot;sticky&quot;:&quot;', $markers['sticky']['needles'] );
		$this->assertContains( 'elementor-invisible', $markers['entrance']['needles'] );
		$this->assertTrue( $markers['consent-banner']['preload'] );
		$this->assertFalse( $markers['motion-fx']['preload'] );
	}
}
