<?php
/**
 * Fixture: the page builder's everyday widgets (accordion, toggle, tabs, nested tabs, nested
 * accordion, counter, progress bar, alert, countdown) in the markup shapes it prints, with CSS written here in
 * the shape of its widget CSS (panels hidden until active, the mobile tab row, the progress bar's
 * transition). Used by tests/e2e/page-builder.spec.ts.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

function colophon_demo_pb_widget( string $type, string $id, string $inner, string $settings = '' ): string {
	return sprintf(
		'<div class="elementor-element elementor-element-%1$s elementor-widget elementor-widget-%2$s" data-id="%1$s" data-element_type="widget" data-widget_type="%2$s.default"%3$s><div class="elementor-widget-container">%4$s</div></div>',
		$id,
		$type,
		$settings ? " data-settings='" . $settings . "'" : '',
		$inner
	);
}

require_once __DIR__ . '/pb-render.php';

function colophon_demo_pb_classic( string $type, string $num, array $items ): string {
	$out = '<div class="elementor-' . $type . '">';
	foreach ( array_values( $items ) as $i => $item ) {
		$n    = $i + 1;
		$out .= '<div class="elementor-' . $type . '-item">'
			. '<h3 id="elementor-tab-title-' . $num . $n . '" class="elementor-tab-title" data-tab="' . $n . '" role="button" aria-controls="elementor-tab-content-' . $num . $n . '" aria-expanded="false">'
			. '<span class="elementor-' . $type . '-icon" aria-hidden="true"><span class="elementor-' . $type . '-icon-closed">+</span><span class="elementor-' . $type . '-icon-opened">−</span></span>'
			. '<a class="elementor-' . $type . '-title" tabindex="0">' . $item[0] . '</a></h3>'
			. '<div id="elementor-tab-content-' . $num . $n . '" class="elementor-tab-content elementor-clearfix" data-tab="' . $n . '" role="region" aria-labelledby="elementor-tab-title-' . $num . $n . '"><p>' . $item[1] . '</p></div></div>';
	}
	return $out . '</div>';
}

/**
 * A due date a few days ahead that stays the same all day, so the page is byte-identical for every
 * visitor (a page cache must be able to serve it) rather than moving with each request's clock.
 */
function colophon_demo_pb_due_date(): int {
	return (int) strtotime( 'tomorrow' ) + ( ( 3 * 24 + 4 ) * 60 + 5 ) * 60;
}

/** The countdown's wrapper as the page builder prints it: one item per part, the digits empty until its script runs. */
function colophon_demo_pb_countdown( string $attributes ): string {
	$items = '';
	foreach ( array( 'days' => 'Days', 'hours' => 'Hours', 'minutes' => 'Minutes', 'seconds' => 'Seconds' ) as $part => $label ) {
		$items .= '<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-' . $part . '"></span> <span class="elementor-countdown-label">' . $label . '</span></div>';
	}
	return '<div class="elementor-countdown-wrapper" ' . $attributes . '>' . $items . '</div>';
}

