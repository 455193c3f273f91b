<?php
/**
* The marketing site: every page of the chat list, built from a few patterns — hero,
 * service cards, pricing with the yearly/monthly toggle, steps, reviews, FAQ, share row, letter
 * logo — with the announcement bar above each page and the chat (a consent-gated stand-in) on it.
 *
 * Each page's post content is one shortcode, `[colophon_demo_marketing page="…"]`, so the page is
 * rendered here when it is viewed (JSON in attributes survives; editing this file needs no reinstall).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** The announcement the bar shows; a new id shows it again to visitors who closed the last one. */
const COLOPHON_DEMO_ANNOUNCEMENT = 'autumn-2026';

/** @return array<string, array{title: string, lede: string, points: string[], from: string}> The 13 services, by slug under /services/. */
function colophon_demo_services(): array {
	return array(
		'book-bundles'              => array( 'title' => 'Book bundles', 'lede' => 'Editing, cover, formatting and launch in one fixed price, planned around your publication date.', 'points' => array( 'One project manager from manuscript to launch', 'Edit, cover and interior booked in one order', 'Save 15% against booking each service alone' ), 'from' => '1,490' ),
		'book-cover-design'         => array( 'title' => 'Book cover design', 'lede' => 'Covers that sell at thumbnail size and hold up on a shelf: ebook, paperback and hardcover.', 'points' => array( 'Three concepts from a genre-specialist designer', 'Unlimited revisions on the chosen concept', 'Print-ready wraps for any trim size' ), 'from' => '390' ),
		'non-fiction-book-writing'  => array( 'title' => 'Non-fiction book writing', 'lede' => 'A ghostwriter who interviews you and writes the book in your voice, chapter by chapter.', 'points' => array( 'Outline agreed before a word is written', 'Weekly chapters you review as you go', 'You hold every right to the finished book' ), 'from' => '4,900' ),
		'fiction-book-writing'      => array( 'title' => 'Fiction book writing', 'lede' => 'Novelists who write to your outline and your world, in the genre your readers expect.', 'points' => array( 'Genre specialists: crime, romance, fantasy', 'Chapter-by-chapter drafts and notes', 'Series bibles kept for the next book' ), 'from' => '5,400' ),
		'content-translation'       => array( 'title' => 'Content translation', 'lede' => 'Literary translators who keep your tone, with a second translator reviewing every chapter.', 'points' => array( 'Native-speaker translators in 24 languages', 'Two-pass translation and review', 'Market-ready blurbs in the new language' ), 'from' => '0.09 a word' ),
		'seo-content-writing'       => array( 'title' => 'SEO content writing', 'lede' => 'Articles and landing pages that bring readers to your author site and keep them reading.', 'points' => array( 'Keyword research for your genre', 'Articles written by published authors', 'Monthly report of what readers found' ), 'from' => '190' ),
		'editing-and-proofreading'  => array( 'title' => 'Editing and proofreading', 'lede' => 'Developmental, line and copy editing, then a final proofread: the passes every book needs.', 'points' => array( 'Editors matched to your genre', 'Tracked changes and a letter of notes', 'A sample edit before you commit' ), 'from' => '0.02 a word' ),
		'illustrations'             => array( 'title' => 'Illustrations', 'lede' => 'Chapter art, maps and full-colour spreads from illustrators who work in print.', 'points' => array( 'Sketches approved before colour', 'Print-ready files at any size', 'Commercial rights included' ), 'from' => '120 an image' ),
		'book-descriptions'         => array( 'title' => 'Book descriptions', 'lede' => 'The back-cover copy and retailer description that turn a browser into a buyer.', 'points' => array( 'Written by copywriters who sell books', 'Two versions to test against each other', 'Keywords for every retailer' ), 'from' => '149' ),
		'childrens-book-packages'   => array( 'title' => 'Children’s book packages', 'lede' => 'Picture books and early readers: editing, illustration and layout by children’s specialists.', 'points' => array( 'Age-level reading review', 'Full-colour illustration on every spread', 'Print and ebook layouts' ), 'from' => '2,900' ),
		'narration-services'        => array( 'title' => 'Narration services', 'lede' => 'Audiobooks narrated, edited and mastered to every audiobook retailer’s standards.', 'points' => array( 'Audition samples from three narrators', 'Studio recording and mastering', 'Retailer-ready files and chapters' ), 'from' => '240 a finished hour' ),
		'ai-non-fiction-package'    => array( 'title' => 'AI non-fiction package', 'lede' => 'Turn an AI-assisted draft into a book readers trust: fact-checked, restructured and edited.', 'points' => array( 'Fact check of every claim and source', 'Restructure for a real argument', 'Line edit in one consistent voice' ), 'from' => '1,190' ),
		'ai-to-human-editing'       => array( 'title' => 'AI-to-human editing', 'lede' => 'Editors who take out the tell-tale phrasing and put the author back into an AI-assisted draft.', 'points' => array( 'Voice and style sheet from your own writing', 'Every sentence read by a human editor', 'Detection-free is not the goal: good is' ), 'from' => '0.03 a word' ),
	);
}

