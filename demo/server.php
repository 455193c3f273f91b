<?php
/**
 * Demo-only server pieces, loaded when the demo content is installed (option `colophon_demo`):
 * stand-ins for third parties, all served by this site so nothing leaves the machine —
 *   - a fake analytics script (+ an inline config snippet) and a fake "tag manager" that injects a
 *     fake ad pixel, enqueued like a site owner would add them;
 *   - a fake video host, fake tracker collection endpoints, a fake consent-provider log and
 *     generated covers: demo/stand-ins.php, answered without loading WordPress;
 *   - a complete Content Security Policy on every front-end page, as a security-minded site sends
 *     it (demo/csp.php).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

// The demo runs offline: WordPress's own calls home (update checks, browser and PHP version checks,
// news) would each wait for a network timeout, and Playground serves one request at a time, so one
// slow admin page stalls the whole site. Requests to this site itself stay allowed.
if ( ! defined( 'WP_HTTP_BLOCK_EXTERNAL' ) ) {
	define( 'WP_HTTP_BLOCK_EXTERNAL', true );
}

// The stand-in third parties (a video host, tracker endpoints, a consent log, covers): answered here,
// before WordPress goes further, when wp-config.php did not already (demo/stand-ins.php).
require_once __DIR__ . '/stand-ins.php';
require_once __DIR__ . '/events.php';
require_once __DIR__ . '/tracking.php';
require_once __DIR__ . '/page-builder-widgets.php';
require_once __DIR__ . '/page-builder-mega-menu.php';
require_once __DIR__ . '/page-builder-floating.php';
require_once __DIR__ . '/page-builder-posts.php';
require_once __DIR__ . '/page-builder-gallery.php';
require_once __DIR__ . '/layout.php';
require_once __DIR__ . '/marketing.php';
require_once __DIR__ . '/site-widget.php';
require_once __DIR__ . '/consent-records.php';
require_once __DIR__ . '/locale.php';
require_once __DIR__ . '/csp.php';

// The page builder's form endpoint is also its ajax action, as the page builder registers it: a
// form sent without script reaches it through that action (features/form/php/NoScript.php). A
// post to admin-ajax.php itself is answered earlier, without WordPress (demo/stand-ins.php).
if ( ! defined( 'ELEMENTOR_PRO_VERSION' ) ) {
	foreach ( array( 'wp_ajax_elementor_pro_forms_send_form', 'wp_ajax_nopriv_elementor_pro_forms_send_form' ) as $colophon_demo_hook ) {
		add_action(
			$colophon_demo_hook,
			static function (): void {
				define( 'COLOPHON_DEMO_AJAX', true );
				colophon_demo_page_builder_form( WP_CONTENT_DIR . '/uploads/colophon-demo-form-submissions.php' );
			}
		);
	}
}
add_action( 'init', 'colophon_demo_register_events' );

// The demo site turns off WordPress's emoji fallback (5 KB of script whenever the browser's emoji
// font fails WordPress's check, as headless Chromium's does), as many sites do: its pages use no
// emoji. It is WordPress's script, not Colophon's; the bench's "JS (all)" column counted it before.
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		$base = plugins_url( 'demo/trackers/', COLOPHON_FILE );
		wp_enqueue_script( 'colophon-demo-analytics', $base . 'analytics.js', array(), COLOPHON_VERSION, false );
		wp_add_inline_script( 'colophon-demo-analytics', 'window.colophonDemo.run("analytics-config", !!window.demoAnalytics);' );
		wp_enqueue_script( 'colophon-demo-tag-manager', $base . 'tag-manager.js', array(), COLOPHON_VERSION, true );
		// The look of the demo's page-builder pages (what the page builder's own CSS would give them).
		if ( colophon_demo_page_has( 'colophon-demo-builder' ) ) {
			wp_enqueue_style( 'colophon-demo-layout', plugins_url( 'demo/layout.css', COLOPHON_FILE ), array(), (string) filemtime( __DIR__ . '/layout.css' ) );
			wp_style_add_data( 'colophon-demo-layout', 'path', __DIR__ . '/layout.css' ); // Inlined in <head> by WordPress when small enough.
		}
	}
);

// A tiny queue every fake tracker reports to, printed before them (necessary: it tracks nothing).
add_action(
	'wp_head',
	static function (): void {
		wp_print_inline_script_tag( 'window.colophonDemo={runs:[],run:function(n,ok){this.runs.push(ok===false?n+":out-of-order":n)}};', array( 'id' => 'colophon-demo-queue' ) );
	},
	2
);

/** Whether the page being shown is a single post or page whose content holds `$needle`. */
function colophon_demo_page_has( string $needle ): bool {
	return is_singular() && str_contains( (string) get_post_field( 'post_content', get_queried_object_id() ), $needle );
}


