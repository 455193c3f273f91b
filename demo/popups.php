<?php
/**
 * Demo popups: the marketplace waitlist popup (opened by links and buttons), a timed newsletter
 * popup on the self-publishing page, an exit-intent popup on the blog, and one fixture page per
 * trigger and closing rule for the end-to-end tests.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** @return array<string, array{title: string, pages: string, settings: array, content: string}> */
function colophon_demo_popups(): array {
	$base = array(
		'a11y_navigation'             => 'yes',
		'entrance_animation'          => 'zoomIn',
		'entrance_animation_mobile'   => 'slideInUp',
		'exit_animation'              => 'fadeIn',
		'entrance_animation_duration' => array( 'size' => 0.3 ),
	);
	$text = static fn( string $heading, string $body ) => '<h2>' . $heading . '</h2><p>' . $body . '</p>';
	$popups = array(
		'waitlist'   => array(
			'title'    => 'Marketplace waitlist',
			'pages'    => 'home,marketplace,self-publishing,popup-actions',
			'settings' => $base + array( 'open_selector' => '.open-waitlist', 'timing' => array() ),
			'content'  => $text( 'Join the marketplace waitlist', 'Tell us about your books and we will invite you as soon as the freelancer marketplace opens in your genre.' )
				. '[colophon_waitlist]'
				. '<p><a href="#elementor-action:action=popup:close&amp;settings=' . base64_encode( '{"do_not_show_again":"yes"}' ) . '">No thanks, don’t show this again</a></p>',
		),
		'newsletter' => array(
			'title'    => 'Newsletter',
			'pages'    => 'self-publishing',
			'settings' => $base + array(
				'timing'   => array( 'times' => 'yes', 'times_times' => 2, 'times_period' => 'day' ),
				'triggers' => array( 'page_load' => 'yes', 'page_load_delay' => 4 ),
			),
			'content'  => $text( 'Get the self-publishing checklist', 'One email a month with the steps, costs and deadlines that matter for your next launch.' ),
		),
		'exit'       => array(
			'title'    => 'Before you go',
			'pages'    => 'blog,popup-exit',
			'settings' => $base + array( 'avoid_multiple_popups' => 'yes', 'timing' => array(), 'triggers' => array( 'exit_intent' => 'yes' ) ),
			'content'  => $text( 'Before you go', 'Our free pricing calculator shows what your book should cost in every store.' ),
		),
	);
	$fixtures = array(
		'page-load'     => array( 'page_load' => 'yes', 'page_load_delay' => 1 ),
		'scroll-down'   => array( 'scrolling' => 'yes', 'scrolling_direction' => 'down', 'scrolling_offset' => 50 ),
		'scroll-up'     => array( 'scrolling' => 'yes', 'scrolling_direction' => 'up' ),
		'scroll-to'     => array( 'scrolling_to' => 'yes', 'scrolling_to_selector' => '#popup-target' ),
		'click'         => array( 'click' => 'yes', 'click_times' => 2 ),
		'inactivity'    => array( 'inactivity' => 'yes', 'inactivity_time' => 2 ),
		'adblock'       => array( 'adblock_detection' => 'yes', 'adblock_detection_delay' => 1 ),
	);
	foreach ( $fixtures as $name => $triggers ) {
		$popups[ 'trigger-' . $name ] = array(
			'title'    => 'Trigger: ' . $name,
			'pages'    => 'popup-' . $name,
			'settings' => $base + array( 'timing' => array(), 'triggers' => $triggers ),
			'content'  => $text( 'Opened by the ' . $name . ' trigger', 'A fixture popup.' ),
		);
	}
	$popups['locked']       = array(
		'title'    => 'Locked popup',
		'pages'    => 'popup-locked',
		'settings' => array(
			'prevent_close_on_esc_key'          => 'yes',
			'prevent_close_on_background_click' => 'yes',
			'close_button_delay'                => 1,
			'a11y_navigation'                   => 'yes',
			'timing'                            => array(),
			'triggers'                          => array( 'page_load' => 'yes', 'page_load_delay' => 0 ),
		),
		'content'  => $text( 'Esc does not close this one', 'Its close button appears after a second.' ),
	);
	$popups['auto-close']   = array(
		'title'    => 'Closes by itself',
		'pages'    => 'popup-auto-close',
		'settings' => array( 'close_automatically' => 2, 'timing' => array(), 'triggers' => array( 'page_load' => 'yes' ) ),
		'content'  => $text( 'This closes by itself', 'After two seconds.' ),
	);
	$popups['first']        = array(
		'title'    => 'First of two',
		'pages'    => 'popup-avoid-multiple',
		'settings' => array( 'timing' => array(), 'triggers' => array( 'page_load' => 'yes', 'page_load_delay' => 0 ) ),
		'content'  => $text( 'The first popup', 'The second one must not follow.' ),
	);
	$popups['second']       = array(
		'title'    => 'Second of two',
		'pages'    => 'popup-avoid-multiple',
		'settings' => array( 'avoid_multiple_popups' => 'yes', 'timing' => array(), 'triggers' => array( 'page_load' => 'yes', 'page_load_delay' => 2 ) ),
		'content'  => $text( 'The second popup', 'Skipped when another popup already showed.' ),
	);
	return $popups;
}

