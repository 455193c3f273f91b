<?php
/**
 * The demo site's words. Kept apart from the installer so content edits don't touch logic.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/html-widget-codes.php';

function colophon_demo_categories(): array {
	return array(
		'self-publishing-tips' => 'Self-publishing tips',
		'cover-design'         => 'Cover design',
		'editing'              => 'Editing',
		'marketing'            => 'Marketing',
	);
}

function colophon_demo_posts(): array {
	return array(
		'how-to-price-your-first-ebook'      => array(
			'title'    => 'How to price your first ebook',
			'category' => 'self-publishing-tips',
			'content'  => '<!-- wp:paragraph --><p>Pricing a debut ebook is less about what the book is worth and more about what a stranger will risk on an author they have never read. Most first-time authors do best between $2.99 and $4.99.</p><!-- /wp:paragraph -->'
				. '<!-- wp:heading --><h2>Start low, then test</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph --><p>Launch at the low end of your genre, gather reviews for six weeks, then raise the price by a dollar and watch your daily sales. Keep the change if revenue holds.</p><!-- /wp:paragraph -->'
				. '<!-- wp:paragraph --><p>Series authors can price book one lower still: it is the door to everything else you have written.</p><!-- /wp:paragraph -->',
		),
		'editing-passes-every-book-needs'    => array(
			'title'    => 'The three editing passes every book needs',
			'category' => 'self-publishing-tips',
			'content'  => '<!-- wp:paragraph --><p>Developmental editing fixes the story, line editing fixes the sentences, and proofreading fixes the typos. Doing them out of order wastes money: there is no point polishing a chapter you are about to cut.</p><!-- /wp:paragraph -->'
				. '<!-- wp:heading --><h2>Budget for all three</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph --><p>If you can afford only one professional pass, make it the developmental edit, and recruit careful readers for the rest.</p><!-- /wp:paragraph -->',
		),
		'what-makes-a-cover-sell-in-thumbnail' => array(
			'title'    => 'What makes a cover sell at thumbnail size',
			'category' => 'cover-design',
			'content'  => '<!-- wp:paragraph --><p>Most readers first meet your cover as a 100-pixel thumbnail on a phone. At that size, only three things survive: a strong silhouette, a readable title and a colour palette that signals the genre.</p><!-- /wp:paragraph -->'
				. '<!-- wp:heading --><h2>Squint test</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph --><p>Shrink your draft cover, step back from the screen and squint. If you cannot tell what kind of book it is, neither can a browsing reader.</p><!-- /wp:paragraph -->',
		),
	);
}

/**
 * @param array<string, int> $post_ids  Demo post ids by slug (fixtures point at them).
 * @param array<string, int> $popup_ids Demo popup ids by key (buttons open them).
 */
/** The protected post's words: a phrase the tests look for everywhere it must not be. */
function colophon_demo_protected_text(): string {
	return 'SECRET-PASSAGE-9F2: the members-only checklist our editors use before a manuscript goes to print.';
}

