<?php
/**
 * The 2026 lab's pages for `npm run bench -- --peer … --delay` (issue #51): one of each kind the
 * delay plugins are known to fail on, built with Elementor 4.2's defaults in the theme's template
 * (its header and phone menu): a home page with a hero slider and entrance animations, a blog
 * listing, an FAQ with an accordion and tabs, a page with a popup, a gallery with a carousel (the
 * service page with a form is `/service-2026/`, from tools/lab/widgets-page-2026.php, which must
 * run first: it makes the images, the posts and the popup used here). The control a visitor taps
 * first on a desktop carries the class `lab-tap` (on a phone it is the menu button).
 *
 * It also switches on what owners pick for speed: perfmatters' "Delay JavaScript", for all
 * scripts, with its defaults otherwise. A request with `?perfmattersjsoff` (perfmatters' own
 * switch) is served without it: the bench's sides A and B.
 *
 * Built by `node tools/lab/widgets-check.mjs URL --build-2026 SITE_ROOT --bench-pages`, which
 * copies this file into the lab site's root, requests it once and deletes it. It runs only inside
 * the lab's Playground, never in the plugin; what the page builder stores and prints is the lab's
 * output: never commit it.
 *
 * @package Colophon
 */

require __DIR__ . '/wp-load.php';
wp_set_current_user( 1 );
header( 'Content-Type: text/plain' );

