<?php
/**
 * Demo tracking set-up: the settings a real site would enter, one form per form plugin
 * (their markup; demo/form-plugins.js does what each plugin does when a form is sent), the plain
 * contact forms of /self-publishing/ and the guide's download form (both in experiments), and a
 * link to the marketplace that carries the affiliate code.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

const COLOPHON_DEMO_MARKETPLACE = 'https://marketplace.colophon.example/join';

function colophon_demo_tracking_settings(): array {
	return array(
		'pixel_code'          => 'CDEMOPIXEL0COLOPHON1',
		'pixel_src'           => wp_make_link_relative( plugins_url( 'demo/trackers/ad-pixel.js', COLOPHON_FILE ) ),
		'advanced_matching'   => '1',
		'country'             => 'GB',
		'experiments'         => "#self-publishing-contact, #self-publishing-quote = 9088\n#guide-download = 9407",
		'conversion_function' => 'demoAbTest.convert',
		'marketplace_hosts'   => 'marketplace.colophon.example',
		'affiliate_days'      => 30,
	);
}

/** The hidden fields Colophon fills with the visit's lead source. */
function colophon_demo_lead_fields(): string {
	$out = '';
	foreach ( array( 'lead_source', 'lead_medium', 'lead_campaign', 'lead_content', 'lead_term', 'gclid', 'fbclid' ) as $name ) {
		$out .= '<input type="hidden" name="' . $name . '" value="">';
	}
	return $out;
}

/** A plain form (no plugin): it posts to this page, which answers with its thank-you note. */
function colophon_demo_plain_form( string $id, string $heading, array $fields, string $button, string $level = 'h3' ): string {
	$rows = '';
	foreach ( $fields as $name => list( $label, $type ) ) {
		$control = 'textarea' === $type
			? sprintf( '<textarea id="%1$s-%2$s" name="contact_%2$s" rows="3"></textarea>', $id, $name )
			: sprintf( '<input id="%1$s-%2$s" name="contact_%2$s" type="%3$s"%4$s>', $id, $name, $type, 'email' === $type ? ' required autocomplete="email"' : ( 'tel' === $type ? ' autocomplete="tel"' : '' ) );
		$rows .= sprintf( '<p><label for="%1$s-%2$s">%3$s</label>%4$s</p>', $id, $name, $label, $control );
	}
	return sprintf(
		'<form id="%1$s" class="colophon-demo-form" method="post" action="?sent=%1$s#%1$s"><%6$s>%2$s</%6$s>%3$s<input type="hidden" name="colophon_demo_form" value="%1$s">%4$s<p><button type="submit">%5$s</button></p><p class="colophon-demo-form__thanks" id="%1$s-thanks" role="status" hidden>Thank you: we will answer within one working day.</p></form>',
		$id,
		$heading,
		$rows,
		colophon_demo_lead_fields(),
		$button,
		in_array( $level, array( 'h2', 'h3' ), true ) ? $level : 'h3'
	);
}

function colophon_demo_self_publishing_forms(): string {
	return '<!-- wp:heading --><h2>Talk to an editor</h2><!-- /wp:heading --><!-- wp:html --><div class="colophon-demo-forms">'
		. colophon_demo_plain_form(
			'self-publishing-contact',
			'Ask a question',
			array(
				'name'    => array( 'Your name', 'text' ),
				'email'   => array( 'Email', 'email' ),
				'phone'   => array( 'Phone (optional)', 'tel' ),
				'message' => array( 'Your question', 'textarea' ),
			),
			'Send question'
		)
		. colophon_demo_plain_form(
			'self-publishing-quote',
			'Get a quote',
			array(
				'email' => array( 'Email', 'email' ),
				'words' => array( 'Words in your manuscript', 'text' ),
			),
			'Get my quote'
		)
		. '</div><!-- /wp:html -->';
}

