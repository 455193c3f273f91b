<?php
/**
 * Demo content: the pages, posts and fixtures `npm start` and the end-to-end tests use. Idempotent:
 * running it again updates the same items (matched by slug) instead of adding copies.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/content.php';
require_once __DIR__ . '/popups.php';
require_once __DIR__ . '/blog-posts.php';
require_once __DIR__ . '/listings.php';
require_once __DIR__ . '/events.php';
require_once __DIR__ . '/layout.php';
require_once __DIR__ . '/tracking.php';
require_once __DIR__ . '/marketing.php';
require_once __DIR__ . '/site-widget.php';

function colophon_demo_install(): void {
	colophon_demo_wire_stand_ins();

	// Demo markup carries data-* attributes; the installer runs without a user, so kses would strip them.
	kses_remove_filters();

	// The demo stands for a site whose owner has set Colophon up (the welcome screen's choices are
	// the demo's own settings below).
	\Colophon\Setup::finish();
	update_option( 'blogname', 'Colophon Press' );
	update_option( 'blogdescription', 'Publishing services for authors and small publishers' );
	global $wp_rewrite;
	$wp_rewrite->set_permalink_structure( '/%postname%/' );

	$categories = array();
	foreach ( colophon_demo_categories() as $slug => $name ) {
		$term                = term_exists( $slug, 'category' );
		$term                = $term ? $term : wp_insert_term( $name, 'category', array( 'slug' => $slug ) );
		$categories[ $slug ] = (int) $term['term_id'];
	}

	// WordPress's own sample post and page are not part of the demo.
	foreach ( array( array( 'hello-world', 'post' ), array( 'sample-page', 'page' ) ) as list( $slug, $type ) ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}

	foreach ( colophon_demo_tags() as $slug => $name ) {
		if ( ! term_exists( $slug, 'post_tag' ) ) {
			wp_insert_term( $name, 'post_tag', array( 'slug' => $slug ) );
		}
	}

	// 24 posts, newest first in the order listed, one day apart (a stable order for the listings).
	$ids   = array();
	$tags  = colophon_demo_post_tags();
	$posts = colophon_demo_posts() + colophon_demo_more_posts();
	$day   = 0;
	foreach ( $posts as $slug => $post ) {
		$date         = gmdate( 'Y-m-d H:i:s', strtotime( '2026-10-30 09:00:00' ) - DAY_IN_SECONDS * $day++ );
		$ids[ $slug ] = colophon_demo_upsert( 'post', $slug, $post['title'], $post['content'], 0, $date );
		wp_set_post_categories( $ids[ $slug ], array( $categories[ $post['category'] ] ) );
		wp_set_post_tags( $ids[ $slug ], $post['tags'] ?? $tags[ $slug ] ?? array() );
	}

	colophon_demo_comments( $ids['audiobook-rights-checklist'] );

	// A members-only post, password-protected: listings leave it out, and nothing of its text ever
	// reaches a visitor who has not entered the password (the end-to-end tests look for its phrase).
	$protected = colophon_demo_upsert( 'post', 'members-editorial-checklist', 'Members: our editorial checklist', colophon_demo_protected_text(), 0, '2026-10-31 09:00:00' );
	wp_update_post( array( 'ID' => $protected, 'post_password' => 'reader', 'post_excerpt' => colophon_demo_protected_text() ) );
	wp_set_post_categories( $protected, array( $categories['editing'] ) );
	wp_set_post_tags( $protected, array( 'print' ) );
	$ids['members-editorial-checklist'] = $protected;

	// A subscriber, for the tests of what logged-in visitors may see.
	// The marketplace API the waitlist forms post to: a stand-in on this site (demo/server.php).
	update_option( 'colophon_waitlist_api', '/demo-marketplace-api' );

	// The demo's admin has seen the block editor's welcome guide (it would cover the editor in every test).
	$admin = get_user_by( 'login', 'admin' );
	if ( $admin ) {
		global $wpdb;
		update_user_meta(
			$admin->ID,
			$wpdb->get_blog_prefix() . 'persisted_preferences',
			array(
				'core/edit-post' => array( 'welcomeGuide' => false ),
				'_modified'      => gmdate( 'c' ),
			)
		);
	}
	if ( ! username_exists( 'reader' ) ) {
		wp_insert_user( array( 'user_login' => 'reader', 'user_pass' => 'reader-password', 'user_email' => 'reader@example.test', 'role' => 'subscriber' ) );
	}

	$popup_ids = colophon_demo_install_popups();
	update_option( \Colophon\DataStore\Registry::OPTION, colophon_demo_stores() );
	colophon_demo_install_events();
	$pages     = colophon_demo_pages( $ids, $popup_ids ) + colophon_demo_popup_pages( $popup_ids ) + colophon_demo_listing_pages() + colophon_demo_layout_pages() + colophon_demo_tracking_pages() + colophon_demo_marketing_pages() + colophon_demo_site_widget_pages();
	$page_ids = array();
	uasort( $pages, static fn( $a, $b ) => isset( $a['parent'] ) <=> isset( $b['parent'] ) ); // Parents first.
	foreach ( $pages as $slug => $page ) {
		$parent              = isset( $page['parent'] ) ? $page_ids[ $page['parent'] ] : 0;
		$page_ids[ $slug ]   = colophon_demo_upsert( 'page', $slug, $page['title'], $page['content'], $parent );
		if ( ! empty( $page['password'] ) ) {
			wp_update_post( array( 'ID' => $page_ids[ $slug ], 'post_password' => $page['password'] ) );
		}
		// The page builder's own record of what a page holds (takeover reads it to decide per page).
		if ( isset( $page['elementor'] ) ) {
			update_post_meta( $page_ids[ $slug ], '_elementor_edit_mode', 'builder' );
			update_post_meta( $page_ids[ $slug ], '_elementor_data', wp_slash( (string) wp_json_encode( $page['elementor'] ) ) );
		}
	}

	// A short header menu (the theme would otherwise list every page, fixtures included, on two lines).
	$links = array(
		'Self-publishing' => '/self-publishing/',
		'Marketplace'     => '/marketplace/',
		'Book editing'    => '/book-editing/',
		'Blog'            => '/blog/',
		'Guides'          => '/resources/',
		'Articles'        => '/archive/',
		'Covers'          => '/cover-gallery/',
		'Events'          => '/events/',
		'Favourites'      => '/favourites/',
		'Test fixtures'   => '/fixtures/',
	);
	$menu  = '';
	foreach ( $links as $label => $url ) {
		$menu .= sprintf( '<!-- wp:navigation-link {"label":"%s","url":"%s","kind":"custom","isTopLevelLink":true} /-->', $label, $url );
	}
	colophon_demo_upsert( 'wp_navigation', 'colophon-main-menu', 'Main menu', $menu );

	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $page_ids['home'] );
	update_option( 'page_for_posts', 0 ); // The blog page is a loop grid with filters.

	update_option( 'colophon_demo', 1 );
	update_option( 'colophon_hover_action_delay', 700 ); // Not the default 400, so a test can tell the setting is used.
	update_option( \Colophon\Consent\Settings::OPTION, colophon_demo_consent_settings() );
	update_option( \Colophon\Tracking\Settings::OPTION, colophon_demo_tracking_settings() );
	delete_option( 'colophon_demo_consent_log' );

	\Colophon\Schema::install();
	flush_rewrite_rules();
}

/** A realistic consent set-up whose third parties are all stand-ins served by this site (demo/server.php). */
function colophon_demo_consent_settings(): array {
	$settings                = \Colophon\Consent\Settings::defaults();
	$settings['enabled']     = true;
	$settings['domain']      = (string) wp_parse_url( home_url(), PHP_URL_HOST );
	$settings['key']         = 'demo-provider-key';
	$settings['bannerId']    = 'demo-banner-1';
	$settings['logUrl']      = '/demo-consent-log/';
	$settings['thumbnail']   = '/demo-video/thumb/{id}.svg';
	$settings['providers']   = array(
		array( 'url' => '/colophon/demo/trackers/analytics', 'categories' => array( 'analytics' ), 'fullPath' => false ),
		array( 'url' => '/colophon/demo/trackers/pixel', 'categories' => array( 'advertisement' ), 'fullPath' => false ),
		// The ad pixel's script (a stand-in; Colophon's tracking loads it only after consent anyway) and the A/B tool.
		array( 'url' => '/colophon/demo/trackers/ad-pixel', 'categories' => array( 'advertisement' ), 'fullPath' => false ),
		array( 'url' => '/colophon/demo/trackers/ab-test', 'categories' => array( 'analytics' ), 'fullPath' => false ),
		array( 'url' => '/colophon/demo/trackers/chat', 'categories' => array( 'functional' ), 'fullPath' => false ),
		// The marketing pages' reviews provider and scheduling embed (their widgets wait for consent themselves too).
		array( 'url' => '/demo-reviews/', 'categories' => array( 'functional' ), 'fullPath' => false ),
		array( 'url' => '/demo-scheduling/', 'categories' => array( 'functional' ), 'fullPath' => false ),
		array( 'url' => '/demo-video/embed/', 'categories' => array( 'advertisement' ), 'fullPath' => false ),
		array( 'url' => 'youtube.com/embed/', 'categories' => array( 'advertisement' ), 'fullPath' => false ),
		// Written the way site owners paste them (any case, a query string): matched all the same.
		array( 'url' => '/Colophon/Demo/Trackers/Matrix.js?v=1', 'categories' => array( 'analytics' ), 'fullPath' => false ),
		array( 'url' => '/Demo-Tracker/Beacon?utm=x', 'categories' => array( 'advertisement' ), 'fullPath' => false ),
	);
	foreach ( $settings['categories'] as &$category ) {
		if ( 'analytics' === $category['slug'] ) {
			$category['cookies'] = array( array( 'id' => '_demo_ga', 'domain' => '' ) );
		}
	}
	unset( $category );
	$settings['consentMode']['rows'] = array(
		array(
			'analytics'          => 'denied',
			'advertisement'      => 'denied',
			'functional'         => 'denied',
			'necessary'          => 'granted',
			'ad_user_data'       => 'denied',
			'ad_personalization' => 'denied',
			'regions'            => 'AT, BE, BG, CY, CZ, DE, DK, EE, ES, FI, FR, GR, HR, HU, IE, IS, IT, LI, LT, LU, LV, MT, NL, NO, PL, PT, RO, SE, SI, SK, GB, CH',
		),
	);
	return $settings;
}