/** @return array<string, array{title: string, lede: string, points: string[]}> The business-direct sub-pages, by slug. */
function colophon_demo_business_pages(): array {
	return array(
		'small-publishers'               => array( 'title' => 'For small publishers', 'lede' => 'A production department on demand: editing, covers and formatting for your whole list.', 'points' => array( 'One contract for every title', 'Volume pricing from the fifth book', 'Your house style, kept by every editor' ) ),
		'digital-agencies'               => array( 'title' => 'For digital agencies', 'lede' => 'White-label books and long-form content for your clients, delivered under your name.', 'points' => array( 'White-label deliverables', 'Agency margins built in', 'A dedicated account manager' ) ),
		'small-businesses'               => array( 'title' => 'For small businesses', 'lede' => 'A book that sells your expertise: written with you, designed and published in months.', 'points' => array( 'Interview-based ghostwriting', 'Branded covers and interiors', 'Print copies for events' ) ),
		'content-marketing-departments'  => array( 'title' => 'For content marketing departments', 'lede' => 'Ebooks, reports and guides your team plans and our writers and designers deliver.', 'points' => array( 'Briefs turned around in two days', 'Designers who follow your brand', 'Editorial calendar support' ) ),
	);
}

/** Every page of the chat list, by path, as [title, parent slug, page key]. */
function colophon_demo_marketing_pages(): array {
	$pages = array(
		'services'        => array( 'title' => 'Publishing services', 'content' => '[colophon_demo_marketing page="services"]' ),
		'business-direct' => array( 'title' => 'Business direct', 'content' => '[colophon_demo_marketing page="business-direct"]' ),
	);
	foreach ( colophon_demo_services() as $slug => $service ) {
		$pages[ $slug ] = array( 'parent' => 'services', 'title' => $service['title'], 'content' => '[colophon_demo_marketing page="services/' . $slug . '"]' );
	}
	foreach ( colophon_demo_business_pages() as $slug => $page ) {
		$pages[ $slug ] = array( 'parent' => 'business-direct', 'title' => $page['title'], 'content' => '[colophon_demo_marketing page="business-direct/' . $slug . '"]' );
	}
	return $pages;
}

/** The paths of the chat list: where the bar and the chat show. */
function colophon_demo_marketing_paths(): array {
	$paths = array( '/', '/self-publishing/', '/guide-for-small-publishers/' );
	foreach ( array_keys( colophon_demo_services() ) as $slug ) {
		$paths[] = '/services/' . $slug . '/';
	}
	$paths[] = '/business-direct/';
	foreach ( array_keys( colophon_demo_business_pages() ) as $slug ) {
		$paths[] = '/business-direct/' . $slug . '/';
	}
	return array_merge( $paths, array( '/marketplace/', '/blog/' ) );
}

/** Asked by four hooks per request, after the main query: answered once. */
function colophon_demo_is_marketing_page(): bool {
	static $is = null;
	if ( null === $is ) {
		$path = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$is   = ( is_front_page() || is_page() ) && ( in_array( $path, colophon_demo_marketing_paths(), true ) || '/services/' === $path );
	}
	return $is;
}

/** A page-builder widget wrapper with our own widget name and settings. */
function colophon_demo_widget( string $name, array $settings, string $inner, string $tag = 'div', string $class = '', array $attrs = array() ): string {
	$extra = '';
	foreach ( $attrs as $attr => $value ) {
		$extra .= sprintf( ' %s="%s"', $attr, esc_attr( $value ) );
	}
	return sprintf(
		'<%1$s class="%2$s"%6$s data-element_type="widget" data-widget_type="colophon-%3$s.default"%4$s>%5$s</%1$s>',
		$tag,
		esc_attr( trim( 'colophon-' . $name . ' ' . $class ) ),
		esc_attr( $name ),
		$settings ? " data-settings='" . esc_attr( wp_json_encode( $settings ) ) . "'" : '',
		$inner,
		$extra
	);
}

function colophon_demo_hero( string $kicker, string $title, string $lede, array $primary, array $secondary = array() ): string {
	$buttons = sprintf( '<a class="colophon-mk-button" href="%s">%s</a>', esc_url( $primary[1] ), esc_html( $primary[0] ) );
	if ( $secondary ) {
		$buttons .= sprintf( '<a class="colophon-mk-button is-ghost" href="%s">%s</a>', esc_url( $secondary[1] ), esc_html( $secondary[0] ) );
	}
	return sprintf(
		'<section class="colophon-mk-hero"><p class="colophon-mk-kicker">%s</p><h2 class="colophon-mk-hero__title">%s</h2><p class="colophon-mk-lede">%s</p><p class="colophon-mk-actions">%s</p></section>',
		esc_html( $kicker ),
		esc_html( $title ),
		esc_html( $lede ),
		$buttons
	);
}