function colophon_demo_page_builder_widgets(): string {
	$faq  = array(
		array( 'How long does a developmental edit take?', 'Four to six weeks for a 90,000-word manuscript, with a call at the halfway mark.' ),
		array( 'Do you work with first-time authors?', 'Most of our authors are publishing their first book.' ),
		array( 'Can I pay in instalments?', 'Yes: half on booking, half on delivery.' ),
	);
	$tabs = array( 'Editing' => 'Structural, line and copy edits.', 'Design' => 'Covers and interior layouts.', 'Launch' => 'Store pages, ads and reviews.' );
	$css  = '<style>'
		. '.elementor-accordion .elementor-tab-content,.elementor-toggle .elementor-tab-content{display:none;padding:12px 16px;border-top:1px solid #d5d8dc}'
		. '.elementor-accordion-item,.elementor-toggle-item{border:1px solid #d5d8dc;margin-bottom:-1px}'
		. '.elementor-tab-title{margin:0;padding:12px 16px;font-size:1rem;cursor:pointer}'
		. '.elementor-tab-title .elementor-accordion-icon-opened,.elementor-tab-title .elementor-toggle-icon-opened,.elementor-tab-title.elementor-active .elementor-accordion-icon-closed,.elementor-tab-title.elementor-active .elementor-toggle-icon-closed{display:none}'
		. '.elementor-tab-title.elementor-active .elementor-accordion-icon-opened,.elementor-tab-title.elementor-active .elementor-toggle-icon-opened{display:inline}'
		. '.elementor-accordion-icon,.elementor-toggle-icon{display:inline-block;width:1.5em}'
		. '.elementor-tabs .elementor-tab-mobile-title{display:none}.elementor-tabs-wrapper{display:flex;gap:4px}'
		. '.elementor-tabs .elementor-tab-desktop-title{border:1px solid #d5d8dc;border-bottom:0}.elementor-tabs .elementor-tab-title.elementor-active{background:#f3efe6;font-weight:600}'
		. '.elementor-tabs .elementor-tab-content{padding:12px 16px;border:1px solid #d5d8dc}'
		. '@media (max-width:767px){.elementor-tabs .elementor-tabs-wrapper{display:none}.elementor-tabs .elementor-tab-mobile-title{display:block;border:1px solid #d5d8dc}}'
		. '.e-n-tabs-heading{display:flex;gap:4px}.e-n-tab-title{padding:10px 14px;border:1px solid #d5d8dc;background:#fff;font:inherit;cursor:pointer}.e-n-tab-title[aria-selected=true]{background:#1d3557;color:#fff}'
		. '.e-n-tabs-content>.e-con{padding:12px 16px;border:1px solid #d5d8dc}.e-n-tabs-content>.e-con:not(.e-active){display:none}'
		. '.e-n-accordion-item{border:1px solid #d5d8dc;margin-bottom:-1px}.e-n-accordion-item-title{padding:12px 16px;cursor:pointer}.e-n-accordion-item>.e-con{padding:0 16px 12px}'
		. '.elementor-counter-number-wrapper{font:700 3rem/1.1 sans-serif;display:flex}.elementor-counter-title{text-align:left}'
		. '.elementor-progress-wrapper{background:#eee;border-radius:4px;overflow:hidden}.elementor-progress-bar{width:0;height:28px;background:#2a9d8f;color:#fff;transition:width 1s ease-in-out;display:flex;align-items:center;justify-content:space-between;padding:0 8px;box-sizing:border-box}'
		. '.elementor-alert{position:relative;padding:14px 48px 14px 16px;background:#fff3cd;border-left:4px solid #e0a800}.elementor-alert-title{display:block;font-weight:700}'
		. '.elementor-alert-dismiss{position:absolute;top:8px;right:8px;width:36px;height:36px;border:0;background:none;font-size:1.4rem;cursor:pointer}'
		. '.elementor-widget-animated-headline .elementor-headline-dynamic-wrapper{color:#b5462f}'
		. '.elementor-widget-share-buttons .elementor-grid{display:flex;flex-wrap:wrap;gap:8px}.elementor-share-btn{display:flex;align-items:center;gap:8px;padding:8px 14px;background:#1d3557;color:#fff;border-radius:4px;cursor:pointer}.elementor-share-btn:focus-visible{outline:3px solid #e76f51;outline-offset:2px}.elementor-share-btn__icon{font-weight:700}'
		. '.elementor-countdown-wrapper{display:flex;gap:8px;max-width:32rem}.elementor-countdown-item{flex:1;padding:12px 4px;background:#1d3557;color:#fff;text-align:center;border-radius:4px}'
		. '.elementor-countdown-digits{display:block;font:700 2rem/1.1 sans-serif}.elementor-countdown-label{display:block;font-size:.85rem}.elementor-countdown-expire--message{display:none;padding:12px 16px;background:#f3efe6}'
		. '.elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}'
		. '.colophon-demo-spacer{height:1400px;display:grid;align-content:center;color:#666}'
		// The header of the page builder's theme, in its shape: the dropdown shows when the toggle's holder is active.
		. '.site-header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;padding:8px 0;border-bottom:1px solid #d5d8dc}.site-header ul{list-style:none;margin:0;padding:0}'
		. '.site-navigation ul.menu{display:flex;gap:16px}.site-navigation .sub-menu{display:none}.site-navigation-toggle-holder{display:none}'
		. '.site-navigation-toggle{padding:8px 12px;border:1px solid #1d3557;cursor:pointer}.site-navigation-dropdown{flex-basis:100%}'
		. '.site-navigation-toggle-holder:not(.elementor-active)+.site-navigation-dropdown{display:none}.site-navigation-dropdown a{display:block;padding:10px 0}'
		. '.site-navigation-dropdown li ul{display:none;padding-left:16px}.site-navigation-dropdown li.elementor-active>ul{display:block}'
		. '.screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}'
		. '@media (max-width:767px){.site-navigation{display:none}.site-navigation-toggle-holder{display:block}}@media (min-width:768px){.site-navigation-dropdown{display:none}}'
		. '</style>';
	$menu = '<ul class="menu"><li class="menu-item"><a href="#pricing">Pricing</a></li><li class="menu-item menu-item-has-children"><a href="/self-publishing/">Services</a><ul class="sub-menu"><li class="menu-item"><a href="/book-editing/">Editing</a></li><li class="menu-item"><a href="/self-publishing/">Self-publishing</a></li></ul></li><li class="menu-item"><a href="/blog/">Blog</a></li></ul>';
	$header = '<header id="site-header" class="site-header dynamic-header menu-dropdown-mobile" role="banner"><div class="site-branding"><strong>Colophon Press</strong></div>'
		. '<nav class="site-navigation">' . $menu . '</nav>'
		. '<div class="site-navigation-toggle-holder"><div class="site-navigation-toggle" role="button" tabindex="0"><svg aria-hidden="true" width="18" height="14" viewBox="0 0 18 14"><path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" stroke-width="2"/></svg><span class="screen-reader-text">Menu</span></div></div>'
		. '<nav class="site-navigation-dropdown">' . $menu . '</nav></header>';

	$tabs_html = '<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">';
	$content   = '';
	$n         = 0;
	foreach ( $tabs as $title => $text ) {
		++$n;
		$first      = 1 === $n;
		$tabs_html .= '<div id="elementor-tab-title-45' . $n . '" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="' . ( $first ? 'true' : 'false' ) . '" data-tab="' . $n . '" role="tab" tabindex="' . ( $first ? '0' : '-1' ) . '" aria-controls="elementor-tab-content-45' . $n . '" aria-expanded="false">' . $title . '</div>';
		$content   .= '<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="' . ( $first ? 'true' : 'false' ) . '" data-tab="' . $n . '" role="tab" tabindex="' . ( $first ? '0' : '-1' ) . '" aria-controls="elementor-tab-content-45' . $n . '" aria-expanded="false">' . $title . '</div>'
			. '<div id="elementor-tab-content-45' . $n . '" class="elementor-tab-content elementor-clearfix" data-tab="' . $n . '" role="tabpanel" aria-labelledby="elementor-tab-title-45' . $n . '" tabindex="0" hidden="' . ( $first ? 'false' : 'hidden' ) . '"><p>' . $text . '</p></div>';
	}
	$tabs_html .= '</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">' . $content . '</div></div>';

	$nested_tabs = '<div class="e-n-tabs" data-widget-number="781" aria-label="Tabs. Open items with Enter or Space, close with Escape and navigate using the Arrow keys."><div class="e-n-tabs-heading" role="tablist">';
	$panes       = '';
	foreach ( array( 'Ebook', 'Print', 'Audio' ) as $i => $format ) {
		$k            = $i + 1;
		$nested_tabs .= '<button id="e-n-tabs-title-781' . $k . '" class="e-n-tab-title" aria-selected="' . ( 1 === $k ? 'true' : 'false' ) . '" data-tab-index="' . $k . '" role="tab" tabindex="' . ( 1 === $k ? '0' : '-1' ) . '" aria-controls="e-n-tab-content-781' . $k . '"><span class="e-n-tab-title-text">' . $format . '</span></button>';
		$panes       .= '<div id="e-n-tab-content-781' . $k . '" role="tabpanel" aria-labelledby="e-n-tabs-title-781' . $k . '" data-tab-index="' . $k . '" class="elementor-element e-con' . ( 1 === $k ? ' e-active' : '' ) . '" data-element_type="container"><p>' . $format . ' formats and prices.</p><p><a href="#' . strtolower( $format ) . '-prices">' . $format . ' price list</a></p></div>';
	}
	$nested_tabs .= '</div><div class="e-n-tabs-content">' . $panes . '</div></div>';

	$nested_acc = '<div class="e-n-accordion" aria-label="Accordion. Open links with Enter or Space, close with Escape, and navigate with Arrow Keys">';
	foreach ( array( 'Manuscript assessment', 'Copy edit', 'Proofread' ) as $i => $service ) {
		$k           = $i + 1;
		$nested_acc .= '<details id="e-n-accordion-item-912' . $k . '" class="e-n-accordion-item"' . ( 1 === $k ? ' open' : '' ) . '><summary class="e-n-accordion-item-title" data-accordion-index="' . $k . '" tabindex="0" aria-expanded="' . ( 1 === $k ? 'true' : 'false' ) . '" aria-controls="e-n-accordion-item-912' . $k . '"><span class="e-n-accordion-item-title-text">' . $service . '</span></summary>'
			. '<div role="region" aria-labelledby="e-n-accordion-item-912' . $k . '" class="elementor-element e-con" data-element_type="container"><p>What the ' . strtolower( $service ) . ' covers.</p><p><a href="#' . $k . '-details">Details</a></p></div></details>';
	}
	$nested_acc .= '</div>';

	return $css
		. '<h2>The page builder theme’s header</h2>' . $header
		. '<h2>Accordion</h2>' . colophon_demo_pb_widget( 'accordion', 'acc0001', colophon_demo_pb_classic( 'accordion', '121', $faq ) )
		. '<h2>Toggle</h2>' . colophon_demo_pb_widget( 'toggle', 'tog0001', colophon_demo_pb_classic( 'toggle', '341', $faq ) )
		. '<h2>Tabs</h2>' . colophon_demo_pb_widget( 'tabs', 'tab0001', $tabs_html )
		. '<h2>Nested tabs</h2>' . colophon_demo_pb_widget( 'nested-tabs', 'ntb0001', $nested_tabs )
		. '<h2>Nested accordion</h2>' . colophon_demo_pb_widget( 'nested-accordion', 'nac0001', $nested_acc, '{"max_items_expended":"one","n_accordion_animation_duration":{"unit":"ms","size":300}}' )
		. '<h2>Animated headline</h2>'
		. colophon_demo_pb_widget( 'animated-headline', 'ahd0001', '<h3 class="elementor-headline elementor-headline-animation-type-typing elementor-headline-letters"><span class="elementor-headline-plain-text elementor-headline-text-wrapper">Your book,</span> <span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper"><span class="elementor-headline-dynamic-text elementor-headline-text-active">edited</span><span class="elementor-headline-dynamic-text">designed</span><span class="elementor-headline-dynamic-text">published</span></span></h3>', '{"headline_style":"rotate","animation_type":"typing","loop":"yes","rotate_iteration_delay":1500}' )
		. colophon_demo_pb_widget( 'animated-headline', 'ahd0002', '<h3 class="elementor-headline"><span class="elementor-headline-plain-text elementor-headline-text-wrapper">Covers that sell</span> <span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper"><span class="elementor-headline-dynamic-text elementor-headline-text-active">every&nbsp;day</span></span></h3>', '{"headline_style":"highlight","marker":"curly","loop":"yes","highlight_animation_duration":1200,"highlight_iteration_delay":3000}' )
		. '<h2>Alert</h2>' . colophon_demo_pb_widget( 'alert', 'alr0001', '<div class="elementor-alert elementor-alert-warning" role="alert"><span class="elementor-alert-title">Autumn slots are almost full</span><span class="elementor-alert-description">Book an edit before 1 December to publish in spring.</span><button type="button" class="elementor-alert-dismiss"><span aria-hidden="true">×</span><span class="elementor-screen-only">Dismiss this alert.</span></button></div>' )
		. '<p><a href="#after-alert" data-testid="after-alert">Read the booking terms</a></p>'
		. '<h2>Countdown</h2>' . colophon_demo_pb_widget( 'countdown', 'cdn0001', colophon_demo_pb_countdown( 'data-date="' . colophon_demo_pb_due_date() . '"' ) )
		. colophon_demo_pb_widget( 'countdown', 'cdn0002', colophon_demo_pb_countdown( 'data-evergreen-interval="4" data-expire-actions=\'' . wp_json_encode( array( array( 'type' => 'hide' ), array( 'type' => 'message' ) ) ) . '\'' ) . '<div class="elementor-countdown-expire--message">The early-bird price has ended.</div>' )
		. '<h2>Share buttons</h2>' . colophon_demo_pb_widget( 'share-buttons', 'shr0001', colophon_demo_pb_share_buttons( array( 'facebook' => 'Facebook', 'linkedin' => 'LinkedIn', 'email' => 'Email', 'print' => 'Print' ) ) )
		. '<div class="colophon-demo-spacer"><p>Scroll on for our numbers.</p></div>'
		. colophon_demo_pb_widget( 'counter', 'cnt0001', '<div class="elementor-counter"><div class="elementor-counter-title">Books published</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="1200" data-to-value="1250" data-from-value="0" data-delimiter=",">0</span><span class="elementor-counter-number-suffix">+</span></div></div>' )
		. colophon_demo_pb_widget( 'progress', 'prg0001', '<span class="elementor-title" id="elementor-progress-bar-prg0001">Five-star reviews</span><div aria-labelledby="elementor-progress-bar-prg0001" class="elementor-progress-wrapper" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="92" aria-valuetext="92% (Five-star reviews)"><div class="elementor-progress-bar" data-max="92"><span class="elementor-progress-text"></span><span class="elementor-progress-percentage">92%</span></div></div>' );
}