$images = get_posts( array( 'post_type' => 'attachment', 'meta_key' => '_colophon_lab', 'numberposts' => 6, 'orderby' => 'ID', 'order' => 'ASC', 'fields' => 'ids' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
$popup  = get_posts( array( 'post_type' => 'elementor_library', 'meta_key' => '_colophon_lab_popup', 'numberposts' => 1, 'fields' => 'ids', 'post_status' => 'any' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
if ( count( $images ) < 6 || ! $popup ) {
	echo "colophon: build the widgets page first (tools/lab/widgets-page-2026.php)\n";
	exit( 1 );
}
$popup = (int) $popup[0];

// perfmatters: Delay JavaScript, all scripts (its "Delay All Scripts" behaviour), nothing excluded.
$options                                  = (array) get_option( 'perfmatters_options', array() );
$options['assets']                        = (array) ( $options['assets'] ?? array() );
$options['assets']['delay_js']            = '1';
$options['assets']['delay_js_behavior']   = 'all';
$options['assets']['delay_js_exclusions'] = '';
update_option( 'perfmatters_options', $options );

$counter   = 100;
$id        = static function () use ( &$counter ): string {
	return substr( md5( 'colophon-bench-' . ( ++$counter ) ), 0, 7 );
};
$widget    = static fn( string $type, array $settings, array $panels = array() ): array => array( 'id' => $id(), 'elType' => 'widget', 'widgetType' => $type, 'settings' => $settings, 'elements' => $panels );
$container = static fn( array $settings, array $children ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => false, 'settings' => $settings + array( 'content_width' => 'boxed' ), 'elements' => $children );
$px        = static fn( $n ): array => array( 'unit' => 'px', 'size' => $n, 'sizes' => array() );
$image     = static fn( int $n ): array => array( 'id' => $images[ $n ], 'url' => wp_get_attachment_url( $images[ $n ] ) );
$panel     = static fn( string $text ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => true, 'settings' => array( 'content_width' => 'full' ), 'elements' => array( $widget( 'text-editor', array( 'editor' => "<p>$text</p>" ) ) ) );
$item      = static fn( string $title ): array => array( '_id' => $id(), 'item_title' => $title );
$tab       = static fn( string $title ): array => array( '_id' => $id(), 'tab_title' => $title );
$box       = static fn( string $icon, string $title, string $text ): array => $widget( 'icon-box', array( 'selected_icon' => array( 'value' => $icon, 'library' => 'fa-solid' ), 'title_text' => $title, 'description_text' => $text, '_animation' => 'fadeInUp' ) );
$slide     = static fn( string $heading, string $text, string $colour ): array => array( '_id' => $id(), 'heading' => $heading, 'description' => $text, 'button_text' => 'Read more', 'link' => array( 'url' => '#more' ), 'background_color' => $colour );
$popup_url = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D' . rawurlencode( base64_encode( (string) wp_json_encode( array( 'id' => (string) $popup, 'toggle' => false ) ) ) );

$pages = array(
	// A home page: a hero slider (arrows, dots, autoplay) and entrance-animated content under it.
	'home-2026'    => array(
		'Inkwell Studio',
		array(
			$container(
				array( 'content_width' => 'full', 'padding' => array( 'unit' => 'px', 'top' => '0', 'right' => '0', 'bottom' => '0', 'left' => '0', 'isLinked' => true ) ),
				array(
					$widget(
						'slides',
						array(
							'slides'        => array( $slide( 'Books, edited and made', 'Editing, design and printing for authors.', '#2A4D69' ), $slide( 'Covers that sell', 'Designed for the shelf and the thumbnail.', '#8B5E3C' ), $slide( 'Print on demand', 'From one copy to ten thousand.', '#5B8C5A' ) ),
							'slides_height' => $px( 420 ),
							'navigation'    => 'both',
							'autoplay'      => 'yes',
							'_css_classes'  => 'lab-tap',
						)
					),
				)
			),
			$container(
				array( 'flex_direction' => 'row' ),
				array( $box( 'fas fa-pen', 'Editing', 'Line by line, every change explained.' ), $box( 'fas fa-palette', 'Design', 'Covers and interiors.' ), $box( 'fas fa-print', 'Printing', 'Offset and on demand.' ) )
			),
			$container( array(), array( $widget( 'heading', array( 'title' => 'Recent work', 'header_size' => 'h2', '_animation' => 'fadeIn' ) ), $widget( 'image', array( 'image' => $image( 3 ), 'image_size' => 'large', '_animation' => 'zoomIn' ) ) ) ),
		),
	),
	// A blog listing: the page builder's posts widget, six posts, more on a click.
	'blog-2026'    => array(
		'Journal',
		array(
			$container(
				array(),
				array(
					$widget( 'heading', array( 'title' => 'From the studio', 'header_size' => 'h1' ) ),
					$widget( 'posts', array( 'posts_per_page' => 3, 'classic_columns' => '3', 'classic_columns_mobile' => '1', 'pagination_type' => 'load_more_on_click', 'classic_item_ratio' => $px( 0.4 ), 'classic_show_excerpt' => '', '_css_classes' => 'lab-tap' ) ),
				)
			),
		),
	),
	// An FAQ: an accordion first (its second question is what a visitor opens), tabs under it.
	'faq-2026'     => array(
		'Questions',
		array(
			$container(
				array(),
				array(
					$widget( 'heading', array( 'title' => 'Questions authors ask', 'header_size' => 'h1' ) ),
					$widget(
						'nested-accordion',
						array( 'items' => array( $item( 'What does editing cost?' ), $item( 'How long does it take?' ), $item( 'Do you print?' ), $item( 'Can I keep my rights?' ) ), '_css_classes' => 'lab-tap' ),
						array( $panel( 'From 2 cents a word, quoted up front.' ), $panel( 'Four to six weeks for a novel.' ), $panel( 'Yes: offset and print on demand.' ), $panel( 'Always: you own your book.' ) )
					),
					$widget(
						'nested-tabs',
						array( 'tabs' => array( $tab( 'Editing' ), $tab( 'Design' ), $tab( 'Printing' ) ) ),
						array( $panel( 'Structural, line and copy editing.' ), $panel( 'Covers, interiors and maps.' ), $panel( 'Offset runs from 300 copies.' ) )
					),
				)
			),
		),
	),
	// A page with a popup: an offer opened by its button (the popup of the widgets page).
	'offer-2026'   => array(
		'Free sample edit',
		array(
			$container(
				array( 'min_height' => $px( 360 ), 'flex_justify_content' => 'center', 'background_background' => 'classic', 'background_color' => '#F3EFE8' ),
				array(
					$widget( 'heading', array( 'title' => 'Try us on ten pages', 'header_size' => 'h1', '_animation' => 'fadeInUp' ) ),
					$widget( 'text-editor', array( 'editor' => '<p>We edit two of them and explain every change. Free, no strings.</p>' ) ),
					$widget( 'button', array( 'text' => 'Get a free sample edit', 'link' => array( 'url' => $popup_url ), '_css_classes' => 'lab-tap' ) ),
				)
			),
			$container( array( 'flex_direction' => 'row' ), array( $box( 'fas fa-file', 'Send ten pages', 'Any format.' ), $box( 'fas fa-pen', 'We edit two', 'Within a week.' ), $box( 'fas fa-comments', 'We talk it over', 'By phone or mail.' ) ) ),
		),
	),
	// A gallery: an image carousel with arrows first, a media carousel under it.
	'gallery-2026' => array(
		'Our books',
		array(
			$container(
				array(),
				array(
					$widget( 'heading', array( 'title' => 'Books we made', 'header_size' => 'h1' ) ),
					$widget( 'image-carousel', array( 'carousel' => array_map( $image, range( 0, 5 ) ), 'slides_to_show' => '3', 'slides_to_show_mobile' => '1', 'navigation' => 'both', 'autoplay' => '', '_css_classes' => 'lab-tap' ) ),
					$widget( 'media-carousel', array( 'slides' => array_map( static fn( int $n ): array => array( '_id' => $id(), 'type' => 'image', 'image' => $image( $n ) ), range( 0, 5 ) ), 'slides_per_view' => '3' ) ),
				)
			),
		),
	),
);

$built = array();
foreach ( $pages as $slug => list( $title, $elements ) ) {
	$page = get_page_by_path( $slug );
	$page = $page ? $page->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_name' => $slug, 'post_content' => '' ) );
	update_post_meta( $page, '_elementor_edit_mode', 'builder' );
	update_post_meta( $page, '_elementor_template_type', 'wp-page' );
	\Elementor\Plugin::$instance->documents->get( $page, false )->save(
		array(
			'elements' => $elements,
			'settings' => array( 'hide_title' => 'yes' ),
		)
	);
	$built[ $slug ] = $page;
}
// The stylesheets written in this request (see tools/lab/widgets-page-2026.php: the lab's two PHP
// workers can lose a file one of them deleted).
foreach ( $built as $slug => $page ) {
	$css = \Elementor\Core\Files\CSS\Post::create( $page );
	$css->update();
	clearstatcache();
	if ( ! is_file( $css->get_path() ) ) {
		echo 'colophon: could not write ' . esc_html( $css->get_path() ) . "\n";
		exit( 1 );
	}
	echo 'colophon bench page: ' . esc_url_raw( get_permalink( $page ) ) . "\n";
}
echo "colophon perfmatters: Delay JavaScript on (all scripts); ?perfmattersjsoff serves a page without it\n";