/** @param array<string, array{title: string, lede: string, from?: string}> $items */
function colophon_demo_cards( string $heading, array $items, string $base ): string {
	$cards = '';
	foreach ( $items as $slug => $item ) {
		$price  = isset( $item['from'] ) ? '<p class="colophon-mk-card__price">From $' . esc_html( $item['from'] ) . '</p>' : '';
		$cards .= sprintf( '<li class="colophon-mk-card"><h3><a href="%s">%s</a></h3><p>%s</p>%s</li>', esc_url( home_url( $base . $slug . '/' ) ), esc_html( $item['title'] ), esc_html( $item['lede'] ), $price );
	}
	return sprintf( '<section class="colophon-mk-section"><h2>%s</h2><ul class="colophon-mk-cards">%s</ul></section>', esc_html( $heading ), $cards );
}

function colophon_demo_points( string $heading, array $points ): string {
	$items = implode( '', array_map( static fn( string $p ): string => '<li>' . esc_html( $p ) . '</li>', $points ) );
	return sprintf( '<section class="colophon-mk-section"><h2>%s</h2><ul class="colophon-mk-points">%s</ul></section>', esc_html( $heading ), $items );
}

/** The professional plan with its yearly/monthly toggle (19.14 / 22.97); the price reads without script. */
function colophon_demo_pricing( string $name = 'pro' ): string {
	$switch = '<div class="colophon-pricing__head"><fieldset class="colophon-pricing__switch"><legend>Billing period</legend>'
		. '<label><input type="radio" name="colophon-period-' . esc_attr( $name ) . '" value="yearly" checked><span>Yearly</span></label>'
		. '<label><input type="radio" name="colophon-period-' . esc_attr( $name ) . '" value="monthly"><span>Monthly</span></label></fieldset>'
		. '<p class="colophon-pricing__note">Professional: $19.14 a month billed yearly, or $22.97 a month billed monthly.</p></div>';
	$plan   = '<div class="colophon-mk-plan is-featured"><h3>Professional</h3>'
		. '<p class="colophon-mk-plan__price"><span data-period="yearly"><b>$19.14</b> a month, billed yearly</span><span data-period="monthly" hidden><b>$22.97</b> a month, billed monthly</span></p>'
		. '<ul><li>Unlimited project briefs</li><li>Priority matching with editors and designers</li><li>10% off every service</li></ul>'
		. '<a class="colophon-mk-button" href="' . esc_url( home_url( '/marketplace/' ) ) . '">Start with Professional</a></div>';
	$free   = '<div class="colophon-mk-plan"><h3>Starter</h3><p class="colophon-mk-plan__price"><b>$0</b></p><ul><li>Post one brief at a time</li><li>Quotes within two working days</li><li>Pay per project</li></ul>'
		. '<a class="colophon-mk-button is-ghost" href="' . esc_url( home_url( '/marketplace/' ) ) . '">Start free</a></div>';
	return '<section class="colophon-mk-section" id="pricing"><h2>Plans</h2>' . colophon_demo_widget( 'pricing-toggle', array(), $switch . '<div class="colophon-mk-plans">' . $free . $plan . '</div>', 'div', 'colophon-pricing' ) . '</section>';
}

/** A slider widget (features/slider) with its settings; the slides are plain list items. */
function colophon_demo_slider( array $settings, string $name, string $heading, array $slides, string $intro = '' ): string {
	return '<section class="colophon-mk-section"><h2>' . esc_html( $heading ) . '</h2>' . $intro
		. \Colophon\Slider\Markup::html( $settings, $slides, 'colophon-slider--' . $name, 'ul' )
		. '</section>';
}

/**
 * The closing call to action: a page-builder section whose background drifts slower than the page
 * (background scroll motion). It always sits below the fold, so the motion chunk loads as it nears.
 */
function colophon_demo_cta_band( string $title, string $lede, array $action ): string {
	require_once __DIR__ . '/layout.php';
	$settings = array(
		'background_motion_fx_motion_fx_scrolling' => 'yes',
		'background_motion_fx_translateY_effect'   => 'yes',
		'background_motion_fx_translateY_speed'    => array( 'size' => 3 ),
	);
	$inner    = sprintf( '<h2>%s</h2><p>%s</p><p><a class="colophon-mk-button is-light" href="%s">%s</a></p>', esc_html( $title ), esc_html( $lede ), esc_url( $action[1] ), esc_html( $action[0] ) );
	return colophon_demo_el( 'container', 'mkcta01', $settings, $inner, 'colophon-mk-band' );
}

/** How it works: one step at a time, faded (500 ms). */
function colophon_demo_steps(): string {
	$steps = array(
		array( 'Tell us about the book', 'A short brief: genre, length, deadline and what you need.' ),
		array( 'Meet your team', 'We match you with an editor, a designer or a narrator within two days.' ),
		array( 'Approve every stage', 'Samples and drafts before anything is final. Payment is held until you approve.' ),
		array( 'Publish', 'Files ready for every retailer and printer, and a launch plan if you want one.' ),
	);
	$slides = array();
	foreach ( $steps as $i => $step ) {
		$slides[] = sprintf( '<div class="colophon-mk-step"><span class="colophon-mk-step__n">%d</span><h3>%s</h3><p>%s</p></div>', $i + 1, esc_html( $step[0] ), esc_html( $step[1] ) );
	}
	return colophon_demo_slider( array( 'fade' => true ), 'how-it-works', 'How it works', $slides );
}

