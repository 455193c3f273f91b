<?php
/**
 * The demo's service page and the fixtures of the layout handlers (sticky, motion effects,
 * entrance animations, carousels, nav menus, anchors). Everything is printed in the page
 * builder's own markup shapes and setting keys, so
 * the same handlers run on pages the page builder renders.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/pb-render.php';

/** An element: container (`e-con`) or widget (with its `elementor-widget-container`). */
function colophon_demo_el( string $kind, string $id, array $settings, string $inner, string $class = '', string $widget = '', array $attrs = array() ): string {
	$classes = array( 'elementor-element', 'elementor-element-' . $id );
	$data    = array(
		'data-id'           => $id,
		'data-element_type' => 'widget' === $kind ? 'widget' : 'container',
	);
	if ( 'widget' === $kind ) {
		$classes[]               = 'elementor-widget';
		$classes[]               = 'elementor-widget-' . $widget;
		$data['data-widget_type'] = $widget . '.default';
		$inner                   = '<div class="elementor-widget-container">' . $inner . '</div>';
	} else {
		$classes[] = 'e-con';
		$classes[] = 'e-flex';
	}
	if ( isset( $settings['_animation'] ) || isset( $settings['animation'] ) ) {
		$classes[] = 'elementor-invisible';
	}
	if ( $settings ) {
		$data['data-settings'] = wp_json_encode( $settings );
	}
	$html = '<div class="' . esc_attr( trim( implode( ' ', $classes ) . ' ' . $class ) ) . '"';
	foreach ( $data + $attrs as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . '>' . $inner . '</div>';
}

/** The nav menu widget: the main menu, the toggle and the small-screen dropdown, as the page builder prints them. */
function colophon_demo_nav_menu( string $id, array $items, string $sm_options = '' ): string {
	$list = static function ( array $items, bool $dropdown ) use ( &$list ): string {
		$html = '';
		foreach ( $items as $label => $item ) {
			$url      = is_array( $item ) ? ( $item['url'] ?? null ) : $item;
			$children = is_array( $item ) ? ( $item['children'] ?? array() ) : array();
			$href     = null === $url ? '' : ' href="' . esc_url( $url ) . '"';
			$html    .= '<li class="menu-item' . ( $children ? ' menu-item-has-children' : '' ) . '"><a' . $href . ' class="' . ( $dropdown ? 'elementor-sub-item' : 'elementor-item' ) . ( null !== $url && str_contains( $url, '#' ) ? ' elementor-item-anchor' : '' ) . '"' . ( $dropdown ? ' tabindex="-1"' : '' ) . '>' . esc_html( $label ) . '</a>';
			if ( $children ) {
				$html .= '<ul class="sub-menu elementor-nav-menu--dropdown">' . $list( $children, $dropdown ) . '</ul>';
			}
			$html .= '</li>';
		}
		return $html;
	};
	$options = '' === $sm_options ? '' : ' data-sm-options="' . esc_attr( $sm_options ) . '"';
	$inner   = '<nav aria-label="Main" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal"><ul id="menu-1-' . $id . '" class="elementor-nav-menu"' . $options . '>' . $list( $items, false ) . '</ul></nav>'
		. '<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu" aria-expanded="false">☰</div>'
		. '<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true"><ul id="menu-2-' . $id . '" class="elementor-nav-menu">' . $list( $items, true ) . '</ul></nav>';
	return colophon_demo_el( 'widget', $id, array( 'layout' => 'horizontal', 'toggle' => 'burger' ), $inner, '', 'nav-menu' );
}

/** The image carousel widget. `$show` = [desktop, tablet, mobile] (first frame before Swiper: the CSS variables). */
function colophon_demo_carousel( string $id, array $settings, int $slides = 6 ): string {
	$titles = array( 'Cover 1', 'Cover 2', 'Cover 3', 'The Salt Road', 'Night Ferries', 'Small Hours' );
	$html   = '';
	// Its image size: the covers' own (600 × 900), or the thumbnail size (150 × 150) the widget can pick.
	$size = 'thumbnail' === ( $settings['thumbnail_size'] ?? '' ) ? array( 150, 150 ) : array( 600, 900 );
	for ( $i = 1; $i <= $slides; $i++ ) {
		$src   = plugins_url( 'demo/gallery/cover-' . ( ( $i - 1 ) % 6 + 1 ) . '.svg', COLOPHON_FILE );
		$html .= '<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="' . $i . ' of ' . $slides . '"><figure class="swiper-slide-inner"><img class="swiper-slide-image" width="' . $size[0] . '" height="' . $size[1] . '" src="' . esc_url( $src ) . '" alt="' . esc_attr( $titles[ ( $i - 1 ) % 6 ] . ', a cover we designed' ) . '"></figure></div>';
	}
	$show  = array(
		(int) ( $settings['slides_to_show'] ?? 3 ),
		(int) ( $settings['slides_to_show_tablet'] ?? ( 1 === (int) ( $settings['slides_to_show'] ?? 3 ) ? 1 : 2 ) ),
		(int) ( $settings['slides_to_show_mobile'] ?? 1 ),
	);
	$style = sprintf( '--colophon-slides:%d;--colophon-slides-tablet:%d;--colophon-slides-mobile:%d;--colophon-gap:%dpx', $show[0], $show[1], $show[2], (int) ( $settings['image_spacing_custom']['size'] ?? 20 ) );
	$nav   = $settings['navigation'] ?? 'both';
	$inner = '<div class="elementor-image-carousel-wrapper swiper" dir="ltr" style="' . esc_attr( $style ) . '"><div class="elementor-image-carousel swiper-wrapper' . ( 'yes' === ( $settings['image_stretch'] ?? '' ) ? ' swiper-image-stretch' : '' ) . '" aria-live="off">' . $html . '</div>'
		. ( in_array( $nav, array( 'both', 'arrows' ), true ) && $slides > 1 ? '<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0">‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0">›</div>' : '' )
		. ( in_array( $nav, array( 'both', 'dots' ), true ) && $slides > 1 ? '<div class="swiper-pagination"></div>' : '' )
		. '</div>';
	return colophon_demo_el( 'widget', $id, $settings, $inner, '', 'image-carousel' );
}

/**
 * The page builder's Pro testimonial carousel, as it prints it (its own settings keys: slides_per_view, loop, show_arrows, pagination).
 * Settings are given as the page builder prints them: every default, and a switch turned off (autoplay here) left out.
 */
function colophon_demo_testimonial_carousel( string $id, array $settings, bool $optimized = false ): string {
	$quotes = array( array( 'Maya R.', 'They found the book inside my manuscript.' ), array( 'Tom H.', 'The cover sold the first thousand copies.' ), array( 'Priya S.', 'On time, on budget, and kind about my commas.' ) );
	$slides = '';
	foreach ( $quotes as $i => $quote ) {
		$slides .= '<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="' . ( $i + 1 ) . ' of 3"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">' . esc_html( $quote[1] ) . '</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">' . esc_html( $quote[0] ) . '</span></cite></div></div></div>';
	}
	// As Pro prints it: the arrows only when shown, the pagination only when it has one; no extra wrapper with optimized markup (4.x).
	$arrows = 'yes' === ( $settings['show_arrows'] ?? '' ) ? '<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous">‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next">›</div>' : '';
	$dots   = '' !== ( $settings['pagination'] ?? '' ) ? '<div class="swiper-pagination"></div>' : '';
	$inner  = '<div class="elementor-testimonial-carousel-wrapper elementor-main-swiper swiper" dir="ltr"><div class="swiper-wrapper">' . $slides . '</div>' . $arrows . $dots . '</div>';
	$inner  = $optimized ? $inner : '<div class="elementor-swiper">' . $inner . '</div>';
	// Through the page builder's render filter, as its page prints it: at request time, Colophon adds the first frame's layout (features/carousel/php/Layout.php).
	return colophon_demo_el( 'widget', $id, $settings, colophon_demo_pb_render( 'testimonial-carousel', $settings, $inner ), '', 'testimonial-carousel' );
}

/** The page builder's Pro slides widget, as it prints it (its own settings keys: navigation, autoplay, infinite, transition). */
function colophon_demo_slides( string $id, array $settings ): string {
	$slides = array(
		array( 'Write it', 'Developmental editing that finds your book.', '#2d4a7c' ),
		array( 'Dress it', 'Covers that sell in a thumbnail.', '#7c2d4a' ),
		array( 'Ship it', 'Print and ebook, in every store.', '#2d7c5a' ),
	);
	$html   = '';
	foreach ( $slides as $i => $slide ) {
		$html .= '<div class="elementor-repeater-item-s' . $i . ' swiper-slide"><div class="swiper-slide-bg" style="background-color:' . esc_attr( $slide[2] ) . '"></div><div class="swiper-slide-inner"><div class="swiper-slide-contents">'
			. '<div class="elementor-slide-heading">' . esc_html( $slide[0] ) . '</div><div class="elementor-slide-description">' . esc_html( $slide[1] ) . '</div>'
			. '<a class="elementor-button elementor-slide-button elementor-size-sm" href="/self-publishing/">Start</a></div></div></div>';
	}
	$inner = '<div class="elementor-swiper"><div class="elementor-slides-wrapper elementor-main-swiper swiper" dir="ltr" data-animation="fadeInUp"><div class="swiper-wrapper elementor-slides">' . $html . '</div>'
		. '<div class="swiper-pagination"></div><div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0"><span class="elementor-screen-only">Previous slide</span>‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0"><span class="elementor-screen-only">Next slide</span>›</div></div></div>';
	return colophon_demo_el( 'widget', $id, $settings, $inner, '', 'slides' );
}

function colophon_demo_heading( string $id, string $text, array $settings = array(), string $tag = 'h2' ): string {
	return colophon_demo_el( 'widget', $id, $settings, '<' . $tag . ' class="elementor-heading-title">' . esc_html( $text ) . '</' . $tag . '>', '', 'heading' );
}

function colophon_demo_text( string $id, string $html, array $settings = array() ): string {
	return colophon_demo_el( 'widget', $id, $settings, $html, '', 'text-editor' );
}

/** A page-builder document (page, header), full width in the theme. */
function colophon_demo_document( string $type, int $id, string $inner ): string {
	return '<div data-elementor-type="' . esc_attr( $type ) . '" data-elementor-id="' . $id . '" class="elementor elementor-' . $id . ' alignfull colophon-demo-builder">' . $inner . '</div>';
}

function colophon_demo_menu_items(): array {
	return array(
		'Services'  => array(
			'url'      => '/book-editing/',
			'children' => array(
				'Book editing'        => '/book-editing/',
				'Cover design'        => '/cover-gallery/',
				'Audiobook narration' => array(
					'url'      => '/self-publishing/',
					'children' => array(
						'Narrators' => '/self-publishing/#narrators',
						'Studios'   => '/self-publishing/#studios',
					),
				),
			),
		),
		'Resources' => array(
			'url'      => '/resources/',
			'children' => array(
				'Blog'   => '/blog/',
				'Guides' => '/resources/',
				'Events' => '/events/',
			),
		),
		// A parent without a URL (the page builder's menus allow it): still reachable by keyboard.
		'About'     => array(
			'url'      => null,
			'children' => array(
				'Our team' => '/self-publishing/',
				'Careers'  => '/blog/',
			),
		),
		'Prices'    => '#pricing',
		'Contact'   => '#contact',
	);
}

/** The sticky header: sticks at the top (below a fixed admin bar) and shrinks once 120 px past. */
function colophon_demo_header( int $doc_id = 901 ): string {
	$header = colophon_demo_el(
		'container',
		'hdr0001',
		array( 'sticky' => 'top', 'sticky_on' => array( 'desktop', 'tablet', 'mobile' ), 'sticky_offset' => 0, 'sticky_effects_offset' => 120 ),
		'<a class="colophon-demo-logo" href="/">Colophon Press</a>' . colophon_demo_nav_menu( 'nav0001', colophon_demo_menu_items() ),
		'colophon-demo-header',
		'',
		array( 'id' => 'site-header' )
	);
	return colophon_demo_document( 'header', $doc_id, $header );
}

function colophon_demo_service_page(): string {
	$services = array(
		array( 'Developmental edit', 'Structure, pacing and character: a 15-page letter and notes in your manuscript.' ),
		array( 'Line edit', 'Sentence by sentence, for rhythm and clarity, in your voice.' ),
		array( 'Copyedit', 'Grammar, consistency and a style sheet your proofreader will thank you for.' ),
		array( 'Proofread', 'The last pass on the typeset pages, before anything goes to print.' ),
		array( 'Manuscript critique', 'A reader’s report on what works and what to fix first.' ),
		array( 'Query package', 'Synopsis and query letter, edited for agents.' ),
	);
	$effects  = array(
		array( 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => array( 'size' => 2 ) ),
		array( 'motion_fx_opacity_effect' => 'yes', 'motion_fx_opacity_direction' => 'out-in', 'motion_fx_opacity_level' => array( 'size' => 6 ) ),
		array( 'motion_fx_scale_effect' => 'yes', 'motion_fx_scale_direction' => 'out-in', 'motion_fx_scale_speed' => array( 'size' => 2 ) ),
		array( 'motion_fx_translateX_effect' => 'yes', 'motion_fx_translateX_speed' => array( 'size' => 1 ), 'motion_fx_translateX_direction' => 'negative' ),
		array( 'motion_fx_rotateZ_effect' => 'yes', 'motion_fx_rotateZ_speed' => array( 'size' => 0.2 ) ),
	);
	$hero = colophon_demo_el(
		'container',
		'hero001',
		array(
			'background_motion_fx_motion_fx_scrolling' => 'yes',
			'background_motion_fx_translateY_effect'   => 'yes',
			'background_motion_fx_translateY_speed'    => array( 'size' => 3 ),
		),
		colophon_demo_heading( 'herot01', 'Book editing that keeps your voice', array( 'motion_fx_motion_fx_mouse' => 'yes', 'motion_fx_mouseTrack_effect' => 'yes', 'motion_fx_mouseTrack_speed' => array( 'size' => 0.4 ) ), 'h1' )
		. colophon_demo_text( 'herop01', '<p>Editors who have worked on 400 published books read yours line by line, then talk it through with you.</p>', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => array( 'size' => 1 ) ) )
		. '<p class="colophon-demo-cta"><a class="wp-element-button" href="#pricing">See prices</a></p>',
		'colophon-demo-hero'
	);
	$cards = '';
	foreach ( $services as $i => list( $title, $text ) ) {
		$cards .= colophon_demo_el( 'container', sprintf( 'card%03d', $i ), array( '_animation' => 'fadeInUp', '_animation_delay' => 100 * ( $i % 3 ) ), '<h3>' . esc_html( $title ) . '</h3><p>' . esc_html( $text ) . '</p>', 'colophon-demo-card' );
	}
	$motion = '';
	for ( $i = 0; $i < 20; $i++ ) {
		$settings = array( 'motion_fx_motion_fx_scrolling' => 'yes' ) + $effects[ $i % count( $effects ) ];
		$motion  .= colophon_demo_el( 'widget', sprintf( 'mfx%04d', $i ), $settings, '<div class="colophon-demo-chip">' . esc_html( sprintf( 'Chapter %d', $i + 1 ) ) . '</div>', 'colophon-demo-motion', 'text-editor' );
	}
	$body = $hero
		. colophon_demo_el( 'container', 'svc0001', array(), colophon_demo_heading( 'svch001', 'What we edit' ) . '<div class="colophon-demo-cards">' . $cards . '</div>', 'colophon-demo-section' )
		. colophon_demo_el( 'container', 'car0001', array(), colophon_demo_heading( 'carh001', 'Covers from our design desk' ) . colophon_demo_carousel( 'carsl01', array( 'slides_to_show' => '3', 'slides_to_show_tablet' => '2', 'slides_to_show_mobile' => '1', 'navigation' => 'both', 'autoplay' => 'yes', 'autoplay_speed' => 4000, 'pause_on_hover' => 'yes', 'pause_on_interaction' => 'yes', 'infinite' => 'yes', 'speed' => 500, 'image_spacing_custom' => array( 'size' => 20, 'unit' => 'px' ) ) ), 'colophon-demo-section' )
		. colophon_demo_el( 'container', 'mfx0000', array(), colophon_demo_heading( 'mfxh001', 'From first draft to final proof' ) . '<div class="colophon-demo-chips">' . $motion . '</div>', 'colophon-demo-section' )
		. colophon_demo_el( 'container', 'prc0001', array( 'animation' => 'fadeIn' ), colophon_demo_heading( 'prch001', 'Prices' ) . '<p>Line editing from $0.021 a word; a 80,000-word novel from $1,680.</p>', 'colophon-demo-section', '', array( 'id' => 'pricing' ) )
		. colophon_demo_el( 'container', 'cnt0001', array(), colophon_demo_heading( 'cnth001', 'Talk to an editor' ) . '<p>Write to <a href="mailto:editors@example.test">editors@example.test</a>; we answer within a working day.</p>', 'colophon-demo-section', '', array( 'id' => 'contact' ) );
	return '<!-- wp:html -->' . colophon_demo_header() . colophon_demo_document( 'wp-page', 902, $body ) . '<!-- /wp:html -->';
}