// Every demo visitor (the e2e suite's hundreds, the bench's) comes from this machine's loopback
// address. The demo stands behind an imaginary proxy that names the client in a header, as a CDN
// does; without that header the limits per address (new identities, strict mode's reports) are
// loosened, so the suite's own visitors never trip them, and a test that names its client meets
// the real ones.
add_filter(
	'colophon_client_address',
	static fn( string $address ): string => isset( $_SERVER['HTTP_X_COLOPHON_DEMO_CLIENT'] ) ? 'demo-client:' . sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_COLOPHON_DEMO_CLIENT'] ) ) : $address
);
add_filter(
	'colophon_new_identities_per_hour',
	static fn( int $limit ): int => isset( $_SERVER['HTTP_X_COLOPHON_DEMO_CLIENT'] ) ? $limit : 100000
);
add_filter(
	'colophon_csp_reports_per_hour',
	static fn( int $limit ): int => isset( $_SERVER['HTTP_X_COLOPHON_DEMO_CLIENT'] ) ? $limit : 100000
);

// A tuned site: WordPress inlines small stylesheets whose path it knows (block styles, Colophon's
// chunk styles, the demo's own) up to 20 KB in all; the demo's pages need about 35 KB, so all of it
// comes with the HTML and none is a render-blocking request.
add_filter( 'styles_inline_size_limit', static fn(): int => 40000 );

// The demo runs offline, so its avatar service is a stand-in (demo/stand-ins.php) reached through
// this host's other name, the demo's vetted third party (demo/csp.php): another host, as
// gravatar.com is, held back until consent (features/consent/php/Avatars.php).
function colophon_demo_avatar_base(): string {
	$parts = (array) wp_parse_url( home_url() );
	$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
	return ( 'localhost' === ( $parts['host'] ?? '' ) ? '127.0.0.1' : 'localhost' ) . $port . '/demo-avatar/';
}
// wp-admin keeps no avatars at all, as before (its admin bar would ask the avatar service).
add_filter( 'option_show_avatars', static fn( $show ) => is_admin() ? 0 : $show );
add_filter(
	'pre_get_avatar_data',
	static function ( array $args, $id_or_email ): array {
		if ( is_admin() ) {
			return $args;
		}
		$email = $id_or_email instanceof WP_Comment ? $id_or_email->comment_author_email : ( $id_or_email instanceof WP_User ? $id_or_email->user_email : ( is_numeric( $id_or_email ) ? (string) get_the_author_meta( 'user_email', (int) $id_or_email ) : (string) $id_or_email ) );
		$args['url'] = ( is_ssl() ? 'https://' : 'http://' ) . colophon_demo_avatar_base() . md5( strtolower( trim( $email ) ) ) . '.svg?s=' . (int) $args['size'];
		return $args;
	},
	10,
	2
);
add_filter( 'colophon_avatar_hosts', static fn( array $hosts ): array => array_merge( $hosts, array( colophon_demo_avatar_base() ) ) );

// Demo posts have no uploaded images: their cards get a generated cover that opens in the lightbox.
add_filter(
	'colophon_card_cover',
	static function ( string $html, \WP_Post $post ): string {
		if ( $html ) {
			return $html;
		}
		$title = html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' );
		$url   = add_query_arg( 'title', rawurlencode( $title ), home_url( '/demo-cover/' . $post->ID . '.svg' ) );
		return sprintf(
			'<a class="colophon-card__cover" href="%1$s" data-elementor-lightbox-slideshow="covers" data-elementor-lightbox-title="%2$s"><img src="%1$s" width="400" height="%3$d" alt="%4$s" loading="lazy" decoding="async"></a>',
			esc_url( $url ),
			esc_attr( get_the_title( $post ) ),
			colophon_demo_cover_height( $post->ID ),
			esc_attr( sprintf( 'Cover for “%s”', get_the_title( $post ) ) )
		);
	},
	10,
	2
);