function colophon_demo_upsert( string $type, string $slug, string $title, string $content, int $parent = 0, string $date = '' ): int {
	$existing = get_page_by_path( $slug, OBJECT, $type );
	if ( $parent && ! $existing ) {
		$existing = get_page_by_path( get_post_field( 'post_name', $parent ) . '/' . $slug, OBJECT, $type );
	}
	$args = array(
		'post_type'    => $type,
		'post_name'    => $slug,
		'post_title'   => $title,
		'post_content' => $content,
		'post_status'  => 'publish',
		'post_parent'  => $parent,
	);
	if ( $date ) {
		$args['post_date']     = $date;
		$args['post_date_gmt'] = $date;
	}
	if ( $existing ) {
		$args['ID'] = $existing->ID;
		return (int) wp_update_post( $args );
	}
	return (int) wp_insert_post( $args );
}

/**
 * Lets wp-config.php answer the demo's stand-in third parties (demo/stand-ins.php) before WordPress
 * loads, as real third parties are other, fast hosts. Adds one guarded line, once; a site whose
 * wp-config.php cannot be written still gets them, through WordPress (demo/server.php).
 */
function colophon_demo_wire_stand_ins(): void {
	$config = ABSPATH . 'wp-config.php';
	$text   = is_readable( $config ) ? (string) file_get_contents( $config ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions
	$anchor = "require_once ABSPATH . 'wp-settings.php';";
	if ( '' === $text || str_contains( $text, 'demo/stand-ins.php' ) || ! str_contains( $text, $anchor ) || ! is_writable( $config ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions
		return;
	}
	$line = "// Colophon demo: its stand-in third parties answer without loading WordPress.\n"
		. "if ( is_file( __DIR__ . '/wp-content/plugins/colophon/demo/stand-ins.php' ) ) { require_once __DIR__ . '/wp-content/plugins/colophon/demo/stand-ins.php'; }\n";
	file_put_contents( $config, str_replace( $anchor, $line . $anchor, $text ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
}
