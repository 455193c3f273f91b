<?php
/**
 * Fixture: the page builder's floating elements (its container experiment's contact buttons and
 * floating bars) in the markup shapes it prints, with CSS written here in the shape of its widget
 * CSS (the card hidden until open, the bar fixed to the top). `?bar=bottom` puts the bar at the
 * bottom; `?containers=off` shows it as with the container experiment off. Used by tests/e2e/page-builder.spec.ts.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

// `?containers=off`: the page as on a site whose page builder has its container experiment off
// (with the page builder active, Colophon reads the experiment; the demo has none to read).
// phpcs:ignore WordPress.Security.NonceVerification -- a demo page's switch.
if ( isset( $_GET['containers'] ) && 'off' === $_GET['containers'] ) {
	add_filter( 'pre_option_colophon_containers', static fn(): string => 'no' );
}

function colophon_demo_page_builder_floating(): string {
	// phpcs:ignore WordPress.Security.NonceVerification -- a demo page's layout switch.
	$bottom = isset( $_GET['bar'] ) && 'bottom' === $_GET['bar'];
	$css    = '<style>'
		. '.e-contact-buttons{position:fixed;z-index:50;right:16px;bottom:16px;display:flex;flex-direction:column;align-items:flex-end;gap:12px;font:15px/1.4 system-ui,sans-serif}'
		. '.e-contact-buttons__chat-button{width:56px;height:56px;border-radius:50%;border:0;background:#1f7a4d;color:#fff;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.25)}'
		. '.e-contact-buttons__chat-button:focus-visible,.e-contact-buttons__close-button:focus-visible{outline:3px solid #111;outline-offset:2px}'
		. '.e-contact-buttons__content-wrapper{width:min(320px,calc(100vw - 32px));background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.2);overflow:hidden}'
		. '.e-contact-buttons__content-wrapper.hidden{display:none}'
		. '.e-contact-buttons__top-bar{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#1f7a4d;color:#fff}'
		. '.e-contact-buttons__top-bar p{margin:0}.e-contact-buttons__top-bar-title{font-weight:700}'
		. '.e-contact-buttons__close-button{order:2;margin-left:auto;width:32px;height:32px;border:0;border-radius:50%;background:rgba(255,255,255,.2);color:#fff;cursor:pointer}'
		. '.e-contact-buttons__message-bubble{padding:16px;background:#ece5dd}.e-contact-buttons__bubble{background:#fff;border-radius:8px;padding:8px 12px}'
		. '.e-contact-buttons__bubble p{margin:0}.e-contact-buttons__message-bubble-name{font-weight:700}.e-contact-buttons__message-bubble-time{text-align:right;font-size:12px;color:#555}'
		. '.e-contact-buttons__contact-links{display:flex;gap:8px;padding:12px 16px}.e-contact-buttons a.e-contact-buttons__contact-icon-link{display:grid;place-items:center;min-width:44px;min-height:44px;border-radius:50%;background:#eef3f0;color:#1f4d36;text-decoration:none}'
		. '.e-contact-buttons__send-button{padding:0 16px 16px}.e-contact-buttons a.e-contact-buttons__send-cta{display:block;padding:10px;border-radius:20px;background:#1f7a4d;color:#fff;text-align:center;text-decoration:none}'
		. '.e-floating-bars{position:fixed;z-index:60;left:0;right:0;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:center;padding:10px 56px 10px 16px;background:#202a44;color:#fff;font:15px/1.4 system-ui,sans-serif}'
		. '.e-floating-bars.has-vertical-position-top{top:0}.e-floating-bars.has-vertical-position-bottom{bottom:0}.e-floating-bars.is-hidden{display:none}'
		. '.e-floating-bars__announcement-text{margin:0}.e-floating-bars a.e-floating-bars__cta-button{padding:6px 14px;border-radius:4px;background:#ffd166;color:#202a44;font-weight:700;text-decoration:none}'
		. '.e-floating-bars__close-button{position:absolute;right:8px;top:50%;transform:translateY(-50%);width:40px;height:40px;border:0;background:transparent;color:#fff;font-size:22px;cursor:pointer}'
		. '.e-floating-bars__close-button:focus-visible,.e-floating-bars__cta-button:focus-visible{outline:3px solid #ffd166;outline-offset:2px}'
		. '</style>';
	$bar  = '<div class="e-floating-bars e-floating-bars-var-1 has-vertical-position-' . ( $bottom ? 'bottom' : 'top' ) . ' is-sticky" role="region" aria-label="Announcement">'
		. '<p class="e-floating-bars__announcement-text">Autumn editing slots: 20% off manuscript assessments until Friday.</p>'
		. '<a class="e-floating-bars__cta-button" href="/fixtures/" data-testid="bar-cta">Book a slot</a>'
		. '<button type="button" class="e-floating-bars__close-button" aria-label="Close Banner"><span aria-hidden="true">×</span></button></div>';
	$card = '<div class="e-contact-buttons e-contact-buttons-var-1 has-platform-whatsapp has-h-alignment-end has-v-alignment-bottom has-animations" data-document-id="77">'
		. '<div id="e-contact-buttons__content-wrapper" class="e-contact-buttons__content-wrapper hidden"><div class="e-contact-buttons__content">'
		. '<div class="e-contact-buttons__top-bar"><button type="button" class="e-contact-buttons__close-button" aria-label="Close Links Popup" aria-controls="e-contact-buttons__content-wrapper"><span aria-hidden="true">×</span></button><div class="e-contact-buttons__top-bar-details"><p class="e-contact-buttons__top-bar-title">Colophon Press</p><p class="e-contact-buttons__top-bar-subtitle">Replies within a day</p></div></div>'
		. '<div class="e-contact-buttons__message-bubble"><div class="e-contact-buttons__bubble-container"><div class="e-contact-buttons__bubble"><p class="e-contact-buttons__message-bubble-name">Rosa</p><p class="e-contact-buttons__message-bubble-body">Hi! Tell us about your book.</p><p class="e-contact-buttons__message-bubble-time" data-time-format="24h"></p></div></div></div>'
		. '<div class="e-contact-buttons__contact"><div class="e-contact-buttons__contact-links"><a class="e-contact-buttons__contact-icon-link has-size-small" aria-label="Phone" href="tel:+15551234567">Call</a><a class="e-contact-buttons__contact-icon-link has-size-small" aria-label="Email" href="mailto:hello@example.com">Mail</a></div></div>'
		. '<div class="e-contact-buttons__send-button"><div class="e-contact-buttons__send-button-container"><a class="e-contact-buttons__send-cta" href="https://wa.me/15551234567" rel="noopener noreferrer" target="_blank">Send us a message</a></div></div>'
		. '</div></div>'
		. '<div class="e-contact-buttons__chat-button-container"><button type="button" class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow" aria-controls="e-contact-buttons__content-wrapper" aria-label="Toggle Links Popup"><svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg></button></div>'
		. '</div>';
	$paragraphs = '';
	foreach ( range( 1, 6 ) as $n ) {
		$paragraphs .= '<p>Paragraph ' . $n . ' of the page under the floating elements: editing, design and print for independent authors.</p>';
	}
	return $css
		. colophon_demo_pb_widget( 'floating-bars-var-1', 'fbar001', $bar, '{"style_cta_button_animation":"none"}' )
		. '<p><a href="#after-bar" data-testid="first-link">First link of the page</a></p>' . $paragraphs
		. colophon_demo_pb_widget( 'contact-buttons', 'ctb0001', $card, '{"style_chat_box_entrance_animation":"fadeIn","style_chat_box_exit_animation":"fadeOut"}' );
}