function colophon_demo_pages( array $post_ids, array $popup_ids = array() ): array {
	$waitlist = colophon_demo_action( 'popup:open', array( 'id' => (string) ( $popup_ids['waitlist'] ?? 0 ) ) );
	$first = $post_ids['how-to-price-your-first-ebook'];
	$second = $post_ids[ array_keys( $post_ids )[1] ];
	return array(
		'home'            => array(
			'title'   => 'Publishing services for independent authors',
			'content' => '<!-- wp:shortcode -->[colophon_demo_marketing page="home"]<!-- /wp:shortcode -->'
				. '<!-- wp:heading --><h2>A marketplace of vetted freelancers</h2><!-- /wp:heading -->'
				. '<!-- wp:html --><p>Editors, cover designers, narrators and translators who have worked on bestsellers. <a class="colophon-demo-waitlist" href="' . $waitlist . '">Join the waitlist</a>.</p><!-- /wp:html -->',
		),
		'marketplace'     => array(
			'title'   => 'The freelancer marketplace',
			'content' => '<!-- wp:paragraph {"fontSize":"large"} --><p class="has-large-font-size">Hire the editors, cover designers, narrators and translators our own books are made with: vetted, rated by authors, paid through us.</p><!-- /wp:paragraph -->'
				. '<!-- wp:list --><ul><li>Every freelancer has worked on at least ten published books</li><li>Fixed quotes before work starts; payment held until you approve</li><li>Opening genre by genre: crime, romance and non-fiction first</li></ul><!-- /wp:list -->'
				. '<!-- wp:html --><p><button type="button" class="open-waitlist wp-element-button">Apply for early access</button></p><!-- /wp:html -->'
				. '<!-- wp:shortcode -->[colophon_demo_marketing page="marketplace"]<!-- /wp:shortcode -->',
		),
		'self-publishing' => array(
			'title'   => 'Self-publishing',
			'content' => '<!-- wp:paragraph --><p>From manuscript to marketplace: we edit, design, format and distribute your book while you keep every right and every royalty.</p><!-- /wp:paragraph -->'
				. '<!-- wp:heading --><h2>What is included</h2><!-- /wp:heading -->'
				. '<!-- wp:list --><ul><li>Developmental and line editing</li><li>Custom cover design for ebook, paperback and hardcover</li><li>Interior formatting and ISBN registration</li><li>Distribution to every major retailer</li></ul><!-- /wp:list -->'
				. '<!-- wp:heading --><h2>See how it works</h2><!-- /wp:heading -->'
				. '<!-- wp:html --><figure class="colophon-demo-video"><iframe width="560" height="315" style="width:100%;height:auto;aspect-ratio:16/9" src="/demo-video/embed/dQw4w9WgXcQ" title="How self-publishing works (demo video)" allowfullscreen></iframe></figure><!-- /wp:html -->'
				. colophon_demo_self_publishing_forms()
				. '<!-- wp:shortcode -->[colophon_demo_marketing page="self-publishing"]<!-- /wp:shortcode -->',
		),
		'blog'            => array(
			'title'   => 'Blog',
			'content' => '<!-- wp:paragraph --><p>Advice on editing, covers, print and marketing from our editors and designers.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_loop_filter id="fltcat1" loop="blogl00" taxonomy="category" label="Category"]<!-- /wp:shortcode -->'
				. '<!-- wp:shortcode -->[colophon_loop_filter id="flttag1" loop="blogl00" taxonomy="post_tag" multiple="yes" join="OR" label="Topics (any)"]<!-- /wp:shortcode -->'
				. '<!-- wp:shortcode -->[colophon_loop_grid id="blogl00" posts_per_page="24" columns="3" heading="h2"]<!-- /wp:shortcode -->',
		),
		'loop-filter-and' => array(
			'parent'  => 'fixtures',
			'title'   => 'Loop filter: all selected topics',
			'content' => '<!-- wp:paragraph --><p>A multiple-selection bar that joins topics with AND: a post must carry every selected topic.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_loop_filter id="fltand1" loop="andlp01" taxonomy="post_tag" multiple="yes" join="AND" label="Topics (all)"]<!-- /wp:shortcode -->'
				. '<!-- wp:shortcode -->[colophon_loop_grid id="andlp01" posts_per_page="24" columns="3"]<!-- /wp:shortcode -->',
		),
		'fixtures'        => array(
			'title'   => 'Test fixtures',
			'content' => '<!-- wp:paragraph --><p>Pages the end-to-end tests use to exercise one behaviour each.</p><!-- /wp:paragraph -->',
		),
		'consent-embeds'  => array(
			'parent'  => 'fixtures',
			'title'   => 'Consent embeds',
			'content' => '<!-- wp:html -->'
				. '<p>Blocked embeds: a video with a valid id, one with an invalid id (no thumbnail) and a zero-size one (no placeholder).</p>'
				. '<iframe data-testid="valid-id" width="480" height="270" src="/demo-video/embed/aBcDeFgHiJk" title="Valid id"></iframe>'
				. '<iframe data-testid="short-id" width="480" height="270" src="/demo-video/embed/short" title="Invalid id"></iframe>'
				. '<iframe data-testid="zero-size" width="0" height="0" src="/demo-video/embed/zeroSizeId1" title="Zero size"></iframe>'
				. '<!-- /wp:html -->',
		),
		'privacy-matrix'  => array(
			'parent'  => 'fixtures',
			'title'   => 'Privacy matrix',
			// Blocked tags written every way a theme or an editor writes them; the end-to-end test adds
			// every way page code can make a request. None of it may reach a tracker before consent.
			'content' => '<!-- wp:html -->'
				. '<p>Tags of blocked providers, written in every way HTML allows. Nothing here may load before consent.</p>'
				. '<script src=/wp-content/plugins/colophon/demo/trackers/matrix.js?from=server-unquoted></script>'
				. "<SCRIPT SRC='/wp-content/plugins/colophon/demo/trackers/matrix.js?from=server-upper' ASYNC></SCRIPT>"
				. '<script src="&#x2F;wp-content&#x2F;plugins&#x2F;colophon&#x2F;demo&#x2F;trackers&#x2F;matrix.js?from=server-entities"></script>'
				. '<iframe src=/demo-video/embed/srvUnquoted width=320 height=180 title="Unquoted embed"></iframe>'
				. '<img src=/demo-tracker/beacon?from=server-img width=1 height=1 alt="">'
				. '<!-- /wp:html -->',
		),
		'paged-loop'      => array(
			'parent'  => 'fixtures',
			'title'   => 'Paged loop',
			'content' => '<!-- wp:paragraph --><p>A loop grid of six posts a page (with page links), and a listing saved with a post type visitors may not see.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_loop_grid id="pglop01" posts_per_page="6" columns="3"]<!-- /wp:shortcode -->'
				. '<!-- wp:shortcode -->[colophon_listing id="ptype01" post_type="wp_navigation" per_page="3" columns="3"]<!-- /wp:shortcode -->',
		),
		'protected-page'  => array(
			'parent'   => 'fixtures',
			'title'    => 'Members page',
			'password' => 'reader',
			'content'  => '<!-- wp:paragraph --><p>Guides for members.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[colophon_listing id="prtlst1" per_page="3" columns="3"]<!-- /wp:shortcode -->',
		),
		'page-builder-stores' => array(
			'parent'  => 'fixtures',
			'title'   => 'Store buttons as the listing plugin prints them',
			'content' => '<!-- wp:html -->'
				. '<p>Two favourites buttons in the listing plugin\'s own markup: labels and icons as HTML in <code>data-args</code>; the first removes on a second click, the second switches its status and then links to the favourites page.</p>'
				. '<!-- /wp:html -->'
				. '<!-- wp:shortcode -->[colophon_demo_jet_store_link post="' . $first . '" after="remove_from_store"]<!-- /wp:shortcode -->'
				. '<!-- wp:shortcode -->[colophon_demo_jet_store_link post="' . $second . '" after="switch_status" url="/favourites/"]<!-- /wp:shortcode -->',
		),
		'page-builder-sections' => array(
			'parent'  => 'fixtures',
			'title'   => 'Sections with lazy backgrounds',
			'content' => '<!-- wp:html -->'
				// What the page builder's lazy-load module prints in <head> (written here in its shape).
				. '<style>.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload),.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload) *{background-image:none!important}'
				. '@media screen and (max-height:1024px){.e-con.e-parent:nth-of-type(n+3):not(.e-lazyloaded):not(.e-no-lazyload),.e-con.e-parent:nth-of-type(n+3):not(.e-lazyloaded):not(.e-no-lazyload) *{background-image:none!important}}'
				. '.colophon-demo-section{min-height:420px;display:grid;place-items:center;color:#fff;font:600 1.5rem/1.2 sans-serif;background-size:cover;background-position:center}</style>'
				. '<div class="colophon-demo-sections">'
				. implode(
					'',
					array_map(
						static fn( $n ) => sprintf( '<div class="e-con e-parent colophon-demo-section" data-id="sect%1$03d" data-element_type="container" style="background-image:url(/demo-cover/%1$d.svg?title=Section+%1$d)"><p>Section %1$d</p></div>', $n ),
						range( 1, 8 )
					)
				)
				. '</div><!-- /wp:html -->',
		),
		'page-builder-popup' => array(
			'parent'  => 'fixtures',
			'title'   => 'A popup as the page builder prints it',
			'content' => '<!-- wp:html -->'
				// The page builder's popup CSS, written here in its shape: its stylesheet hides every
				// popup document outside the editor, styles its own modal wrapper, and each popup's own
				// CSS file sets the width, the position and the overlay under #elementor-popup-modal-{id}.
				. '<style>[data-elementor-type=popup]:not(.elementor-edit-area){display:none}'
				. '.elementor-popup-modal{display:flex;pointer-events:none;background-color:transparent}'
				. '.elementor-popup-modal .dialog-message{width:640px;max-width:100vw;max-height:100vh;padding:0;overflow:auto;display:flex}'
				. '.elementor-popup-modal .dialog-widget-content{background-color:#fff;width:auto;max-width:100%;max-height:100%;border-radius:0;box-shadow:none;pointer-events:all}'
				. '.elementor-popup-modal .elementor{width:100%}'
				. '#elementor-popup-modal-7301{justify-content:flex-end;align-items:flex-end;pointer-events:all;background-color:rgba(20,40,60,.7)}'
				. '#elementor-popup-modal-7301 .dialog-message{width:420px;height:auto}'
				. '#elementor-popup-modal-7301 .dialog-widget-content{background-color:#fdf6e3;margin:0 24px 24px 0}'
				. '.colophon-demo-pb-popup{padding:24px}</style>'
				. '<p><a data-testid="open-pb-popup" href="' . colophon_demo_action( 'popup:open', array( 'id' => '7301' ) ) . '">Open the offer</a></p>'
				// No `hidden` attribute: the page builder prints its popups visible and leaves hiding to its CSS.
				. '<div data-elementor-type="popup" data-elementor-id="7301" class="elementor elementor-7301 elementor-location-popup" data-elementor-settings="{&quot;a11y_navigation&quot;:&quot;yes&quot;,&quot;timing&quot;:[]}">'
				. '<div class="elementor-element e-con e-parent colophon-demo-pb-popup" data-id="pbpop01" data-element_type="container"><h2>Twenty per cent off your first edit</h2><p>Book a manuscript assessment this month.</p><p><a href="/fixtures/" data-testid="pb-popup-link">See our services</a></p></div>'
				. '</div><!-- /wp:html -->',
		),
		'page-builder-floating' => array(
			'parent'  => 'fixtures',
			'title'   => 'Contact buttons and a floating bar as the page builder prints them',
			'content' => '<!-- wp:shortcode -->[colophon_demo_page_builder_floating]<!-- /wp:shortcode -->',
		),
		'page-builder-widgets' => array(
			'parent'  => 'fixtures',
			'title'   => 'Everyday widgets as the page builder prints them',
			'content' => '<!-- wp:shortcode -->[colophon_demo_page_builder_widgets]<!-- /wp:shortcode -->',
		),
		'page-builder-mega-menu' => array(
			'parent'  => 'fixtures',
			'title'   => 'Mega menus as the page builder prints them',
			'content' => '<!-- wp:shortcode -->[colophon_demo_page_builder_mega_menu]<!-- /wp:shortcode -->',
		),
		'page-builder-takeover' => array(
			'parent'    => 'fixtures',
			'title'     => 'Takeover of the page builder\'s front end',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_takeover_fixture]<!-- /wp:shortcode -->',
			// The menu stands for a header template's: rendered outside the post's content.
			// An atomic flexbox of 4.x too: markup only, covered.
			// A checked add-on's widget that runs no script (demo/page-builder-widgets.php registers the add-on) too.
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'accordion', 'nav-menu', array( 'elType' => 'e-flexbox', 'settings' => array(), 'elements' => array() ), 'demo-addon-heading' ) ),
		),
		'page-builder-takeover-kept' => array(
			'parent'    => 'fixtures',
			'title'     => 'A page with a widget takeover does not cover',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_takeover_kept_fixture]<!-- /wp:shortcode -->',
			'elementor' => colophon_demo_takeover_data(
				array(
					'heading',
					'accordion',
					'lottie',
					// A widget of the checked add-on that runs its scripts.
					'demo-addon-accordion',
					array( 'html', array( 'html' => COLOPHON_DEMO_HTML_PAGE_BUILDER ) ),
					// 4.x's interactions on an atomic element: run by the page builder's script.
					array(
						'elType'       => 'e-div-block',
						'settings'     => array(),
						'elements'     => array(),
						'interactions' => array( array( 'animation' => array( 'preset' => 'fade-in' ) ) ),
					),
				)
			),
		),
		'page-builder-takeover-addon' => array(
			'parent'    => 'fixtures',
			'title'     => 'A page-builder add-on\'s scripted widgets under takeover',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_takeover_addon_fixture]<!-- /wp:shortcode -->',
			// Widgets of the checked add-on whose script works on Colophon's page-builder layer.
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'demo-addon-heading', 'demo-addon-toggle', array( 'demo-addon-counter', array( 'step' => 5 ) ) ) ),
		),
		'page-builder-takeover-html' => array(
			'parent'    => 'fixtures',
			'title'     => 'Custom code in the page builder\'s HTML widget',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_takeover_html_fixture]<!-- /wp:shortcode -->',
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'accordion', array( 'html', array( 'html' => COLOPHON_DEMO_HTML_MARKUP ) ), array( 'html', array( 'html' => colophon_demo_html_jquery() ) ) ) ),
		),
		'page-builder-posts' => array(
			'parent'    => 'fixtures',
			'title'     => 'The page builder\'s posts widget',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_posts_fixture]<!-- /wp:shortcode -->',
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'posts' ) ),
		),
		'page-builder-gallery' => array(
			'parent'    => 'fixtures',
			'title'     => 'The page builder\'s gallery',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_gallery_fixture]<!-- /wp:shortcode -->',
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'gallery' ) ),
		),
		'page-builder-form' => array(
			'parent'    => 'fixtures',
			'title'     => 'The page builder\'s form',
			'content'   => '<!-- wp:shortcode -->[colophon_demo_form_fixture]<!-- /wp:shortcode -->',
			'elementor' => colophon_demo_takeover_data( array( 'heading', 'form' ) ),
		),
		'page-builder-video' => array(
			'parent'  => 'fixtures',
			'title'   => 'The page builder\'s video widget',
			'content' => '<!-- wp:shortcode -->[colophon_demo_video_fixture]<!-- /wp:shortcode -->',
		),
		'malformed-settings' => array(
			'parent'  => 'fixtures',
			'title'   => 'Malformed settings',
			'content' => '<!-- wp:html -->'
				. '<p>The first widget below carries broken JSON in <code>data-settings</code>; the second is valid and must still work.</p>'
				. '<div class="colophon-like-dislike" data-testid="broken" data-id="brokenw" data-element_type="widget" data-widget_type="like-dislike.default" data-settings="{&quot;post_id&quot;: 1,"><p>Broken widget (server markup only).</p></div>'
				. '<div data-testid="valid">[colophon_like_dislike post_id="' . $first . '"]</div>'
				. '<!-- /wp:html -->',
		),
	);
}

/** The page builder's element data for a takeover fixture: one container holding widgets of these types. */
function colophon_demo_takeover_data( array $types ): array {
	$widgets = array();
	foreach ( $types as $i => $type ) {
		// A whole element (4.x's atomic ones), a type, or a type and its settings.
		if ( is_array( $type ) && isset( $type['elType'] ) ) {
			$widgets[] = $type + array( 'id' => 'tko' . $i );
			continue;
		}
		$widgets[] = array(
			'id'         => 'tko' . $i,
			'elType'     => 'widget',
			'widgetType' => is_array( $type ) ? $type[0] : $type,
			'settings'   => is_array( $type ) ? $type[1] : array(),
			'elements'   => array(),
		);
	}
	return array(
		array(
			'id'       => 'tkoc',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => $widgets,
		),
	);
}