/** The tour video in the custom player (features/video-player): sources wait until it comes near. */
function colophon_demo_video(): string {
	$media = plugins_url( 'demo/media/', COLOPHON_FILE );
	$video = sprintf(
		'<div class="colophon-player__stage"><video controls preload="none" playsinline poster="%1$s" aria-label="A two-minute tour of how we work"><source data-src="%2$s" type="video/webm"><track kind="captions" srclang="en" label="English" src="%3$s"></video></div>'
		. '<noscript><p><a href="%2$s">Watch the tour (WebM, 90 KB)</a></p></noscript><figcaption>From your brief to the finished book, in four steps.</figcaption>',
		esc_url( $media . 'tour-poster.svg' ),
		esc_url( $media . 'tour.webm' ),
		esc_url( $media . 'tour.vtt' )
	);
	return '<section class="colophon-mk-section"><h2>See how it works</h2>' . colophon_demo_widget( 'video-player', array(), $video, 'figure', 'colophon-player' ) . '</section>';
}

/** A plain video whose sources wait until it comes near: the browser's own controls. */
function colophon_demo_lazy_video(): string {
	$media = plugins_url( 'demo/media/', COLOPHON_FILE );
	return sprintf(
		'<section class="colophon-mk-section"><h2>Inside the booth</h2><div class="colophon-mk-clip"><video class="colophon-lazy-video" controls muted loop playsinline preload="none" poster="%1$s" aria-label="A narration session in our booth"><source data-src="%2$s" type="video/webm"></video></div></section>',
		esc_url( $media . 'tour-poster.svg' ),
		esc_url( $media . 'tour.webm' )
	);
}

/** A call booked inline with the scheduling provider (features/scheduling), only with consent. */
function colophon_demo_booking(): string {
	$url      = home_url( '/demo-scheduling/business-intro/' );
	$settings = array(
		'provider' => 'Demo Scheduling',
		'url'      => $url,
		'prefill'  => array( 'customAnswers' => array( 'a1' => 'Business direct', 'a2' => 'More than five books a year' ) ),
	);
	return '<section class="colophon-mk-section" id="book-a-call"><h2>Book a call</h2><p class="colophon-mk-lede">Thirty minutes with our production team: your list, your schedule, a price.</p>'
		. colophon_demo_widget( 'scheduling', $settings, '<div class="colophon-scheduling__frame"></div><p class="colophon-scheduling__direct">Or <a href="' . esc_url( $url ) . '" target="_blank" rel="noopener">open the booking page in a new tab</a>.</p>' )
		. '</section>';
}

/** The freelancers slider (autoplay 4000 ms, 1000 ms, 1/2/3/4/4 per view). */
function colophon_demo_freelancers(): string {
	$people = array(
		array( 'Ana Lucía P.', 'Developmental editor', 'Literary fiction, memoir', '4.9', 212 ),
		array( 'Jonas B.', 'Cover designer', 'Thrillers, crime', '5.0', 148 ),
		array( 'Grace O.', 'Narrator', 'Romance, young adult', '4.8', 96 ),
		array( 'Wen L.', 'Translator', 'Chinese ↔ English', '4.9', 74 ),
		array( 'Samir K.', 'Illustrator', 'Picture books', '4.9', 121 ),
		array( 'Ruth M.', 'Copy-editor', 'Non-fiction, business', '4.7', 305 ),
		array( 'Daniel F.', 'Book marketer', 'Launch plans, ads', '4.8', 88 ),
		array( 'Ines V.', 'Proofreader', 'Fantasy, science fiction', '5.0', 167 ),
		array( 'Kofi A.', 'Ghostwriter', 'Business, self-help', '4.8', 59 ),
	);
	$slides = array();
	foreach ( $people as $person ) {
		$initials = implode( '', array_map( static fn( string $w ): string => mb_substr( $w, 0, 1 ), array_slice( explode( ' ', $person[0] ), 0, 2 ) ) );
		$slides[] = sprintf(
			'<article class="colophon-mk-person"><span class="colophon-mk-person__face" aria-hidden="true">%s</span><h3>%s</h3><p>%s · %s</p><p class="colophon-mk-person__rating">★ %s <span>(%d projects)</span></p></article>',
			esc_html( $initials ),
			esc_html( $person[0] ),
			esc_html( $person[1] ),
			esc_html( $person[2] ),
			esc_html( $person[3] ),
			$person[4]
		);
	}
	return colophon_demo_slider( array( 'perView' => array( 0 => 1, 486 => 2, 767 => 3, 1024 => 4, 1200 => 4 ), 'speed' => 1000, 'autoplay' => 4000, 'loop' => true ), 'freelancers', 'Freelancers on the marketplace', $slides, '<p class="colophon-mk-lede">Vetted editors, designers and narrators. Each one has published with us before.</p>' );
}