/**
 * A store button in the shape the listing plugin's render/button.php prints it (written here, in its
 * shape): `.jet-data-store-link` with labels and icons as HTML in data-args. Printed when the page
 * renders, as the listing plugin does (JSON in saved post content would lose its backslashes).
 */
function colophon_demo_jet_store_link( int $post_id, string $after, string $url ): string {
	$icon  = '<div class="jet-data-store-link__icon"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="2"/></svg></div>';
	$added = str_replace( array( 'fill="none"', 'jet-data-store-link__icon"' ), array( 'fill="currentColor"', 'jet-data-store-link__icon is-added"' ), $icon );
	$args  = array(
		'store'              => array( 'slug' => 'favourites', 'type' => 'local-storage', 'is_front' => true, 'size' => 5 ),
		'post_id'            => $post_id,
		'action_after_added' => $after,
		'label'              => '<span class="jet-data-store-link__label">Add to favourites</span>',
		'icon'               => $icon,
		'added_url'          => $url,
		'added_label'        => '<span class="jet-data-store-link__label">In favourites</span>',
		'added_icon'         => $added,
	);
	return sprintf(
		'<div class="jet-data-store-link-wrapper"><a href="#" class="jet-data-store-link jet-add-to-store is-front-store" data-args="%1$s" data-post="%2$d" data-store="favourites">%3$s<span class="jet-data-store-link__label">Add to favourites</span></a> <span>%4$s</span></div>',
		esc_attr( (string) wp_json_encode( $args ) ),
		$post_id,
		$icon,
		esc_html( get_the_title( $post_id ) )
	);
}

add_shortcode(
	'colophon_demo_jet_store_link',
	static function ( $atts ): string {
		$atts = shortcode_atts( array( 'post' => 0, 'after' => 'remove_from_store', 'url' => '' ), (array) $atts );
		return colophon_demo_jet_store_link( absint( $atts['post'] ), sanitize_key( $atts['after'] ), esc_url_raw( $atts['url'] ) );
	}
);

// Rendered by a shortcode: post content would lose the nested accordion's JSON settings' quotes to the block parser's filters.
add_shortcode( 'colophon_demo_page_builder_widgets', static fn(): string => colophon_demo_page_builder_widgets() );
add_shortcode( 'colophon_demo_page_builder_mega_menu', static fn(): string => colophon_demo_page_builder_mega_menu() );
add_shortcode( 'colophon_demo_page_builder_floating', static fn(): string => colophon_demo_page_builder_floating() );
add_shortcode( 'colophon_demo_takeover_fixture', static fn(): string => colophon_demo_takeover_fixture() );
add_shortcode( 'colophon_demo_takeover_kept_fixture', static fn(): string => colophon_demo_takeover_kept_fixture() );
add_shortcode( 'colophon_demo_takeover_html_fixture', static fn(): string => colophon_demo_takeover_html_fixture() );
add_shortcode( 'colophon_demo_takeover_addon_fixture', static fn(): string => colophon_demo_takeover_addon_fixture() );
add_shortcode( 'colophon_demo_form_fixture', static fn(): string => colophon_demo_form_fixture() );
add_shortcode( 'colophon_demo_posts_fixture', static fn(): string => colophon_demo_posts_fixture() );
add_shortcode( 'colophon_demo_gallery_fixture', static fn(): string => colophon_demo_gallery_fixture() );
// A testimonial carousel two per view (one on a phone), 16 px apart, in the layout fixture.
add_shortcode(
	'colophon_demo_testimonials_two',
	static fn(): string => colophon_demo_testimonial_carousel( 'tstcar2', array( 'show_arrows' => 'yes', 'pagination' => 'bullets', 'slides_per_view' => '2', 'slides_per_view_mobile' => '1', 'space_between' => array( 'unit' => 'px', 'size' => 16 ) ) )
);
add_shortcode( 'colophon_demo_video_fixture', static fn(): string => colophon_demo_video_fixture() );
