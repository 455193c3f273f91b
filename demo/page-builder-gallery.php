<?php
/**
 * The gallery fixture (/fixtures/page-builder-gallery/): the page builder's Pro gallery as it
 * prints it, run through the same render filter it applies (so Colophon's server side lays it out
 * as on a real page), with a stand-in of its stylesheet. Three widgets, one per layout:
 * - a multiple gallery with filter tabs, justified, lazy, its images opening in the lightbox;
 * - a masonry gallery of plain boxes (no link), not lazy;
 * - a square grid of four columns whose images open in the lightbox.
 * The images are the demo's generated covers (tall, of several heights) and wide video stills.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** An image of the fixture: [thumbnail, full, width, height, title]. */
function colophon_demo_gallery_image( int $n ): array {
	if ( 0 === $n % 3 ) {
		$src = '/demo-video/thumb/studio' . $n . '.svg';
		return array( $src, $src, 1280, 720, 'Studio ' . $n );
	}
	$src = '/demo-cover/' . $n . '.svg?title=' . rawurlencode( 'Cover ' . $n );
	return array( $src, $src, 400, colophon_demo_cover_height( $n ), 'Cover ' . $n );
}

/**
 * One gallery widget as the page builder prints it: `$images` maps an image number to the
 * indexes of the galleries (tabs) it is in; `$tabs` names those galleries (none: a single one).
 */
function colophon_demo_pb_gallery( string $id, array $settings, array $images, array $tabs, bool $links ): string {
	$inner = '';
	if ( $tabs ) {
		$inner .= '<div class="elementor-gallery__titles-container e--pointer-underline e--animation-fade" aria-label="Gallery filter">'
			. '<a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="all">All</a>';
		foreach ( $tabs as $index => $title ) {
			$inner .= '<a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="' . (int) $index . '">' . esc_html( $title ) . '</a>';
		}
		$inner .= '</div>';
	}
	$inner .= '<div class="elementor-gallery__container">';
	foreach ( $images as $n => $in ) {
		list( $thumb, $full, $width, $height, $title ) = colophon_demo_gallery_image( $n );
		$attributes = array( 'class' => 'e-gallery-item elementor-gallery-item elementor-animated-content' );
		if ( $tabs ) {
			$attributes['data-e-gallery-tags'] = implode( ',', $in );
		}
		if ( $links ) {
			$attributes += array(
				'href'                               => $full,
				'data-elementor-open-lightbox'       => 'default',
				'data-elementor-lightbox-slideshow'  => $id,
				'data-elementor-lightbox-title'      => $title,
				// The page builder puts its lightbox action on each image link too (both are handled: one viewer opens).
				'data-e-action-hash'                 => '#' . rawurlencode( 'elementor-action:action=lightbox&settings=' . base64_encode( (string) wp_json_encode( array( 'id' => $n, 'url' => $full, 'slideshow' => $id ) ) ) ),
			);
		} else {
			$attributes['tabindex'] = '0';
		}
		$inner .= Colophon\HtmlTags::write( $links ? 'a' : 'div', $attributes )
			. sprintf( '<div class="e-gallery-image elementor-gallery-item__image" data-thumbnail="%s" data-width="%d" data-height="%d" aria-label="%s" role="img" ></div>', esc_attr( $thumb ), $width, $height, esc_attr( $title ) )
			. '<div class="elementor-gallery-item__overlay"></div><div class="elementor-gallery-item__content"><div class="elementor-gallery-item__title">' . esc_html( $title ) . '</div></div>'
			. ( $links ? '</a>' : '</div>' );
	}
	$inner .= '</div>';
	$inner  = colophon_demo_pb_render( 'gallery', $settings, $inner );
	$front  = array_intersect_key( $settings, array_flip( array( 'gallery_layout', 'columns', 'columns_tablet', 'columns_mobile', 'gap', 'gap_tablet', 'gap_mobile', 'ideal_row_height', 'ideal_row_height_tablet', 'ideal_row_height_mobile', 'aspect_ratio', 'lazyload', 'link_to' ) ) );
	return sprintf(
		'<div class="elementor-element elementor-element-%1$s elementor-widget elementor-widget-gallery" data-id="%1$s" data-element_type="widget" data-widget_type="gallery.default" data-settings=\'%2$s\'><div class="elementor-widget-container">%3$s</div></div>',
		$id,
		esc_attr( (string) wp_json_encode( $front ) ),
		$inner
	);
}