/** The timeline slider (a slider from 1024 px, a list below). */
function colophon_demo_timeline(): string {
	$years = array(
		array( '2014', 'Two editors and a spare room', 'The first forty manuscripts, all crime novels.' ),
		array( '2016', 'Covers and formatting', 'A design studio joins; print and ebook files from one order.' ),
		array( '2018', 'Audiobooks', 'Narration in twelve accents, recorded in our own booths.' ),
		array( '2020', 'Translation', 'Seven languages, each with a native editor as second reader.' ),
		array( '2023', 'Business direct', 'Production for small presses and content teams.' ),
		array( '2026', 'The marketplace', 'Hire the freelancers we work with, directly.' ),
	);
	$slides = array();
	foreach ( $years as $year ) {
		$slides[] = sprintf( '<div class="colophon-mk-year"><p class="colophon-mk-year__n">%s</p><h3>%s</h3><p>%s</p></div>', esc_html( $year[0] ), esc_html( $year[1] ), esc_html( $year[2] ) );
	}
	return colophon_demo_slider( array( 'perView' => array( 0 => 3 ), 'dots' => false, 'from' => 1024 ), 'timeline', 'Twelve years of books', $slides );
}

/**
 * The reviews, and the provider's structured data for them (features/reviews): the business
 * unit's for this page, or a service's product reviews when `$sku` is given. Loaded when in view,
 * after consent, from the demo's stand-in provider.
 */
function colophon_demo_reviews_data( string $sku = '', string $product = '' ): string {
	$settings = array( 'api' => home_url( '/demo-reviews/' ), 'businessUnit' => 'colophon-press', 'templateId' => 'mini-carousel', 'locale' => 'en-US', 'lazy' => true );
	if ( '' !== $sku ) {
		$settings += array( 'sku' => $sku, 'productName' => $product, 'language' => 'en' );
	}
	return colophon_demo_widget( 'reviews', $settings, '', 'div', 'colophon-mk-reviews-data' );
}

function colophon_demo_reviews( string $sku = '', string $product = '' ): string {
	$reviews = array(
		array( 'Maya R.', 'Crime novelist', 'The editor caught a timeline problem three beta readers missed. The book is better and it sold better.' ),
		array( 'Tom H.', 'Small press, 12 titles a year', 'We moved our whole production schedule here. Covers arrive on time and look like our list.' ),
		array( 'Priya S.', 'First-time author', 'I had no idea what I needed. They explained every step and never sold me a service I did not.' ),
	);
	$items = '';
	foreach ( $reviews as $review ) {
		$items .= sprintf( '<li class="colophon-mk-review"><blockquote><p>%s</p></blockquote><p class="colophon-mk-review__by"><b>%s</b>, %s</p></li>', esc_html( $review[2] ), esc_html( $review[0] ), esc_html( $review[1] ) );
	}
	return '<section class="colophon-mk-section"><h2>What authors say</h2><p class="colophon-mk-rating" aria-label="Rated 4.8 out of 5 from 1,204 reviews">4.8 out of 5 · 1,204 reviews</p><ul class="colophon-mk-reviews">' . $items . '</ul>' . colophon_demo_reviews_data( $sku, $product ) . '</section>';
}

/**
 * A FAQ as the page builder's accordion prints it (`accordion.default`: titles and panels with
 * `data-tab`), which the tabs chunk runs; an item's title id can be linked with a hash.
 *
 * @param array<int, array{0: string, 1: string, 2?: string}> $items Question, answer, optional id for the title.
 */
function colophon_demo_faq( array $items, string $prefix ): string {
	$html = '';
	foreach ( $items as $i => $item ) {
		$n     = $i + 1;
		$id    = $item[2] ?? 'elementor-tab-title-' . $prefix . $n;
		$html .= sprintf(
			'<div class="elementor-accordion-item"><h3 id="%1$s" class="elementor-tab-title" data-tab="%2$d" role="button" aria-controls="elementor-tab-content-%3$s%2$d" aria-expanded="false"><a class="elementor-accordion-title" tabindex="0">%4$s</a></h3><div id="elementor-tab-content-%3$s%2$d" class="elementor-tab-content elementor-clearfix" data-tab="%2$d" role="region" aria-labelledby="%1$s"><p>%5$s</p></div></div>',
			esc_attr( $id ),
			$n,
			esc_attr( $prefix ),
			esc_html( $item[0] ),
			esc_html( $item[1] )
		);
	}
	return '<section class="colophon-mk-section" id="faq"><h2>Questions</h2><div class="elementor-element elementor-widget elementor-widget-accordion colophon-mk-faq" data-id="faq' . esc_attr( $prefix ) . '" data-element_type="widget" data-widget_type="accordion.default"><div class="elementor-widget-container"><div class="elementor-accordion">' . $html . '</div></div></div></section>';
}