/** Fixture pages, one per behaviour the end-to-end tests drive. */
function colophon_demo_layout_pages(): array {
	$filler = static fn( string $id, int $n ) => colophon_demo_text( $id, str_repeat( '<p>Filler paragraph so the page can scroll past the element under test, as a long article would.</p>', $n ) );
	return array(
		'book-editing'    => array(
			'title'   => 'Book editing',
			'content' => colophon_demo_service_page(),
		),
		'sticky-fixtures' => array(
			'title'   => 'Sticky fixtures',
			'parent'  => 'fixtures',
			'content' => '<!-- wp:html -->' . colophon_demo_document(
				'wp-page',
				911,
				colophon_demo_el(
					'container',
					'stkpar1',
					array(),
					colophon_demo_el( 'container', 'stkin01', array( 'sticky' => 'top', 'sticky_parent' => 'yes', 'sticky_offset' => 10 ), '<p>I stay inside my column</p>', 'colophon-demo-sticky-box', '', array( 'id' => 'in-parent' ) )
					. $filler( 'stkfl01', 8 ),
					'colophon-demo-column',
					'',
					array( 'id' => 'sticky-parent' )
				)
				. $filler( 'stkfl02', 6 )
				. colophon_demo_el( 'container', 'stkdev1', array( 'sticky' => 'top', 'sticky_on' => array( 'desktop' ), 'sticky_offset' => 0, 'sticky_offset_tablet' => 30 ), '<p>Sticky on desktop only</p>', 'colophon-demo-sticky-box', '', array( 'id' => 'desktop-only' ) )
				. $filler( 'stkfl03', 30 )
			) . '<!-- /wp:html -->',
		),
		'layout-fixtures' => array(
			'title'   => 'Layout fixtures',
			'parent'  => 'fixtures',
			'content' => '<!-- wp:html -->' . colophon_demo_document(
				'wp-page',
				912,
				colophon_demo_nav_menu( 'navbad1', array( 'Guides' => array( 'url' => '/resources/', 'children' => array( 'Blog' => '/blog/' ) ) ), '{showTimeout: 100' )
				. '<p><a id="to-target" href="#anchor-target">Jump to the target</a> · <a id="to-bad" href="#1-not-an-anchor">A hash the rule refuses</a></p>'
				. colophon_demo_carousel( 'carone1', array( 'slides_to_show' => '1', 'autoplay' => 'yes', 'pause_on_hover' => 'yes', 'pause_on_interaction' => 'yes', 'infinite' => 'yes', 'effect' => 'fade' ), 1 )
				. colophon_demo_carousel( 'carfad1', array( 'slides_to_show' => '1', 'infinite' => 'yes', 'effect' => 'fade', 'navigation' => 'dots' ), 3 )
				// Thumbnails one per view: drawn at their own size, or as wide as the slide with "Image Stretch" on.
				. colophon_demo_carousel( 'carsml1', array( 'slides_to_show' => '1', 'thumbnail_size' => 'thumbnail', 'navigation' => 'arrows' ), 3 )
				. colophon_demo_carousel( 'carstr1', array( 'slides_to_show' => '1', 'thumbnail_size' => 'thumbnail', 'image_stretch' => 'yes', 'navigation' => 'arrows' ), 3 )
				. colophon_demo_testimonial_carousel( 'tstcar1', array( 'show_arrows' => 'yes', 'pagination' => 'bullets', 'loop' => 'yes', 'space_between' => array( 'unit' => 'px', 'size' => 16 ) ) )
				// Elementor 4.2's print of one with its arrows switched off and a progress bar: no show_arrows key, no arrows.
				// A container fading out as it scrolls (in-out, 20–80 %): measured on its parent, as the page builder does.
				. colophon_demo_el( 'container', 'mfx4201', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_opacity_effect' => 'yes', 'motion_fx_opacity_direction' => 'in-out', 'motion_fx_opacity_level' => array( 'unit' => 'px', 'size' => 10 ), 'motion_fx_opacity_range' => array( 'unit' => '%', 'sizes' => array( 'start' => 20, 'end' => 80 ) ) ), colophon_demo_text( 'mfx4202', '<p>Fades as the page scrolls.</p>' ) )
				. colophon_demo_testimonial_carousel( 'tstcar3', array( 'pagination' => 'progressbar', 'slides_per_view' => '1', 'loop' => 'yes', 'speed' => 500, 'space_between' => array( 'unit' => 'px', 'size' => 10 ) ), true )
				// Rendered when the page is (demo/server.php): Colophon's server side adds its first frame then.
				. '[colophon_demo_testimonials_two]'
				. colophon_demo_slides( 'slides1', array( 'navigation' => 'both', 'infinite' => 'yes', 'transition' => 'slide', 'transition_speed' => 500 ) )
				. $filler( 'layfl01', 25 )
				. colophon_demo_el( 'container', 'anchor1', array(), '<p>The anchor target</p>', '', '', array( 'id' => 'anchor-target' ) )
				. '<div id="1-not-an-anchor" class="elementor-element">Not a valid anchor id</div>'
				. $filler( 'layfl02', 10 )
			) . '<div data-elementor-type="section" data-elementor-id="913" class="elementor elementor-913" id="template-913"><p>A saved template, scrolled to by ?theme_template_id=913</p></div>'
				. colophon_demo_text( 'layfl03', str_repeat( '<p>More filler after the template.</p>', 20 ) ) . '<!-- /wp:html -->',
		),
	);
}