/** The share buttons as the page builder prints them: a grid of role=button items, one class per network. */
function colophon_demo_pb_share_buttons( array $networks ): string {
	$items = '';
	foreach ( $networks as $network => $name ) {
		$items .= '<div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_' . $network . '" role="button" tabindex="0" aria-label="Share on ' . strtolower( $name ) . '">'
			. '<span class="elementor-share-btn__icon" aria-hidden="true">' . $name[0] . '</span><div class="elementor-share-btn__text"><span class="elementor-share-btn__title">' . $name . '</span></div></div></div>';
	}
	return '<div class="elementor-grid">' . $items . '</div>';
}

/** The takeover fixture: an accordion in the page builder's markup, on a page where a stand-in of its front end is queued. */
function colophon_demo_takeover_fixture(): string {
	return '<p>An accordion in the page builder\'s markup. A stand-in of the page builder\'s front-end script (which needs jQuery) is queued on this page only, so takeover has something to replace.</p>'
		. colophon_demo_takeover_fixture_accordion();
}

function colophon_demo_takeover_fixture_accordion(): string {
	return colophon_demo_pb_widget(
		'accordion',
		'acc0002',
		colophon_demo_pb_classic(
			'accordion',
			'222',
			array(
				array( 'Which formats do you publish?', 'Ebook, paperback, hardback and audio.' ),
				array( 'Who owns the rights?', 'You do, always.' ),
			)
		)
	);
}