function colophon_demo_share(): string {
	return '<section class="colophon-mk-share"><p>Know an author who needs this?</p>'
		. colophon_demo_widget( 'copy-url', array(), '<button type="button"><span class="colophon-copy-url__label">Copy page link</span></button><noscript><p>Share this page’s address from your browser’s address bar.</p></noscript>' )
		. '</section>';
}

function colophon_demo_letter_logo( string $letter = 'C' ): string {
	return colophon_demo_widget( 'letter-logo', array(), '<span class="colophon-letter-logo__row" data-letter="' . esc_attr( $letter ) . '" data-fill="' . esc_attr( str_repeat( $letter, 12 ) ) . '" aria-hidden="true"></span>' );
}

function colophon_demo_generic_faq( string $prefix ): string {
	return colophon_demo_faq(
		array(
			array( 'How fast can you start?', 'Most projects start within five working days of an agreed brief.' ),
			array( 'Who owns the work?', 'You do. Every contract transfers all rights to you on final payment.' ),
			array( 'What if I am not happy?', 'Each stage has a sample you approve first; payment is held until you approve the final files.' ),
		),
		$prefix
	);
}

/**
 * One page's body, by key (`home`, `services/illustrations`, `business-direct`…), built once per
 * request: the marker filter reads it before <head>, the shortcode prints it.
 */
function colophon_demo_marketing_body( string $key ): string {
	static $built = array();
	return $built[ $key ] ??= colophon_demo_marketing_compose( $key );
}

function colophon_demo_marketing_compose( string $key ): string {
	$services = colophon_demo_services();
	$business = colophon_demo_business_pages();
	$quote    = array( 'Get a free quote', home_url( '/self-publishing/#self-publishing-quote' ) );
	switch ( true ) {
		case 'home' === $key:
			return colophon_demo_hero( 'Publishing services', 'Books that look and read like the bestsellers', 'Editing, cover design, narration and marketing from people who have published hundreds of books, plus a marketplace of vetted freelancers.', array( 'Self-publishing services', home_url( '/self-publishing/' ) ), array( 'Read the blog', home_url( '/blog/' ) ) )
				. colophon_demo_cards( 'Services', array_slice( $services, 0, 6, true ), '/services/' )
				. '<p class="colophon-mk-more"><a href="' . esc_url( home_url( '/services/' ) ) . '">All 13 services</a></p>'
				. colophon_demo_steps() . colophon_demo_video() . colophon_demo_freelancers() . colophon_demo_pricing() . colophon_demo_reviews() . colophon_demo_timeline()
				. colophon_demo_generic_faq( 'home' ) . colophon_demo_cta_band( 'Ready when your manuscript is', 'Tell us about the book and get a fixed quote within two working days.', $quote ) . colophon_demo_share();
		case 'services' === $key:
			return colophon_demo_hero( 'Services', 'Everything between manuscript and readers', 'Pick one service or book them together. Every price is fixed before work starts.', $quote )
				. colophon_demo_cards( 'All services', $services, '/services/' ) . colophon_demo_share();
		case str_starts_with( $key, 'services/' ) && isset( $services[ substr( $key, 9 ) ] ):
			$slug    = substr( $key, 9 );
			$service = $services[ $slug ];
			$others  = array_slice( array_diff_key( $services, array( $slug => 1 ) ), 0, 3, true );
			return colophon_demo_hero( 'From $' . $service['from'], $service['title'], $service['lede'], $quote, array( 'See plans', '#pricing' ) )
				. colophon_demo_points( 'What you get', $service['points'] ) . ( 'narration-services' === $slug ? colophon_demo_lazy_video() : '' ) . colophon_demo_steps() . colophon_demo_pricing() . colophon_demo_reviews( $slug, $service['title'] )
				. colophon_demo_generic_faq( substr( md5( $slug ), 0, 5 ) ) . colophon_demo_cards( 'Often booked with', $others, '/services/' ) . colophon_demo_cta_band( 'Start with a free quote', 'A fixed price for ' . strtolower( $service['title'] ) . ' before any work begins.', $quote ) . colophon_demo_share();
		case 'business-direct' === $key:
			return colophon_demo_hero( 'Business direct', 'Publishing for teams, presses and agencies', 'One contract, volume pricing and a dedicated account manager for organisations that publish more than one book a year.', array( 'Talk to us', home_url( '/guide-for-small-publishers/' ) ) )
				. colophon_demo_cards( 'Who we work with', $business, '/business-direct/' ) . colophon_demo_timeline() . colophon_demo_reviews() . colophon_demo_booking() . colophon_demo_cta_band( 'Publishing more than one book a year?', 'Volume pricing and one account manager for every title.', array( 'Get the guide for small publishers', home_url( '/guide-for-small-publishers/' ) ) ) . colophon_demo_share();
		case str_starts_with( $key, 'business-direct/' ) && isset( $business[ substr( $key, 16 ) ] ):
			$page = $business[ substr( $key, 16 ) ];
			return colophon_demo_hero( 'Business direct', $page['title'], $page['lede'], array( 'Get the guide for small publishers', home_url( '/guide-for-small-publishers/' ) ) )
				. colophon_demo_points( 'What you get', $page['points'] ) . colophon_demo_steps() . colophon_demo_generic_faq( substr( md5( $key ), 0, 5 ) ) . colophon_demo_share();
		case 'marketplace' === $key:
			return colophon_demo_steps() . colophon_demo_freelancers()
				. colophon_demo_faq(
					array(
						array( 'What is the scout tool?', 'A browser extension that shows which freelancers worked on a book while you browse a retailer.' ),
						array( 'Does the scout tool work in incognito mode?', 'Yes, once you allow it: open your browser’s extension settings, find the scout tool and switch on “Allow in incognito”. It stores nothing between sessions.', 'incognito-mode' ),
						array( 'When does the marketplace open?', 'Genre by genre from spring: crime, romance and non-fiction first. Waitlist members hear first.' ),
					),
					'mkt'
				)
				. colophon_demo_share();
		case 'self-publishing' === $key:
			return colophon_demo_steps() . colophon_demo_video() . colophon_demo_pricing( 'self' ) . colophon_demo_reviews() . colophon_demo_generic_faq( 'self' ) . colophon_demo_share();
	}
	return '';
}

