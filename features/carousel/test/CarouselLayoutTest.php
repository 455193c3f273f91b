<?php
/**
 * The carousels' first frame from the server (features/carousel/php/Layout.php): slides per view
 * and gaps per device on the wrapper, read as the handler reads them, and nothing on other markup.
 *
 * @package Colophon
 */

use Colophon\Carousel\Layout;
use PHPUnit\Framework\TestCase;

final class CarouselLayoutTest extends TestCase {

	private static function pro( int $slides, string $after = '<div class="swiper-pagination"></div>' ): string {
		return '<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">'
			. str_repeat( '<div class="swiper-slide"><div class="elementor-testimonial">Kind words</div></div>', $slides )
			. '</div>' . $after . '</div></div>';
	}

	public function test_a_testimonial_carousel_gets_its_slides_per_view_and_gap_per_device(): void {
		$html = Layout::laid_out(
			self::pro( 3 ),
			'testimonial-carousel',
			array(
				'slides_per_view'        => '2',
				'slides_per_view_mobile' => '1',
				'space_between'          => array( 'unit' => 'px', 'size' => 10 ),
				'space_between_mobile'   => array( 'unit' => 'px', 'size' => '' ),
			)
		);
		// Tablet has no value of its own: the testimonial carousel's default, 1. An empty gap is the next larger device's.
		$this->assertStringContainsString(
			'<div class="elementor-main-swiper swiper" style="--colophon-slides:2;--colophon-gap:10px;--colophon-slides-tablet:1;--colophon-gap-tablet:10px;--colophon-slides-mobile:1;--colophon-gap-mobile:10px;">',
			$html
		);
		$this->assertSame( 1, substr_count( $html, 'style=' ) );
	}

	public function test_the_media_carousel_defaults_and_never_more_per_view_than_slides(): void {
		$this->assertSame(
			array(
				'--colophon-slides'        => '3',
				'--colophon-gap'           => '0px',
				'--colophon-slides-tablet' => '2',
				'--colophon-gap-tablet'    => '0px',
				'--colophon-slides-mobile' => '1',
				'--colophon-gap-mobile'    => '0px',
			),
			Layout::variables( 'media-carousel', array(), 5 )
		);
		// Two slides, thumbnails after them not counted: two per view at most.
		$html = Layout::laid_out(
			self::pro( 2, '<div class="elementor-swiper-button elementor-swiper-button-next"></div>' ) . '<div class="elementor-thumbnails-swiper swiper"><div class="swiper-wrapper">' . str_repeat( '<div class="swiper-slide"></div>', 2 ) . '</div></div>',
			'media-carousel',
			array( 'slides_per_view' => '4' )
		);
		$this->assertStringContainsString( '--colophon-slides:2;', $html );
		// An effect other than slide shows one.
		$this->assertSame( '1', Layout::variables( 'media-carousel', array( 'effect' => 'fade', 'slides_per_view' => '3' ), 5 )['--colophon-slides'] );
	}

	public function test_the_image_carousel_reads_its_own_keys(): void {
		$html = Layout::laid_out(
			'<div class="elementor-image-carousel-wrapper swiper" dir="ltr" style="position:relative"><div class="elementor-image-carousel swiper-wrapper">'
				. str_repeat( '<div class="swiper-slide"><img src="/a.jpg" alt=""></div>', 4 ) . '</div></div>',
			'image-carousel',
			array( 'slides_to_show' => '4', 'slides_to_show_mobile' => '2', 'image_spacing_custom' => array( 'size' => 12 ) )
		);
		$this->assertStringContainsString( 'style="position:relative;--colophon-slides:4;--colophon-gap:12px;--colophon-slides-tablet:2;--colophon-gap-tablet:12px;--colophon-slides-mobile:2;--colophon-gap-mobile:12px;"', $html );
		// Showing one on desktop: one on tablet too, unless set.
		$this->assertSame( '1', Layout::variables( 'image-carousel', array( 'slides_to_show' => '1' ) )['--colophon-slides-tablet'] );
	}

	public function test_markup_without_a_carousel_is_left_as_it_is(): void {
		$html = '<div class="elementor-testimonial">No slides here</div>';
		$this->assertSame( $html, Layout::laid_out( $html, 'testimonial-carousel', array( 'slides_per_view' => '2' ) ) );
	}
}
