<?php
/**
 * A slider's markup from its settings (features/slider/php/Markup.php): the same rules as the
 * handler's (../options.ts), the slides per view at each width the stylesheet knows, and the
 * classes for a slider from a width and one without controls.
 *
 * @package Colophon
 */

use Colophon\Slider\Markup;
use PHPUnit\Framework\TestCase;

final class SliderMarkupTest extends TestCase {

	public function test_the_freelancers_slider_prints_its_slides_per_view_at_each_width(): void {
		$clean = Markup::clean( array( 'perView' => array( 0 => 1, 486 => 2, 767 => 3, 1024 => 4, 1200 => 4 ), 'autoplay' => 4000, 'loop' => true ) );
		$this->assertSame( array( 1, 1, 2, 3, 4, 4 ), array_map( static fn( int $width ): int => Markup::per_view_at( $clean, $width ), array( 320, 485, 486, 767, 1024, 1200 ) ) );
		$attributes = Markup::attributes( $clean );
		$this->assertSame( '--gap:20px;--n0:1;--n486:2;--n767:3;--n768:3;--n1024:4;--n1200:4', $attributes['style'] );
		$this->assertSame( 'colophon-slider.default', $attributes['data-widget_type'] );
		$this->assertSame(
			array( 'perView' => array( '0' => 1, '486' => 2, '767' => 3, '1024' => 4, '1200' => 4 ), 'gap' => 20, 'speed' => 500, 'autoplay' => 4000, 'loop' => true, 'arrows' => true, 'dots' => true, 'fade' => false, 'from' => 0 ),
			json_decode( $attributes['data-settings'], true )
		);
	}

	public function test_values_out_of_range_are_clamped_and_a_fade_shows_one_slide(): void {
		$clean = Markup::clean( array( 'perView' => array( 768 => 20, 'x' => 2, 1024 => 0 ), 'gap' => -4, 'speed' => 'fast', 'autoplay' => 10 ** 9, 'from' => 500 ) );
		$this->assertSame( array( 0 => 1, 768 => 8 ), (array) $clean['perView'] );
		$this->assertSame( array( 0, 500, 60000, 0 ), array( $clean['gap'], $clean['speed'], $clean['autoplay'], $clean['from'] ) );
		$fade = Markup::clean( array( 'fade' => true, 'perView' => array( 0 => 3, 1024 => 4 ), 'gap' => 30 ) );
		$this->assertSame( array( 0 => 1 ), (array) $fade['perView'] );
		$this->assertSame( 0, $fade['gap'] );
	}

	public function test_a_slider_from_a_width_and_one_without_controls_say_so_in_their_classes(): void {
		$this->assertSame( 'colophon-slider colophon-slider--timeline colophon-slider--from-1024', Markup::attributes( Markup::clean( array( 'from' => 1024 ) ), 'colophon-slider--timeline' )['class'] );
		$this->assertSame( 'colophon-slider colophon-slider--plain', Markup::attributes( Markup::clean( array( 'arrows' => false, 'dots' => false ) ) )['class'] );
	}

	public function test_the_slides_are_wrapped_as_the_handler_finds_them(): void {
		$this->assertSame(
			'<div class="colophon-slider__frame"><ul class="swiper-wrapper"><li class="swiper-slide">A</li><li class="swiper-slide">B</li></ul></div>',
			Markup::frame( array( 'A', 'B' ), 'ul' )
		);
		$html = Markup::html( array( 'dots' => false ), array( '<p>A</p>', '<p>B</p>' ) );
		$this->assertStringStartsWith( '<div class="colophon-slider" style="--gap:20px;', $html );
		$this->assertStringContainsString( '<div class="swiper-slide"><p>A</p></div>', $html );
	}
}