add_shortcode(
	'colophon_demo_marketing',
	static function ( $atts ): string {
		$key = (string) ( shortcode_atts( array( 'page' => '' ), (array) $atts )['page'] );
		return '<div class="colophon-mk alignwide">' . colophon_demo_marketing_body( $key ) . colophon_demo_letter_logo() . '</div>';
	}
);

/** The bar's markup; its inline rule hides it from the first paint once it was closed (src/runtime/dismissed.ts). */
function colophon_demo_announcement(): string {
	$id = COLOPHON_DEMO_ANNOUNCEMENT;
	return '<style>html[data-colophon-dismissed~="' . $id . '"] #colophon-announcement-' . $id . '{display:none}</style>'
		. colophon_demo_widget(
			'announcement-bar',
			array( 'id' => $id ),
			'<p>Autumn offer: 15% off every book bundle booked before 30 November. <a href="' . esc_url( home_url( '/services/book-bundles/' ) ) . '">See bundles</a></p><button type="button" class="colophon-announcement__close" aria-label="Close the announcement" hidden>×</button>',
			'aside',
			'colophon-announcement',
			array( 'id' => 'colophon-announcement-' . $id, 'aria-label' => 'Announcement' )
		);
}

/** The chat: welcome messages by path, the stand-in's script, the consent category it needs. */
function colophon_demo_chat_settings(): array {
	$paths = array(
		'/'                  => array( 'Hi! Looking for an editor, a cover or a whole publishing plan?', 'Welcome! Tell us about your book and we will point you to the right service.' ),
		'/self-publishing/'  => array( 'Planning to self-publish? Ask us what a full package costs for your book.' ),
		'/guide-for-small-publishers/' => array( 'Running a small press? Ask us about volume pricing.' ),
		'/services/'         => array( 'Questions about this service? We usually answer within a few minutes.', 'Want a quote? Tell us your word count and deadline.' ),
		'/business-direct/'  => array( 'Publishing for a team? Ask about a business account.' ),
		'/marketplace/'      => array( 'Want early access to the marketplace? Ask us how the waitlist works.' ),
		'/blog/'             => array( 'Enjoying the blog? Ask an editor anything about your manuscript.' ),
	);
	$paths['/services/book-cover-design/'] = array( 'Need a cover? Tell us your genre and trim size.' );
	$paths['/services/narration-services/'] = array( 'Looking for a narrator? Ask for audition samples.' );
	return array(
		'script'   => plugins_url( 'demo/trackers/chat.js', COLOPHON_FILE ),
		'global'   => 'DemoChat',
		'category' => 'functional',
		'paths'    => $paths,
		'fallback' => array( 'Hi! How can we help with your book?' ),
	);
}

/** The marketing site's main menu: every service under Services, then the other sections. */
function colophon_demo_site_menu(): array {
	$services = array();
	foreach ( colophon_demo_services() as $slug => $service ) {
		$services[ $service['title'] ] = '/services/' . $slug . '/';
	}
	return array(
		'Services'        => array( 'url' => '/services/', 'children' => $services ),
		'Self-publishing' => '/self-publishing/',
		'Business direct' => '/business-direct/',
		'Marketplace'     => '/marketplace/',
		'Blog'            => '/blog/',
	);
}

/*
 * On the marketing pages the theme's navigation block is the page builder's nav menu widget (what
 * a site built with it prints in its header): sub-menus open on hover and focus by CSS alone, and
 * the small-screen toggle's chunk loads at the first interaction ("touched"). The block's own
 * script is not printed.
 */
