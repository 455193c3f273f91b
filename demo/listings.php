<?php
/**
 * Demo pages for listings, stores and the calendar, and the demo store definitions:
 * favourites (front store in the browser, 5 at most, synced listings) and a compare list (server
 * store in a cookie, 3 at most, in-store buttons link to the compare page).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

function colophon_demo_stores(): array {
	return array(
		array(
			'slug'   => 'favourites',
			'label'  => 'favourites',
			'type'   => 'local-storage',
			'size'   => 5,
			'button' => array(
				'label'              => 'Save',
				'added_label'        => 'Saved',
				'icon'               => 'heart',
				'added_icon'         => 'heart',
				'action_after_added' => 'remove_from_store',
				'synch_id'           => 'favlst1 favpage',
			),
		),
		array(
			'slug'   => 'compare',
			'label'  => 'your compare list',
			'type'   => 'cookies',
			'size'   => 3,
			'button' => array(
				'label'       => 'Compare',
				'added_label' => 'In compare list',
				'icon'        => 'scale',
				'added_icon'  => 'check',
				'added_url'   => '/compare/',
				'synch_id'    => 'cmplst1',
			),
		),
	);
}

function colophon_demo_listing_pages(): array {
	$summary = '<!-- wp:html --><p class="colophon-store-summary"><a href="/favourites/">Favourites</a> [colophon_store_count store="favourites"] <a href="/compare/">Compare list</a> [colophon_store_count store="compare"]</p><!-- /wp:html -->';
	return array(
		'resources'  => array(
			'title'   => 'Guides and resources',
			'content' => '<!-- wp:paragraph --><p>Short guides from our editors and designers. Save the ones you want to keep, or compare up to three.</p><!-- /wp:paragraph -->'
				. $summary
				. '<!-- wp:heading --><h2>Latest guides</h2><!-- /wp:heading -->'
				. '<!-- wp:shortcode -->[colophon_listing id="sldr001" per_page="6" layout="slider" slides="3,1,1"]<!-- /wp:shortcode -->'
				. '<!-- wp:heading --><h2>All guides</h2><!-- /wp:heading -->'
				. '<!-- wp:shortcode -->[colophon_listing id="lmore01" per_page="6" nav="click" stores="favourites,compare" more_label="Show more guides"]<!-- /wp:shortcode -->'
				. '<!-- wp:heading --><h2>Your favourites</h2><!-- /wp:heading -->'
				. '<!-- wp:shortcode -->[colophon_listing id="favlst1" store="favourites" columns="3" empty="Save guides with the heart button and they appear here."]<!-- /wp:shortcode -->',
		),
		'archive'    => array(
			'title'   => 'All articles',
			'content' => '<!-- wp:paragraph --><p>Every article, newest first. Keep scrolling: more load as you reach the end.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_listing id="infin01" per_page="6" nav="scroll" offset="200"]<!-- /wp:shortcode -->'
				. '<!-- wp:paragraph --><p>That is everything we have published so far.</p><!-- /wp:paragraph -->',
		),
		'cover-gallery' => array(
			'title'   => 'Cover gallery',
			'content' => '<!-- wp:paragraph --><p>Covers our designers made for the guides. Select one to see it larger.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_listing id="masnry1" per_page="12" layout="masonry" cover="yes" lazy="yes" columns="3"]<!-- /wp:shortcode -->',
		),
		'events'     => array(
			'title'   => 'Events',
			'content' => '<!-- wp:paragraph --><p>Workshops, clinics and launches for authors. Browse the months with the arrows or jump with the month and year lists.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_calendar id="cal0001" post_type="colophon_event" date_key="event_date" month="2026-11" cache_timeout="3600" max_cache="12"]<!-- /wp:shortcode -->',
		),
		'favourites' => array(
			'title'   => 'Your favourites',
			'content' => '<!-- wp:paragraph --><p>The guides you saved in this browser.</p><!-- /wp:paragraph -->'
				. $summary
				. '<!-- wp:shortcode -->[colophon_listing id="favpage" store="favourites" stores="favourites" empty="Nothing saved yet: use the heart button on any guide."]<!-- /wp:shortcode -->',
		),
		'compare'    => array(
			'title'   => 'Compare guides',
			'content' => '<!-- wp:paragraph --><p>Up to three guides side by side.</p><!-- /wp:paragraph -->'
				. $summary
				. '<!-- wp:shortcode -->[colophon_listing id="cmplst1" store="compare" remove="compare" columns="3" empty="Your compare list is empty: use Compare on any guide."]<!-- /wp:shortcode -->',
		),
	);
}