/** The add-on's widgets that run its script, under takeover on Colophon's page-builder layer. */
function colophon_demo_takeover_addon_fixture(): string {
	return '<p>Two widgets of a page-builder add-on whose script registers them on the page builder\'s front-end API: a toggle through its ready action, a counter as a handler class. Under takeover the add-on\'s script runs on Colophon\'s stand-in for that API.</p>'
		. '<div class="elementor elementor-demo-addon" data-elementor-id="901">'
		. colophon_demo_pb_widget( 'demo-addon-toggle', 'dat0001', '<button type="button" class="demo-addon-toggle__button" aria-expanded="false" aria-controls="demo-addon-panel">Shipping details</button><div class="demo-addon-toggle__panel" id="demo-addon-panel" hidden><p>Printed copies ship within five working days.</p></div>' )
		. colophon_demo_pb_widget( 'demo-addon-counter', 'dac0001', '<button type="button" class="demo-addon-counter__button">Add copies</button> <output class="demo-addon-counter__value">0</output>', '{"step":5}' )
		. '</div>';
}

/** The second takeover fixture: the same accordion beside the page builder's Lottie widget, which no Colophon feature covers. */
function colophon_demo_takeover_kept_fixture(): string {
	return '<p>The same accordion, beside an animation widget of the page builder. Colophon does not cover that widget, so takeover leaves this page to the page builder\'s own front end.</p>'
		. colophon_demo_takeover_fixture_accordion()
		. colophon_demo_pb_widget( 'lottie', 'lot0001', '<div class="e-lottie__container"><div class="e-lottie__animation"></div></div>', '{"source":"media_file","loop":"yes"}' );
}