/** Creates or updates the demo popups; returns their ids by key. */
function colophon_demo_install_popups(): array {
	$ids = array();
	foreach ( colophon_demo_popups() as $key => $popup ) {
		$existing = get_page_by_path( 'demo-popup-' . $key, OBJECT, \Colophon\Popup\Popups::POST_TYPE );
		$args     = array(
			'post_type'    => \Colophon\Popup\Popups::POST_TYPE,
			'post_name'    => 'demo-popup-' . $key,
			'post_title'   => $popup['title'],
			'post_content' => $popup['content'],
			'post_status'  => 'publish',
		);
		if ( $existing ) {
			$args['ID'] = $existing->ID;
		}
		$id = (int) ( $existing ? wp_update_post( $args ) : wp_insert_post( $args ) );
		update_post_meta( $id, '_colophon_popup_settings', wp_slash( (string) wp_json_encode( $popup['settings'] ) ) );
		update_post_meta( $id, '_colophon_popup_pages', $popup['pages'] );
		$ids[ $key ] = $id;
	}
	return $ids;
}

/** `#elementor-action:action=…&settings=<base64 json>` */
function colophon_demo_action( string $action, array $settings = array() ): string {
	return '#elementor-action:action=' . $action . '&amp;settings=' . base64_encode( (string) wp_json_encode( $settings ) );
}

