<?php
/**
 * The 2026 lab's `/addons-2026/` page: a page-builder add-on's widgets as real service pages use
 * them (issue #50), one page per add-on widget (`/addons-2026-<widget>/`) and one with all of them,
 * each in the theme's own template. Built by `node tools/lab/addons-check.mjs URL --build SITE_ROOT`,
 * which copies the add-on from a public repository's snapshot into the lab's plugins folder, copies
 * this file into the lab site's root, requests it (`?step=activate`, then `?step=build`) and deletes
 * it. It runs only inside the lab's Playground, never in the plugin; the add-on and what it prints
 * are the lab's: never commit them.
 *
 * @package Colophon
 */

require __DIR__ . '/wp-load.php';
wp_set_current_user( 1 );
header( 'Content-Type: text/plain' );
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$addons = array( 'elementskit-lite/elementskit-lite.php', 'essential-addons-for-elementor-lite/essential_adons_elementor.php' );
// What the owner's welcome screen (Colophon → Overview) does once: visitors get Colophon from now on.
if ( ! \Colophon\Setup::done() ) {
	\Colophon\Setup::finish();
}
// `?step=takeover&on=1|0`: Colophon → Takeover's switch, as the owner sets it there.
if ( 'takeover' === ( $_GET['step'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
	update_option( 'colophon_takeover', '1' === ( $_GET['on'] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification
	echo 'colophon takeover: ' . ( get_option( 'colophon_takeover' ) ? 'on' : 'off' ) . "\n";
	exit;
}
if ( 'activate' === ( $_GET['step'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
	foreach ( $addons as $addon ) {
		$result = activate_plugin( $addon );
		if ( is_wp_error( $result ) ) {
			echo 'colophon: ' . esc_html( $addon . ': ' . $result->get_error_message() ) . "\n";
			exit( 1 );
		}
		echo 'colophon add-on active: ' . esc_html( $addon ) . "\n";
	}
	// The add-ons' first-run screens and notices stay out of the way; their widgets are all on (their default).
	update_option( 'elementskit-lite__plugin_activated', 1 );
	exit;
}
if ( 'versions' === ( $_GET['step'] ?? '' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
	printf( "colophon versions: ElementsKit Lite %s and Essential Addons %s on Elementor %s, Elementor Pro %s, WordPress %s\n", esc_html( class_exists( 'ElementsKit_Lite' ) ? \ElementsKit_Lite::version() : '(not loaded)' ), esc_html( defined( 'EAEL_PLUGIN_VERSION' ) ? EAEL_PLUGIN_VERSION : '(not loaded)' ), esc_html( ELEMENTOR_VERSION ), esc_html( defined( 'ELEMENTOR_PRO_VERSION' ) ? ELEMENTOR_PRO_VERSION : '–' ), esc_html( get_bloginfo( 'version' ) ) );
	exit;
}
if ( ! class_exists( 'ElementsKit_Lite' ) || ! defined( 'EAEL_PLUGIN_VERSION' ) ) {
	echo "colophon: ElementsKit Lite or Essential Addons is not loaded (activate them first)\n";
	exit( 1 );
}

$counter = 0;
$id      = static function () use ( &$counter ): string {
	return substr( md5( 'colophon-addons-' . ( ++$counter ) ), 0, 7 );
};
$widget    = static fn( string $type, array $settings = array() ): array => array( 'id' => $id(), 'elType' => 'widget', 'widgetType' => $type, 'settings' => $settings, 'elements' => array() );
$container = static fn( array $children, array $settings = array() ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => false, 'settings' => $settings + array( 'content_width' => 'boxed' ), 'elements' => $children );

// The widgets as the add-on's own template kits place them: its defaults, with a service site's words.
$widgets = array(
	'heading'      => $widget( 'elementskit-heading', array( 'ekit_heading_title' => 'Editing that keeps your <span>voice</span>', 'ekit_heading_sub_title' => 'Book editing', 'ekit_heading_sub_title_show' => 'yes', 'ekit_heading_extra_title' => 'Structural, line and copy editing by people who read for a living.', 'ekit_heading_extra_title_show' => 'yes' ) ),
	'social-media' => $widget( 'elementskit-social-media' ),
	'icon-box'     => $widget( 'elementskit-icon-box', array( 'ekit_icon_box_title_text' => 'Structural editing', 'ekit_icon_box_description_text' => 'The shape of the story first: pace, order and what each chapter is for.', 'ekit_icon_box_enable_btn' => 'yes', 'ekit_icon_box_btn_text' => 'Read more', 'ekit_icon_box_btn_url' => array( 'url' => '#more' ) ) ),
	'button'       => $widget( 'elementskit-button', array( 'ekit_btn_text' => 'Get a quote', 'ekit_btn_url' => array( 'url' => '#quote' ) ) ),
	'image-box'    => $widget( 'elementskit-image-box', array( 'ekit_image_box_title_text' => 'Cover design', 'ekit_image_box_description_text' => 'Covers that read at thumbnail size and on the shelf.' ) ),
	'accordion'    => $widget( 'elementskit-accordion' ),
	// Widgets that run the add-on's scripts (on Colophon's page-builder layer under takeover): its
	// video (a pop-up player) and its testimonial slider with arrows and dots (without autoplay, so
	// both sides show the same slide when pictured).
	'video'        => $widget( 'elementskit-video' ),
	'testimonial'  => $widget( 'elementskit-testimonial', array( 'ekit_testimonial_show_arrow' => 'yes', 'ekit_testimonial_show_dot' => 'yes', 'ekit_testimonial_autoplay' => '' ) ),
	// Essential Addons: its defaults, as its own template kits place them.
	'ea-dual-color-header' => $widget( 'eael-dual-color-header' ),
	'ea-info-box'          => $widget( 'eael-info-box' ),
	'ea-feature-list'      => $widget( 'eael-feature-list' ),
	'ea-team-member'       => $widget( 'eael-team-member' ),
	'ea-testimonial'       => $widget( 'eael-testimonial' ),
	'ea-cta-box'           => $widget( 'eael-cta-box' ),
	'ea-tooltip'           => $widget( 'eael-tooltip' ),
	'ea-adv-accordion'     => $widget( 'eael-adv-accordion' ),
);

$pages = array();
$save  = static function ( string $slug, string $title, array $elements ) use ( &$pages ): void {
	$page = get_page_by_path( $slug );
	$page = $page ? $page->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_name' => $slug, 'post_content' => '' ) );
	update_post_meta( $page, '_elementor_edit_mode', 'builder' );
	update_post_meta( $page, '_elementor_template_type', 'wp-page' );
	\Elementor\Plugin::$instance->documents->get( $page, false )->save( array( 'elements' => $elements, 'settings' => array( 'hide_title' => 'yes' ) ) );
	$pages[ $slug ] = $page;
};
foreach ( $widgets as $name => $element ) {
	$save( "addons-2026-$name", "Add-on widget $name", array( $container( array( $element ) ) ) );
}
$save( 'addons-2026', 'Add-on widgets (2026)', array( $container( array_values( $widgets ) ) ) );
// A service page as real ones are made with these add-ons (for `npm run bench -- --peer`): the theme's
// header and menu, the add-ons' heading, icon boxes, testimonial, call to action and social icons,
// and the page builder's own FAQ (a nested accordion, which Colophon covers).
$faq_item = static fn( string $title ): array => array( '_id' => $id(), 'item_title' => $title );
$faq_body = static fn( string $text ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => true, 'settings' => array( 'content_width' => 'full' ), 'elements' => array( $widget( 'text-editor', array( 'editor' => "<p>$text</p>" ) ) ) );
$service  = array(
	$container( array( $widgets['heading'], $widgets['button'] ), array( 'min_height' => array( 'unit' => 'px', 'size' => 420 ), 'flex_justify_content' => 'center' ) ),
	$container( array( $widgets['icon-box'], $widget( 'elementskit-icon-box', array( 'ekit_icon_box_title_text' => 'Line editing' ) ), $widget( 'elementskit-icon-box', array( 'ekit_icon_box_title_text' => 'Copy editing' ) ) ), array( 'flex_direction' => 'row' ) ),
	$container( array( $widgets['ea-testimonial'], $widgets['ea-cta-box'] ) ),
	$container(
		array(
			array( 'id' => $id(), 'elType' => 'widget', 'widgetType' => 'nested-accordion', 'settings' => array( 'items' => array( $faq_item( 'What does editing cost?' ), $faq_item( 'How long does it take?' ) ) ), 'elements' => array( $faq_body( 'From 2 cents a word, quoted up front.' ), $faq_body( 'Four to six weeks for a novel.' ) ) ),
			$widgets['social-media'],
		)
	),
);
$save( 'addons-2026-service', 'Book editing with add-ons', $service );
update_post_meta( $pages['addons-2026-service'], '_wp_page_template', 'default' );
// The same page with widgets that run the add-on's scripts: ElementsKit's accordion for the FAQ and
// its testimonial slider (under takeover, on Colophon's page-builder layer, with jQuery).
$accordion = $widget( 'elementskit-accordion' );
$save(
	'addons-2026-service-scripted',
	'Book editing with add-ons that run their scripts',
	array(
		$service[0],
		$service[1],
		$container( array( $widgets['testimonial'], $widgets['ea-cta-box'] ) ),
		$container( array( $accordion, $widgets['social-media'] ) ),
	)
);
update_post_meta( $pages['addons-2026-service-scripted'], '_wp_page_template', 'default' );

// The add-on's one-page scroll (a page setting and a switch per section), around two headings.
$save( 'addons-2026-onepage', 'ElementsKit one-page scroll', array( $container( array( $widgets['heading'] ), array( 'ekit_has_onepagescroll' => 'section', 'min_height' => array( 'unit' => 'vh', 'size' => 100 ) ) ), $container( array( $widget( 'elementskit-heading', array( 'ekit_heading_title' => 'Prices' ) ) ), array( 'ekit_has_onepagescroll' => 'section', 'min_height' => array( 'unit' => 'vh', 'size' => 100 ) ) ) ) );
update_post_meta( $pages['addons-2026-onepage'], '_elementor_page_settings', array( 'hide_title' => 'yes', 'ekit_onepagescroll' => 'block' ) );

// Written in this request (see tools/lab/widgets-page-2026.php: Playground's two workers can lose a
// stylesheet one of them deleted).
\Elementor\Plugin::$instance->files_manager->clear_cache();
foreach ( array_merge( array( (int) \Elementor\Plugin::$instance->kits_manager->get_active_id() ), array_values( $pages ) ) as $styled ) {
	$css = \Elementor\Core\Files\CSS\Post::create( $styled );
	$css->update();
	clearstatcache();
	if ( ! is_file( $css->get_path() ) ) {
		echo 'colophon: could not write ' . esc_html( $css->get_path() ) . "\n";
		exit( 1 );
	}
}
echo 'colophon add-ons: ElementsKit Lite ' . esc_html( \ElementsKit_Lite::version() ) . ', Essential Addons ' . esc_html( EAEL_PLUGIN_VERSION ) . "\n";
foreach ( $pages as $slug => $page ) {
	echo 'colophon page: ' . esc_url_raw( get_permalink( $page ) ) . "\n";
}