add_filter(
	'pre_render_block',
	static function ( ?string $pre, array $block ): ?string {
		static $header_done = false;
		if ( 'core/navigation' !== ( $block['blockName'] ?? '' ) || ! colophon_demo_is_marketing_page() ) {
			return $pre;
		}
		// A theme's further navigation blocks (Twenty Twenty-Four's footer has three) are plain
		// lists of their links: the header's menu is the one site menu.
		if ( $header_done ) {
			return colophon_demo_plain_links( $block );
		}
		$header_done = true;
		require_once __DIR__ . '/layout.php';
		return '<div class="colophon-demo-site-menu">' . colophon_demo_nav_menu( 'sitemenu', colophon_demo_site_menu() ) . '</div>';
	},
	10,
	2
);

/** A navigation block's links as a plain list, without the block's markup or script. */
function colophon_demo_plain_links( array $block ): string {
	$links = '';
	foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
		$label = (string) ( $inner['attrs']['label'] ?? '' );
		if ( '' !== $label ) {
			$links .= sprintf( '<li><a href="%s">%s</a></li>', esc_url( (string) ( $inner['attrs']['url'] ?? '#' ) ), esc_html( $label ) );
		}
	}
	return '' === $links ? '' : '<nav class="colophon-demo-links" aria-label="' . esc_attr__( 'More links', 'colophon' ) . '"><ul style="list-style:none;margin:0;padding:0;display:grid;gap:.5em">' . $links . '</ul></nav>';
}

/*
 * The theme's header is the page builder's sticky header on the marketing pages: it sticks at the
 * top for the whole page and, 80 px further down, gains a shadow (`elementor-sticky--effects`).
 * Nothing changes size, so nothing below moves.
 */
add_filter(
	'render_block_core/template-part',
	static function ( string $html, array $block ): string {
		if ( 'header' !== ( $block['attrs']['slug'] ?? '' ) || ! colophon_demo_is_marketing_page() ) {
			return $html;
		}
		// The site's WordPress may predate the HTML API (6.2): the template part's own tag is known.
		$settings = wp_json_encode( array( 'sticky' => 'top', 'sticky_on' => array( 'desktop', 'tablet', 'mobile' ), 'sticky_offset' => 0, 'sticky_effects_offset' => 80 ) );
		$attrs    = sprintf( '<header data-id="mkhead1" data-element_type="container" data-settings="%s" class="elementor-element elementor-element-mkhead1 colophon-mk-site-header ', esc_attr( $settings ) );
		return preg_replace( '/^(\s*)<header class="/', '$1' . $attrs, $html, 1 ) ?? $html;
	},
	10,
	2
);

add_action(
	'wp_body_open',
	static function (): void {
		if ( colophon_demo_is_marketing_page() ) {
			echo colophon_demo_announcement(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
		}
	}
);

add_action(
	'wp_footer',
	static function (): void {
		if ( colophon_demo_is_marketing_page() ) {
			echo colophon_demo_widget( 'chat-welcome', colophon_demo_chat_settings(), '', 'div', 'colophon-chat' ); // phpcs:ignore WordPress.Security.EscapeOutput
		}
	}
);

add_filter(
	'colophon_page_markers',
	static function ( array $ids ): array {
		if ( colophon_demo_is_marketing_page() ) {
			$ids = array_merge( $ids, array( 'announcement-bar', 'chat-welcome', 'nav-menu', 'sticky' ) );
		}
		// The shortcode's widgets are not in the saved content the marker scan reads: the page's
		// body is built here once more and scanned by the plugin's own marker scan, so their
		// stylesheets are in <head> and their chunks preloaded (only the ones this page uses).
		$content = is_singular() ? (string) get_post_field( 'post_content', get_queried_object_id() ) : '';
		if ( preg_match( '/\[colophon_demo_marketing page="([^"]*)"/', $content, $m ) ) {
			$html = colophon_demo_marketing_body( $m[1] ) . colophon_demo_letter_logo();
			$scan = new \Colophon\Markers( new \Colophon\AssetManifest( COLOPHON_DIR . '/dist/asset-manifest.json', '' ) );
			$scan->scan( $html );
			$ids = array_merge( $ids, $scan->ids() );
			// The lazy clip is the player's by a selector (`video.colophon-lazy-video`), which the scan does not match.
			if ( str_contains( $html, 'colophon-lazy-video' ) ) {
				$ids[] = 'video-player';
			}
		}
		return array_values( array_unique( $ids ) );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( colophon_demo_page_has( '[colophon_demo_marketing' ) || colophon_demo_is_marketing_page() ) {
			wp_enqueue_style( 'colophon-demo-marketing', plugins_url( 'demo/marketing.css', COLOPHON_FILE ), array(), (string) filemtime( __DIR__ . '/marketing.css' ) );
			wp_style_add_data( 'colophon-demo-marketing', 'path', __DIR__ . '/marketing.css' ); // Inlined in <head> by WordPress when small enough.
		}
	}
);