function colophon_demo_gallery_fixture(): string {
	// A stand-in of the page builder's gallery stylesheet: items clip their image, the overlay and
	// the title show on hover and focus, the filter tabs in a row.
	$css = '<style>'
		. '.elementor-gallery__container{min-height:1px}.elementor-gallery-item{position:relative;overflow:hidden;display:block;text-decoration:none}'
		. '.elementor-gallery-item__overlay,.elementor-gallery-item__content{position:absolute;inset:0}.elementor-gallery-item__overlay{background:rgba(20,33,61,.5);opacity:0;transition:opacity .3s}'
		. '.elementor-gallery-item__content{display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700;opacity:0;transition:opacity .3s}'
		. '.elementor-gallery-item:hover .elementor-gallery-item__overlay,.elementor-gallery-item:focus .elementor-gallery-item__overlay,.elementor-gallery-item:hover .elementor-gallery-item__content,.elementor-gallery-item:focus .elementor-gallery-item__content{opacity:1}'
		. '.elementor-gallery__titles-container{display:flex;flex-wrap:wrap;justify-content:center;margin-bottom:20px}'
		. '.elementor-gallery-title{cursor:pointer;color:#6d7882;font-weight:500;padding:7px 14px}.elementor-gallery-title.elementor-item-active{color:#14213d;box-shadow:inset 0 -3px #c06014}'
		. '</style>';
	$sizes = array( 'gap' => array( 'unit' => 'px', 'size' => 10 ), 'gap_tablet' => array( 'unit' => 'px', 'size' => 10 ), 'gap_mobile' => array( 'unit' => 'px', 'size' => 8 ) );
	return $css
		. '<h2>Our work</h2><p>Covers and studio days, by kind: choose a tab.</p>'
		. colophon_demo_pb_gallery(
			'gal0001',
			$sizes + array( 'gallery_type' => 'multiple', 'gallery_layout' => 'justified', 'ideal_row_height' => array( 'unit' => 'px', 'size' => 200 ), 'ideal_row_height_tablet' => array( 'unit' => 'px', 'size' => 180 ), 'ideal_row_height_mobile' => array( 'unit' => 'px', 'size' => 200 ), 'lazyload' => 'yes', 'link_to' => 'file' ),
			array( 1 => array( 0 ), 2 => array( 0 ), 3 => array( 1 ), 4 => array( 0 ), 5 => array( 0 ), 6 => array( 1 ), 7 => array( 0 ), 9 => array( 1 ) ),
			array( 'Covers', 'Studio' ),
			true
		)
		. '<h2>Reading room</h2>'
		. colophon_demo_pb_gallery(
			'gal0002',
			$sizes + array( 'gallery_type' => 'single', 'gallery_layout' => 'masonry', 'columns' => 3, 'columns_tablet' => 2, 'columns_mobile' => 2, 'lazyload' => '', 'link_to' => '' ),
			array( 10 => array( 0 ), 11 => array( 0 ), 13 => array( 0 ), 14 => array( 0 ), 16 => array( 0 ), 17 => array( 0 ) ),
			array(),
			false
		)
		. '<h2>Shelf</h2>'
		. colophon_demo_pb_gallery(
			'gal0003',
			$sizes + array( 'gallery_type' => 'single', 'gallery_layout' => 'grid', 'columns' => 4, 'columns_tablet' => 3, 'columns_mobile' => 2, 'aspect_ratio' => '1:1', 'lazyload' => '', 'link_to' => 'file' ),
			array( 19 => array( 0 ), 20 => array( 0 ), 21 => array( 0 ), 22 => array( 0 ) ),
			array(),
			true
		);
}
