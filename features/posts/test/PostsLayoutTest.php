<?php
/**
 * The ratio class the page builder's script adds to a posts container, printed by the server
 * (features/posts/php/Layout.php): only with a ratio and without masonry, once, for any skin.
 *
 * @package Colophon
 */

use Colophon\Posts\Layout;
use PHPUnit\Framework\TestCase;

final class PostsLayoutTest extends TestCase {

	private const HTML = '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid"><article class="elementor-post"></article></div><div class="elementor-posts-container">second</div>';

	public function test_a_ratio_without_masonry_adds_the_class_to_the_first_container_only(): void {
		$html = Layout::with_ratio_class( self::HTML, array( 'classic_item_ratio' => array( 'size' => 0.66 ) ) );
		$this->assertStringStartsWith( '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid elementor-has-item-ratio">', $html );
		$this->assertSame( 1, substr_count( $html, 'elementor-has-item-ratio' ) );
		$this->assertSame( $html, Layout::with_ratio_class( $html, array( 'classic_item_ratio' => array( 'size' => 0.66 ) ) ) );
	}

	public function test_the_skin_names_the_settings(): void {
		$this->assertTrue( Layout::has_ratio( array( '_skin' => 'cards', 'cards_item_ratio' => array( 'size' => '0.5' ) ) ) );
		$this->assertFalse( Layout::has_ratio( array( '_skin' => 'cards', 'classic_item_ratio' => array( 'size' => '0.5' ) ) ) );
	}

	public function test_masonry_or_no_ratio_leaves_the_markup_alone(): void {
		$this->assertSame( self::HTML, Layout::with_ratio_class( self::HTML, array( 'classic_item_ratio' => array( 'size' => 0.66 ), 'classic_masonry' => 'yes' ) ) );
		$this->assertSame( self::HTML, Layout::with_ratio_class( self::HTML, array( 'classic_item_ratio' => array( 'size' => '' ) ) ) );
		$this->assertSame( self::HTML, Layout::with_ratio_class( self::HTML, array() ) );
	}
}