require_once __DIR__ . '/html-widget-codes.php';

function colophon_demo_takeover_html_fixture(): string {
	return '<p>The accordion, beside two HTML widgets of the page builder: one with markup only, one whose code uses jQuery. Takeover covers both, and keeps jQuery for the second.</p>'
		. colophon_demo_takeover_fixture_accordion()
		. colophon_demo_pb_widget( 'html', 'htm0001', COLOPHON_DEMO_HTML_MARKUP )
		. colophon_demo_pb_widget( 'html', 'htm0002', colophon_demo_html_jquery() );
}

/** One field group of the page builder's form, as it prints it. */
function colophon_demo_pb_field( string $id, string $type, string $label, string $control_attributes = '', string $extra_class = '' ): string {
	$required = str_contains( $control_attributes, 'required' ) ? ' elementor-field-required elementor-mark-required' : '';
	$label    = '<label for="form-field-' . $id . '" class="elementor-field-label">' . $label . '</label>';
	if ( 'textarea' === $type ) {
		$control = '<textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[' . $id . ']" id="form-field-' . $id . '" rows="4"' . $control_attributes . '></textarea>';
	} elseif ( 'select' === $type ) {
		$control = '<div class="elementor-field elementor-select-wrapper"><select name="form_fields[' . $id . ']" id="form-field-' . $id . '" class="elementor-field-textual elementor-size-sm"' . $control_attributes . '><option value="Developmental edit">Developmental edit</option><option value="Copy edit">Copy edit</option><option value="Cover design">Cover design</option></select></div>';
	} elseif ( 'upload' === $type ) {
		$control = '<input type="file" name="form_fields[' . $id . '][]" id="form-field-' . $id . '" class="elementor-field elementor-size-sm elementor-upload-field" data-maxsize="1" data-maxsize-message="This file exceeds the maximum allowed size."' . $control_attributes . '>';
	} else {
		$control = '<input size="1" type="' . $type . '" name="form_fields[' . $id . ']" id="form-field-' . $id . '" class="elementor-field elementor-size-sm elementor-field-textual"' . $control_attributes . '>';
	}
	return '<div class="elementor-field-type-' . $type . ' elementor-field-group elementor-column elementor-field-group-' . $id . ' elementor-col-100' . $required . $extra_class . '">' . $label . $control . '</div>';
}