/** One form per form plugin, as each prints it. */
function colophon_demo_plugin_forms(): string {
	$email = static fn( string $id ) => '<p><label for="' . $id . '-email">Email</label><input id="' . $id . '-email" type="email" name="email" autocomplete="email"></p>';
	$phone = static fn( string $id ) => '<p><label for="' . $id . '-phone">Phone</label><input id="' . $id . '-phone" type="tel" name="phone" autocomplete="tel"></p>';
	return '<style>.wp-block-jetpack-mailchimp_notification{display:none}.wp-block-jetpack-mailchimp_notification.is-visible{display:block}</style>'
		. '<section class="colophon-demo-source" data-source="contactform7"><h3>Contact Form 7</h3><div class="wpcf7" id="wpcf7-f1-o1"><form class="wpcf7-form init" novalidate action="#wpcf7-f1-o1" method="post">'
		. $email( 'cf7' ) . $phone( 'cf7' ) . '<p><button type="submit" class="wpcf7-submit">Send</button></p><div class="wpcf7-response-output" aria-live="polite"></div></form></div></section>'
		. '<section class="colophon-demo-source" data-source="mailchimp4wordpress"><h3>Mailchimp for WP</h3><form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-12" method="post"><div class="mc4wp-form-fields">'
		. $email( 'mc4wp' ) . '<p><input type="submit" value="Sign up"></p></div><div class="mc4wp-response"></div></form></section>'
		. '<section class="colophon-demo-source" data-source="jetpackmailchimp"><h3>Jetpack Mailchimp</h3><div class="wp-block-jetpack-mailchimp"><form>'
		. $email( 'jetpack' ) . '<p><button type="submit">Join my email list</button></p></form>'
		. '<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_processing" role="status">Processing…</div>'
		. '<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_success" role="status">Success! You\'re on the list.</div>'
		. '<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_error" role="alert">Whoops! There was an error and we couldn\'t process your subscription.</div></div></section>'
		. '<section class="colophon-demo-source" data-source="mailpoet"><h3>MailPoet</h3><div class="mailpoet_form mailpoet_form_shortcode" id="mailpoet_form_1"><form class="mailpoet_form_form" method="post" novalidate>'
		. $email( 'mailpoet' ) . $phone( 'mailpoet' ) . '<p><input type="submit" class="mailpoet_submit" value="Subscribe"></p>'
		. '<div class="mailpoet_message"><p class="mailpoet_validate_success" style="display:none">Check your inbox or spam folder to confirm your subscription.</p><p class="mailpoet_validate_error" style="display:none">An error occurred, please try again later.</p></div></form></div></section>'
		. '<section class="colophon-demo-source" data-source="ninjaforms"><h3>Ninja Forms</h3><div class="nf-form-cont" id="nf-form-3-cont"><div class="nf-form-layout"><form novalidate>'
		. $email( 'ninja' ) . '<p><button type="submit">Submit</button></p></form></div><div class="nf-response-msg" role="status"></div></div></section>'
		. '<section class="colophon-demo-source" data-source="fallback"><h3>A plain form without a contact field</h3>'
		. colophon_demo_plain_form( 'manuscript-check', 'Check a title', array( 'title' => array( 'Working title', 'text' ) ), 'Check title' ) . '</section>';
}

function colophon_demo_tracking_pages(): array {
	return array(
		'guide-for-small-publishers' => array(
			'title'   => 'A guide for small publishers',
			'content' => '<!-- wp:paragraph --><p>Everything a small press needs to plan a list: budgets per title, which services to buy and which to keep in house, and how to reach readers without a marketing department.</p><!-- /wp:paragraph -->'
				. '<!-- wp:html --><div class="colophon-demo-forms">' . colophon_demo_plain_form( 'guide-download', 'Get the guide (PDF, 42 pages)', array( 'email' => array( 'Work email', 'email' ) ), 'Send me the guide', 'h2' ) . '</div><!-- /wp:html -->',
		),
		'tracking-forms'             => array(
			'parent'  => 'fixtures',
			'title'   => 'Tracking: one form per form plugin',
			'content' => '<!-- wp:paragraph --><p>Each form below behaves like its plugin. Colophon reports one event per successful submission, with the plugin as its source, only once advertising is allowed.</p><!-- /wp:paragraph -->'
				. '<!-- wp:html --><div class="colophon-demo-forms">' . colophon_demo_plugin_forms() . '</div>'
				. '<p>Freelancers: <a id="marketplace-link" href="' . COLOPHON_DEMO_MARKETPLACE . '">join the marketplace</a>.</p><!-- /wp:html -->',
		),
	);
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! colophon_demo_page_has( 'colophon-demo-forms' ) ) {
			return;
		}
		wp_enqueue_script( 'colophon-demo-form-plugins', plugins_url( 'demo/form-plugins.js', COLOPHON_FILE ), array(), (string) filemtime( __DIR__ . '/form-plugins.js' ), true );
		wp_enqueue_script( 'colophon-demo-ab-test', plugins_url( 'demo/trackers/ab-test.js', COLOPHON_FILE ), array(), COLOPHON_VERSION, true );
	}
);

// A plain demo form posted: back to the page with its thank-you note (post, redirect, get).
add_action(
	'template_redirect',
	static function (): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- a demo form that stores nothing.
		$form = isset( $_POST['colophon_demo_form'] ) ? sanitize_key( wp_unslash( $_POST['colophon_demo_form'] ) ) : '';
		if ( '' === $form || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		$path = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		wp_safe_redirect( home_url( add_query_arg( 'sent', $form, $path ) ) . '#' . $form, 303 );
		exit;
	}
);