/** Fixture pages for the popup tests (children of /fixtures/). */
function colophon_demo_popup_pages( array $popup_ids ): array {
	$long    = str_repeat( '<p>Filler paragraph so the page can scroll. Publishing is a long game: write, edit, design, launch, repeat.</p>', 40 );
	$waitlist = $popup_ids['waitlist'];
	$pages   = array();
	foreach ( array( 'page-load', 'scroll-down', 'scroll-up', 'click', 'inactivity', 'adblock', 'locked', 'auto-close', 'avoid-multiple', 'exit' ) as $name ) {
		$pages[ 'popup-' . $name ] = array(
			'parent'  => 'fixtures',
			'title'   => 'Popup: ' . $name,
			'content' => '<!-- wp:html --><p>Fixture for the ' . $name . ' popup.</p><button type="button" data-testid="page-button">A button on the page</button>' . $long . '<!-- /wp:html -->',
		);
	}
	$pages['popup-scroll-to'] = array(
		'parent'  => 'fixtures',
		'title'   => 'Popup: scroll-to',
		'content' => '<!-- wp:html -->' . $long . '<h2 id="popup-target">The popup opens when this heading scrolls into view</h2>' . $long . '<!-- /wp:html -->',
	);
	$hostile_settings = base64_encode( '{"id":"' . $waitlist . '\"><img src=x onerror=window.__pwned=1>","url":"javascript:window.__pwned=1"}' );
	$pages['popup-actions']   = array(
		'parent'  => 'fixtures',
		'title'   => 'Popup: link actions',
		'content' => '<!-- wp:html -->'
			. '<p><a data-testid="open" href="' . colophon_demo_action( 'popup:open', array( 'id' => (string) $waitlist ) ) . '">Open the waitlist (action link)</a></p>'
			. '<p><a data-testid="open-encoded" href="%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D' . rawurlencode( base64_encode( '{"id":"' . $waitlist . '"}' ) ) . '">Open the waitlist (URL-encoded link)</a></p>'
			. '<p><button type="button" class="open-waitlist" data-testid="open-selector">Open the waitlist (open selector)</button></p>'
			. '<p><a data-testid="hover" href="#jet-engine-action:action=popup:open&amp;popup_id=' . $waitlist . '&amp;event=hover">Hover to open the waitlist</a></p>'
			. '<p><a data-testid="reload" href="' . colophon_demo_action( 'reload-page' ) . '">Reload the page</a></p>'
			. '<p><a data-testid="off-canvas-open" href="' . colophon_demo_action( 'off_canvas:open', array( 'id' => 'menu' ) ) . '">Open the side panel</a> '
			. '<a data-testid="off-canvas-toggle" href="' . colophon_demo_action( 'off_canvas:toggle', array( 'id' => 'menu' ) ) . '">Toggle the side panel</a></p>'
			. '<aside id="off-canvas-menu" data-testid="off-canvas" hidden aria-hidden="true"><p>Side panel</p><a href="' . colophon_demo_action( 'off_canvas:close', array( 'id' => 'menu' ) ) . '" data-testid="off-canvas-close">Close the side panel</a></aside>'
			. '<p><a data-testid="delete" href="/fixtures/?deleted=1" data-delete-message="Delete this draft for good?">Delete the draft</a></p>'
			. '<p><a data-testid="hostile" href="#elementor-action:action=popup:open&amp;settings=' . $hostile_settings . '">A link with hostile settings</a> '
			. '<a data-testid="unknown" href="' . colophon_demo_action( 'eval', array( 'code' => 'window.__pwned=1' ) ) . '">An unknown action</a></p>'
			// Declared lightbox actions, so a hash in the address that names them passes the guard and meets the sanitiser.
			. '<p><a data-testid="lightbox-action" href="' . colophon_demo_action( 'lightbox', array( 'url' => plugins_url( 'demo/gallery/cover-1.svg', COLOPHON_FILE ), 'type' => 'image', 'title' => '<img src=x onerror=window.__pwned=1> Cover 1' ) ) . '">Cover 1 in the lightbox (its title is markup)</a> '
			. '<a data-testid="hostile-lightbox" href="' . colophon_demo_action( 'lightbox', array( 'url' => 'javascript:window.__pwned=1', 'type' => 'image' ) ) . '">A lightbox action with a javascript: URL</a></p>'
			. '<!-- /wp:html -->',
	);
	$img                = plugins_url( 'demo/gallery/', COLOPHON_FILE );
	$thumb              = static fn( int $n, string $extra = '' ) => '<a href="' . $img . 'cover-' . $n . '.svg" data-elementor-lightbox-slideshow="covers" data-elementor-lightbox-title="Cover ' . $n . '" ' . $extra . '><img src="' . $img . 'cover-' . $n . '.svg" alt="Demo cover ' . $n . '" width="120" height="180"></a> ';
	$pages['gallery'] = array(
		'parent'  => 'fixtures',
		'title'   => 'Gallery',
		'content' => '<!-- wp:html --><p>Cover designs from our studio. Open one, then use the arrows, the keyboard or a swipe.</p>'
			. '<p class="colophon-demo-gallery">' . $thumb( 1, 'data-testid="cover-1"' ) . $thumb( 2 ) . $thumb( 3 ) . '</p>'
			. '<p><a data-testid="no-lightbox" href="' . $img . 'cover-1.svg" data-elementor-open-lightbox="no">This link opens the image itself</a> · '
			. '<a data-testid="download" href="' . $img . 'cover-2.svg" download>Download cover 2</a> · '
			. '<a data-testid="video" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-elementor-lightbox-video>Watch the trailer</a> · '
			. '<a data-testid="action" href="' . colophon_demo_action( 'lightbox', array( 'url' => $img . 'cover-3.svg', 'title' => 'Cover 3 by action' ) ) . '">Cover 3 (link action)</a></p>'
			. '<!-- /wp:html -->',
	);
	return $pages;
}