/** A step marker of a multi-step form. */
function colophon_demo_pb_step( string $id, string $label ): string {
	return '<div class="elementor-field-type-step elementor-field-group elementor-column elementor-field-group-' . $id . ' elementor-col-100"><div class="e-field-step elementor-hidden" data-label="' . $label . '" data-previousButton="" data-nextButton="" data-iconUrl="" data-iconLibrary="" data-icon=""></div></div>';
}

/** The page builder's form widget: hidden fields, the groups, the submit button. */
function colophon_demo_pb_form( string $id, string $name, string $groups, string $button ): string {
	$post = (int) get_queried_object_id();
	return colophon_demo_pb_widget(
		'form',
		$id,
		'<form class="elementor-form" method="post" name="' . $name . '">'
		. '<input type="hidden" name="post_id" value="' . $post . '"><input type="hidden" name="form_id" value="' . $id . '"><input type="hidden" name="referer_title" value="The page builder\'s form"><input type="hidden" name="queried_id" value="' . $post . '">'
		. '<div class="elementor-form-fields-wrapper elementor-labels-above">' . $groups
		. '<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">' . $button . '</span></span></button></div>'
		. '</div></form>',
		'{"step_next_label":"Next","step_previous_label":"Previous","button_width":"100","step_type":"number_text","step_icon_shape":"circle"}'
	);
}

/**
 * The form fixture: a contact form with an upload and the honeypot, and a two-step booking form,
 * as the page builder prints them; demo/stand-ins.php answers their submissions the way its
 * endpoint does. An address without a dot after the @ is refused by the server (the browser lets it
 * through), and server-error@example.com makes the endpoint fail.
 */
