<?php
/**
 * The Pro gallery laid out by the server (features/gallery/php/Layout.php): the layout class and
 * the per-device variables on the container, each item's proportions, each image's background
 * unless lazy, and nothing on markup that is not a gallery.
 *
 * @package Colophon
 */

use Colophon\Gallery\Layout;
use PHPUnit\Framework\TestCase;

final class GalleryLayoutTest extends TestCase {

	private const ITEM = '<a class="e-gallery-item elementor-gallery-item" href="/full-%1$d.jpg" data-elementor-open-lightbox="yes"><div class="e-gallery-image elementor-gallery-item__image" data-thumbnail="/thumb-%1$d.jpg" data-width="%2$d" data-height="%3$d" aria-label="" role="img" ></div></a>';

	private static function gallery( string ...$items ): string {
		return '<div class="elementor-gallery__titles-container"></div><div class="elementor-gallery__container">' . implode( '', $items ) . '</div>';
	}

	public function test_the_container_gets_the_layout_and_each_devices_values(): void {
		$html = Layout::laid_out(
			self::gallery( sprintf( self::ITEM, 1, 600, 400 ) ),
			array( 'gallery_layout' => 'masonry', 'columns' => '3', 'columns_tablet' => '', 'columns_mobile' => '1', 'gap' => array( 'unit' => 'px', 'size' => 16 ), 'gap_mobile' => array( 'size' => '' ), 'aspect_ratio' => '16:9' )
		);
		$this->assertStringContainsString( 'class="elementor-gallery__container colophon-gallery colophon-gallery--masonry"', $html );
		$this->assertStringContainsString( '--colophon-gallery-columns:3;--colophon-gallery-gap:16px;--colophon-gallery-row:200px;', $html );
		// A device's value left empty is the next larger device's; one not there at all is the control's default for it.
		$this->assertStringContainsString( '--colophon-gallery-columns-tablet:3;--colophon-gallery-gap-tablet:10px;--colophon-gallery-row-tablet:150px;', $html );
		$this->assertStringContainsString( '--colophon-gallery-columns-mobile:1;--colophon-gallery-gap-mobile:10px;', $html );
		$this->assertStringContainsString( '--colophon-gallery-ratio:56.25%', $html );
	}

	public function test_each_item_gets_its_images_proportions_and_the_image_its_background(): void {
		$html = Layout::laid_out( self::gallery( sprintf( self::ITEM, 1, 600, 400 ), sprintf( self::ITEM, 2, 300, 600 ) ), array() );
		$this->assertStringContainsString( '<a class="e-gallery-item elementor-gallery-item" href="/full-1.jpg" data-elementor-open-lightbox="yes" style="--colophon-aspect:1.5;--colophon-ratio:66.6667%;">', $html );
		$this->assertStringContainsString( 'href="/full-2.jpg" data-elementor-open-lightbox="yes" style="--colophon-aspect:0.5;--colophon-ratio:200%;">', $html );
		$this->assertStringContainsString( 'data-thumbnail="/thumb-2.jpg" data-width="300" data-height="600" aria-label="" role="img" style="background-image:url(&quot;/thumb-2.jpg&quot;);">', $html );
		$this->assertStringContainsString( 'colophon-gallery--grid', $html );
	}

	public function test_lazy_images_and_unsafe_addresses_get_no_background(): void {
		$lazy = Layout::laid_out( self::gallery( sprintf( self::ITEM, 1, 600, 400 ) ), array( 'lazyload' => 'yes' ) );
		$this->assertStringNotContainsString( 'background-image', $lazy );
		$this->assertStringContainsString( '--colophon-aspect:1.5', $lazy );
		$unsafe = Layout::laid_out( str_replace( '/thumb-1.jpg', 'javascript:alert(1)', self::gallery( sprintf( self::ITEM, 1, 600, 400 ) ) ), array() );
		$this->assertStringNotContainsString( 'background-image', $unsafe );
	}

	public function test_items_with_the_same_markup_each_get_their_own_proportions(): void {
		$item = '<div class="e-gallery-item elementor-gallery-item"><div class="e-gallery-image" data-thumbnail="/t.jpg" data-width="%d" data-height="100"></div></div>';
		$html = Layout::laid_out( self::gallery( sprintf( $item, 100 ), sprintf( $item, 200 ) ), array( 'lazyload' => 'yes' ) );
		$this->assertMatchesRegularExpression( '/aspect:1;.*aspect:2;/s', $html );
	}

	public function test_markup_without_a_gallery_container_is_left_alone(): void {
		$html = '<div class="elementor-widget-empty-icon"></div>';
		$this->assertSame( $html, Layout::laid_out( $html, array( 'gallery_layout' => 'justified' ) ) );
	}

	public function test_the_filter_leaves_other_widgets_and_the_incumbents_own_front_end_alone(): void {
		$widget = new class() {
			public function get_name(): string {
				return 'gallery';
			}
			public function get_settings_for_display(): array {
				return array( 'gallery_layout' => 'justified' );
			}
		};
		$html   = self::gallery( sprintf( self::ITEM, 1, 600, 400 ) );
		$this->assertStringContainsString( 'colophon-gallery--justified', ( new Layout( static fn(): bool => false ) )->render( $html, $widget ) );
		$this->assertSame( $html, ( new Layout( static fn(): bool => true ) )->render( $html, $widget ) );
		$posts  = new class() {
			public function get_name(): string {
				return 'posts';
			}
		};
		$this->assertSame( $html, ( new Layout( static fn(): bool => false ) )->render( $html, $posts ) );
	}
}