function colophon_demo_form_fixture(): string {
	$css = '<style>'
		. '.elementor-form-fields-wrapper{display:flex;flex-wrap:wrap;gap:12px}.elementor-field-group{display:flex;flex-direction:column;width:100%;gap:4px}'
		. '.elementor-field-textual,.elementor-select-wrapper select{font:inherit;padding:8px;border:1px solid #767676;border-radius:3px}'
		. '.elementor-button{font:inherit;padding:10px 20px;background:#1f3a56;color:#fff;border:0;border-radius:3px;cursor:pointer}'
		. '.elementor-message{margin-top:12px;padding:8px 12px;border-radius:3px}.elementor-message-success{background:#e3f4e8;color:#155724}.elementor-message-danger{background:#fbe4e6;color:#8a1c24}'
		. '.elementor-error .elementor-field{border-color:#b3261e}.elementor-help-inline{padding:0;margin:0;background:none}'
		. '.e-form__indicators{display:flex;align-items:center;gap:8px;margin-bottom:16px}.e-form__indicators__indicator{display:flex;align-items:center;gap:6px;color:#555}'
		. '.e-form__indicators__indicator__number{display:grid;place-items:center;width:28px;height:28px;border-radius:50%;border:2px solid currentColor}'
		. '.e-form__indicators__indicator--state-active{color:#1f3a56;font-weight:700}.e-form__indicators__indicator--state-completed{color:#1e6b3a}.e-form__indicators__indicator__separator{flex:1;height:2px;background:#ccc}'
		. '.e-form__buttons{display:flex;gap:8px;width:100%}.e-form__step{width:100%;display:flex;flex-wrap:wrap;gap:12px}'
		. '</style>';
	$contact = colophon_demo_pb_field( 'name', 'text', 'Name', ' required="required" aria-required="true" autocomplete="name"' )
		. colophon_demo_pb_field( 'email', 'email', 'Email', ' required="required" aria-required="true" autocomplete="email"' )
		. colophon_demo_pb_field( 'message', 'textarea', 'About your manuscript' )
		. colophon_demo_pb_field( 'manuscript', 'upload', 'A sample chapter (optional, up to 1 MB)' )
		// The honeypot, hidden as the page builder hides it.
		. '<div class="elementor-field-type-honeypot elementor-field-group elementor-column elementor-field-group-field_hp elementor-col-100"><input size="1" type="text" name="form_fields[field_hp]" id="form-field-field_hp" class="elementor-field elementor-size-sm" style="display:none !important;" tabindex="-1" autocomplete="off" aria-hidden="true"></div>';
	$steps = colophon_demo_pb_step( 'step_you', 'You' )
		. colophon_demo_pb_field( 'bname', 'text', 'Your name', ' required="required" aria-required="true" autocomplete="name"' )
		. colophon_demo_pb_field( 'bemail', 'email', 'Your email', ' required="required" aria-required="true" autocomplete="email"' )
		. colophon_demo_pb_step( 'step_book', 'Your book' )
		. colophon_demo_pb_field( 'service', 'select', 'Which service?' )
		. colophon_demo_pb_field( 'words', 'number', 'Word count', ' required="required" aria-required="true" min="1000"' );
	return $css
		. '<h2>Ask about your manuscript</h2>'
		. colophon_demo_pb_form( 'frm0101', 'Manuscript enquiry', $contact, 'Send enquiry' )
		. '<h2>Book an edit</h2>'
		. colophon_demo_pb_form( 'frm0102', 'Booking', $steps, 'Book it' );
}

/** Whether this request shows a takeover fixture page. */
function colophon_demo_is_takeover_fixture(): bool {
	return is_page( array( 'page-builder-takeover', 'page-builder-takeover-kept', 'page-builder-takeover-html', 'page-builder-takeover-addon' ) );
}

// On the takeover fixture only, the site looks like one running the page builder: the stand-in front end is queued…
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( colophon_demo_is_takeover_fixture() ) {
			wp_enqueue_script( 'elementor-frontend', plugins_url( 'demo/incumbent/frontend.js', COLOPHON_FILE ), array( 'jquery' ), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
		}
	}
);
// …the page builder counts as active there, and in the admin (the takeover screen, its report, the pages' switch)…
// (`?colophon-demo-elementor=5.0.0` makes it another version, for the version gate's test.)
add_filter(
	'colophon_incumbents',
	static function ( array $found ): array {
		if ( ! colophon_demo_is_takeover_fixture() && ! is_admin() ) {
			return $found;
		}
		$version = isset( $_GET['colophon-demo-elementor'] ) ? sanitize_text_field( wp_unslash( $_GET['colophon-demo-elementor'] ) ) : '3.21.6'; // phpcs:ignore WordPress.Security.NonceVerification -- a demo switch.
		return $found + array( 'elementor' => $version . ' (demo stand-in)' );
	}
);
// …and its stand-in's folder is one of the incumbents' folders.
add_filter( 'colophon_takeover_script_dirs', static fn( array $dirs ): array => array_merge( $dirs, array( '/colophon/demo/incumbent/' ) ) );

// A page-builder add-on on the takeover fixtures, as ElementsKit is on real sites: its one script
// (built on jQuery and the page builder's front end, as ElementsKit's widget script is) on every
// page; its heading checked as a widget that runs no script, its toggle and counter as widgets
// whose script works on Colophon's page-builder layer, its accordion not checked at all
// (features/takeover/addons.json's shape).
define( 'COLOPHON_DEMO_ADDON_VERSION', '1.2.0' );
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( colophon_demo_is_takeover_fixture() ) {
			wp_enqueue_script( 'demo-addon-widgets', plugins_url( 'demo/addon/widgets.js', COLOPHON_FILE ), array( 'jquery', 'elementor-frontend' ), COLOPHON_DEMO_ADDON_VERSION, true );
		}
	}
);
add_filter(
	'colophon_takeover_addons',
	static fn( array $addons ): array => $addons + array(
		'demo-addon' => array(
			'name'     => 'Demo Addons',
			'version'  => 'COLOPHON_DEMO_ADDON_VERSION',
			'from'     => '1.2.0',
			'through'  => '1.2',
			'dirs'     => array( '/colophon/demo/addon/' ),
			'prefixes' => array( 'demo-addon-' ),
			'markup'   => array( 'demo-addon-heading' ),
			'scripted' => array( 'demo-addon-toggle', 'demo-addon-counter' ),
		),
	)
);

/** The video fixture: the page builder's video widget with an image overlay (privacy mode), and a lazy one far below. */
function colophon_demo_video_fixture(): string {
	$overlay = '<div class="elementor-custom-embed-image-overlay" style="background-image:url(/demo-video/thumb/aBcDeFgHiJk.svg);background-size:cover;position:absolute;inset:0;display:grid;place-items:center;cursor:pointer">'
		. '<div class="elementor-custom-embed-play" role="button" aria-label="Play Video" tabindex="0" style="width:72px;height:72px;color:#fff"><svg aria-hidden="true" viewBox="0 0 24 24" width="72" height="72"><path d="M8 5v14l11-7z" fill="currentColor"/></svg><span class="elementor-screen-only">Play Video</span></div></div>';
	$box     = static fn( string $inner ): string => '<div class="elementor-wrapper elementor-open-inline" style="position:relative;aspect-ratio:16/9;background:#111">' . $inner . '</div>';
	return '<style>.elementor-wrapper iframe,.elementor-wrapper .elementor-video{position:absolute;inset:0;width:100%;height:100%;border:0}.colophon-demo-spacer{height:1600px}.elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>'
		. '<p>The page builder\'s video widget: a YouTube video behind an image overlay in privacy mode, and a lazy one far below. Both are advertising embeds: without that consent they stay blocked.</p>'
		. colophon_demo_pb_widget( 'video', 'vid0001', $box( '<div class="elementor-video"></div>' . $overlay ), '{"youtube_url":"https:\\/\\/www.youtube.com\\/watch?v=aBcDeFgHiJk","video_type":"youtube","controls":"yes","yt_privacy":"yes","show_image_overlay":"yes"}' )
		. '<div class="colophon-demo-spacer"></div>'
		. colophon_demo_pb_widget( 'video', 'vid0002', $box( '<div class="elementor-video"></div>' ), '{"youtube_url":"https:\\/\\/youtu.be\\/zYxWvUtSrQp","video_type":"youtube","controls":"yes","lazy_load":"yes"}' );
}

// The video widget's YouTube embeds go to the demo's stand-in (consent blocks it like the real host).
add_filter(
	'colophon_config',
	static function ( array $config ): array {
		$config['videoEmbeds'] = array(
			'youtube' => '/demo-video/embed/',
			'privacy' => '/demo-video/embed/',
		);
		return $config;
	}
);
