<?php
/**
 * The 2026 lab's `/widgets-2026/` page (Elementor 4.2's defaults: containers, optimized markup;
 * with `?markup=classic`, optimized markup off),
 * built by `node tools/lab/widgets-check.mjs URL --build-2026 SITE_ROOT`, which copies this file
 * into the lab site's root, requests it once and deletes it. Its widgets are the ones real service
 * pages use most (issue #49), each set the way those pages set them: heading, text, button, image,
 * divider, icon list, icon, icon box, spacer, image box, social icons, rating, counter, progress,
 * image, testimonial and media carousels, nested accordion, toggle, nested tabs, video with an
 * image overlay, posts, maps and a form stored in the page builder's submissions; entrance
 * animations, a sticky header holding Pro's mega menu, a popup opened by a button, and a scroll
 * motion effect. Beside it, `/service-2026/`, a service
 * page as real ones are made (the theme's header with its menu, a hero, three icon boxes, a
 * testimonial carousel, an FAQ, a form) for `npm run bench -- --peer`. It runs only inside the lab's
 * Playground, never in the plugin; what the page builder stores and prints is the lab's output:
 * never commit it.
 *
 * @package Colophon
 */

require __DIR__ . '/wp-load.php';
wp_set_current_user( 1 );
header( 'Content-Type: text/plain' );
// What the owner's welcome screen (Colophon → Overview) does once: visitors get Colophon from now on.
if ( ! \Colophon\Setup::done() ) {
	\Colophon\Setup::finish();
}

// Optimized markup (4.x's default) or, with `?markup=classic`, the widget wrappers it removes. The
// page builder reads the switch when it starts, and prints and styles by it: a change takes effect
// from the next request, so the page is built again there.
$classic = isset( $_GET['markup'] ) && 'classic' === $_GET['markup']; // phpcs:ignore WordPress.Security.NonceVerification
if ( $classic ) {
	update_option( 'elementor_experiment-e_optimized_markup', 'inactive' );
} else {
	delete_option( 'elementor_experiment-e_optimized_markup' );
}
$markup_again = $classic === \Elementor\Plugin::$instance->experiments->is_feature_active( 'e_optimized_markup' );

$counter = 0;
$id      = static function () use ( &$counter ): string {
	return substr( md5( 'colophon-lab-' . ( ++$counter ) ), 0, 7 );
};
// A widget; a nested one (accordion, tabs) holds its panels as its elements.
$widget    = static fn( string $type, array $settings, array $panels = array() ): array => array( 'id' => $id(), 'elType' => 'widget', 'widgetType' => $type, 'settings' => $settings, 'elements' => $panels );
$container = static fn( array $settings, array $children ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => false, 'settings' => $settings + array( 'content_width' => 'boxed' ), 'elements' => $children );
$px        = static fn( $n ): array => array( 'unit' => 'px', 'size' => $n, 'sizes' => array() );

// Images: made here (GD), once.
$images = get_posts( array( 'post_type' => 'attachment', 'meta_key' => '_colophon_lab', 'numberposts' => 6, 'orderby' => 'ID', 'order' => 'ASC', 'fields' => 'ids' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
if ( count( $images ) < 6 ) {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$colours = array( array( 42, 77, 105 ), array( 139, 94, 60 ), array( 91, 140, 90 ), array( 160, 60, 80 ), array( 70, 70, 140 ), array( 200, 150, 40 ) );
	$upload  = wp_upload_dir();
	foreach ( $colours as $n => $rgb ) {
		$file = $upload['path'] . "/lab-$n.png";
		$im   = imagecreatetruecolor( 1200, 800 );
		imagefill( $im, 0, 0, imagecolorallocate( $im, ...$rgb ) );
		imagefilledellipse( $im, 600, 400, 500, 500, imagecolorallocate( $im, 240, 240, 240 ) );
		imagestring( $im, 5, 560, 390, 'Image ' . ( $n + 1 ), imagecolorallocate( $im, 20, 20, 20 ) );
		imagepng( $im, $file );
		$attachment = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Image ' . ( $n + 1 ), 'post_status' => 'inherit' ), $file );
		wp_update_attachment_metadata( $attachment, wp_generate_attachment_metadata( $attachment, $file ) );
		update_post_meta( $attachment, '_colophon_lab', 1 );
		$images[] = $attachment;
	}
}
$image = static fn( int $n ): array => array( 'id' => $images[ $n ], 'url' => wp_get_attachment_url( $images[ $n ] ) );

// Posts for the posts widget, with featured images.
if ( count( get_posts( array( 'meta_key' => '_colophon_lab', 'numberposts' => 1 ) ) ) === 0 ) { // phpcs:ignore WordPress.DB.SlowDBQuery
	foreach ( array( 'How we edit a memoir', 'Covers that sell', 'Print runs explained', 'Proofs you can hold', 'Indexing a cookbook', 'Ebooks in a week' ) as $n => $title ) {
		$post = wp_insert_post( array( 'post_title' => $title, 'post_status' => 'publish', 'post_content' => str_repeat( "<p>$title: what we do and why, step by step.</p>", 3 ), 'post_date' => gmdate( 'Y-m-d H:i:s', time() - $n * DAY_IN_SECONDS ) ) );
		set_post_thumbnail( $post, $images[ $n % 6 ] );
		update_post_meta( $post, '_colophon_lab', 1 );
	}
}

$quote = static fn( string $content, string $name, string $title ): array => array( '_id' => $id(), 'content' => $content, 'name' => $name, 'title' => $title );
$item  = static fn( string $title ): array => array( '_id' => $id(), 'item_title' => $title );
$tab   = static fn( string $title ): array => array( '_id' => $id(), 'tab_title' => $title );
$panel = static fn( string $text ): array => array( 'id' => $id(), 'elType' => 'container', 'isInner' => true, 'settings' => array( 'content_width' => 'full' ), 'elements' => array( $widget( 'text-editor', array( 'editor' => "<p>$text</p>" ) ) ) );

// A popup, as service sites use them: an offer opened by a button (the popup action of its link),
// shown on every page. Pro without a licence registers the popup document type only once a popup
// post exists, so the first build makes the post and asks to be run again; the next saves it.
$popup = get_posts( array( 'post_type' => 'elementor_library', 'meta_key' => '_colophon_lab_popup', 'numberposts' => 1, 'fields' => 'ids', 'post_status' => 'any' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
$popup = $popup ? (int) $popup[0] : 0;
$again = false;
if ( ! $popup ) {
	$popup = wp_insert_post( array( 'post_type' => 'elementor_library', 'post_status' => 'publish', 'post_title' => 'Free sample edit' ) );
	update_post_meta( $popup, '_elementor_template_type', 'popup' );
	update_post_meta( $popup, '_colophon_lab_popup', 1 );
	wp_set_object_terms( $popup, 'popup', 'elementor_library_type' );
	$again = true;
} else {
	$document = \Elementor\Plugin::$instance->documents->get( $popup, false );
	if ( ! $document instanceof \ElementorPro\Modules\Popup\Document ) {
		echo "colophon: the popup's document type is not registered\n";
		exit( 1 );
	}
	$document->save(
		array(
			'elements' => array(
				$container(
					array( 'css_classes' => 'lab-popup' ),
					array(
						$widget( 'heading', array( 'title' => 'A free sample edit', 'header_size' => 'h2' ) ),
						$widget( 'text-editor', array( 'editor' => '<p>Send us ten pages: we edit two and explain every change.</p>' ) ),
						$widget( 'button', array( 'text' => 'Send my pages', 'link' => array( 'url' => '#quote' ) ) ),
					)
				),
			),
			'settings' => array( 'width' => array( 'unit' => 'px', 'size' => 560 ), 'entrance_animation' => 'fadeIn' ),
		)
	);
	wp_set_object_terms( $popup, 'popup', 'elementor_library_type' );
	update_post_meta( $popup, '_elementor_edit_mode', 'builder' );
	$document->save_display_settings_data( array( 'triggers' => array(), 'timing' => array() ) );
	\ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->save_conditions( $popup, array( array( 'type' => 'include', 'name' => 'general' ) ) );
}
$popup_link = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D' . rawurlencode( base64_encode( (string) wp_json_encode( array( 'id' => (string) $popup, 'toggle' => false ) ) ) );

$elements = array(
	// A sticky header, as most service sites have it: stuck at the top on every device, its
	// background fading in with scroll (a motion effect on the container's background).
	$container(
		array(
			'flex_direction'                            => 'row',
			'flex_justify_content'                      => 'space-between',
			'flex_align_items'                          => 'center',
			'background_background'                     => 'classic',
			'background_color'                          => '#FFFFFF',
			'sticky'                                    => 'top',
			'sticky_on'                                 => array( 'desktop', 'tablet', 'mobile' ),
			'background_motion_fx_motion_fx_scrolling'  => 'yes',
			'background_motion_fx_opacity_effect'       => 'yes',
			'background_motion_fx_opacity_direction'    => 'out-in',
			'background_motion_fx_opacity_level'        => $px( 10 ),
			'background_motion_fx_opacity_range'        => array( 'unit' => '%', 'size' => '', 'sizes' => array( 'start' => 0, 'end' => 30 ) ),
			'padding'                                   => array( 'unit' => 'px', 'top' => '12', 'right' => '20', 'bottom' => '12', 'left' => '20', 'isLinked' => false ),
			'css_classes'                               => 'lab-header',
		),
		array(
			$widget( 'heading', array( 'title' => 'Inkwell Studio', 'header_size' => 'div', 'title_color' => '#1d1d1f' ) ),
			// Pro's mega menu with its defaults (open on hover, full-width content, the phone menu
			// below the tablet breakpoint): two items with content, one link.
			$widget(
				'mega-menu',
				array(
					'menu_name'  => 'Main',
					'menu_items' => array(
						array( '_id' => $id(), 'item_title' => 'Services', 'item_link' => array( 'url' => '#services' ), 'item_dropdown_content' => 'yes' ),
						array( '_id' => $id(), 'item_title' => 'Blog', 'item_link' => array( 'url' => '/' ), 'item_dropdown_content' => 'no' ),
						array( '_id' => $id(), 'item_title' => 'About', 'item_link' => array( 'url' => '' ), 'item_dropdown_content' => 'yes' ),
					),
				),
				array(
					$panel( 'Editing: <a href="#structural">structural</a>, <a href="#line">line</a> and <a href="#copy">copy</a>.' ),
					array( 'id' => $id(), 'elType' => 'container', 'isInner' => true, 'settings' => array(), 'elements' => array() ),
					$panel( 'A small studio of editors. <a href="#team">Our team</a>' ),
				)
			),
			$widget( 'button', array( 'text' => 'Get a quote', 'link' => array( 'url' => '#quote' ) ) ),
		)
	),
	// A hero with entrance animations.
	$container(
		array( 'min_height' => $px( 420 ), 'flex_justify_content' => 'center', 'background_background' => 'classic', 'background_color' => '#F3EFE8' ),
		array(
			$widget( 'heading', array( 'title' => 'Books, edited and made', 'header_size' => 'h1', '_animation' => 'fadeInUp', '_css_classes' => 'lab-hero-title' ) ),
			$widget( 'text-editor', array( 'editor' => '<p>Editing, design and printing for authors who care how their book reads and looks.</p>', '_animation' => 'fadeIn', '_animation_delay' => 200 ) ),
			$widget( 'button', array( 'text' => 'See our work', 'link' => array( 'url' => '#work' ), '_animation' => 'zoomIn', '_css_classes' => 'lab-hero-button' ) ),
		)
	),
	$container(
		array(),
		array(
			$widget( 'image', array( 'image' => $image( 0 ), 'image_size' => 'large', '_css_classes' => 'lab-image' ) ),
			$widget( 'divider', array( '_css_classes' => 'lab-divider' ) ),
			$widget( 'icon-list', array( 'icon_list' => array( array( '_id' => $id(), 'text' => 'Structural editing', 'selected_icon' => array( 'value' => 'fas fa-check', 'library' => 'fa-solid' ) ), array( '_id' => $id(), 'text' => 'Cover design', 'selected_icon' => array( 'value' => 'fas fa-check', 'library' => 'fa-solid' ) ), array( '_id' => $id(), 'text' => 'Print on demand', 'selected_icon' => array( 'value' => 'fas fa-check', 'library' => 'fa-solid' ) ) ) ) ),
			$widget( 'icon', array( 'selected_icon' => array( 'value' => 'fas fa-book', 'library' => 'fa-solid' ) ) ),
			$widget( 'icon-box', array( 'selected_icon' => array( 'value' => 'fas fa-pen', 'library' => 'fa-solid' ), 'title_text' => 'Editing', 'description_text' => 'Line by line, with every change explained.' ) ),
			$widget( 'spacer', array( 'space' => $px( 40 ) ) ),
			$widget( 'image-box', array( 'image' => $image( 1 ), 'title_text' => 'Design', 'description_text' => 'Covers and interiors that sell.', '_animation' => 'fadeInLeft', '_css_classes' => 'lab-below' ) ),
			$widget( 'social-icons', array( 'social_icon_list' => array( array( '_id' => $id(), 'social_icon' => array( 'value' => 'fab fa-facebook', 'library' => 'fa-brands' ), 'link' => array( 'url' => 'https://facebook.example/inkwell' ) ), array( '_id' => $id(), 'social_icon' => array( 'value' => 'fab fa-instagram', 'library' => 'fa-brands' ), 'link' => array( 'url' => 'https://instagram.example/inkwell' ) ) ) ) ),
			$widget( 'rating', array( 'rating_scale' => 5, 'rating_value' => 4.5 ) ),
			$widget( 'star-rating', array( 'rating' => 4, 'title' => 'Our authors say' ) ),
		)
	),
	// A second mega menu as owners set it for a row of categories: opening on click, its content
	// fitted to itself and aligned with its title's right edge.
	$container(
		array( 'flex_direction' => 'row', 'flex_justify_content' => 'center' ),
		array(
			$widget(
				'mega-menu',
				array(
					'menu_name'                   => 'Books',
					'open_on'                     => 'click',
					'content_width'               => 'fit_to_content',
					'content_horizontal_position' => 'right',
					'_css_classes'                => 'lab-mega-fit',
					'menu_items'                  => array(
						array( '_id' => $id(), 'item_title' => 'Prices', 'item_link' => array( 'url' => '#prices' ), 'item_dropdown_content' => 'no' ),
						array( '_id' => $id(), 'item_title' => 'Formats', 'item_link' => array( 'url' => '' ), 'item_dropdown_content' => 'yes' ),
					),
				),
				array(
					array( 'id' => $id(), 'elType' => 'container', 'isInner' => true, 'settings' => array(), 'elements' => array() ),
					$panel( '<a href="#ebook">Ebook</a>, <a href="#print">paperback and hardback</a>.' ),
				)
			),
		)
	),
	$container( array(), array( $widget( 'button', array( 'text' => 'Get a free sample edit', 'link' => array( 'url' => $popup_link ), '_css_classes' => 'lab-popup-button' ) ) ) ),
	$container(
		array( 'flex_direction' => 'row' ),
		array(
			$widget( 'counter', array( 'starting_number' => 0, 'ending_number' => 320, 'suffix' => '+', 'title' => 'Books made', '_css_classes' => 'lab-counter' ) ),
			$widget( 'progress', array( 'title' => 'On time', 'percent' => $px( 96 ), '_css_classes' => 'lab-progress' ) ),
		)
	),
	$container(
		array(),
		array(
			$widget( 'image-carousel', array( 'carousel' => array_map( $image, range( 0, 5 ) ), 'slides_to_show' => '3', 'slides_to_show_mobile' => '1', 'navigation' => 'both', 'autoplay' => '' ) ),
			// The settings of the testimonial carousel seen broken on 4.2: one per view, the progress
			// bar as its pagination, autoplay every 5 s, looping, arrows switched off.
			$widget(
				'testimonial-carousel',
				array(
					'slides'          => array(
						$quote( 'They made the manuscript sound more like me, not less.', 'Ana Ruiz', 'Novelist' ),
						$quote( 'The cover doubled our click-through on the store page.', 'Tom Hale', 'Publisher' ),
						$quote( 'Proofs arrived in three days and every comment was kept.', 'Mei Lin', 'Memoirist' ),
					),
					'slides_per_view' => '1',
					'pagination'      => 'progressbar',
					'autoplay'        => 'yes',
					'autoplay_speed'  => 5000,
					'loop'            => 'yes',
					'show_arrows'     => '',
				)
			),
			$widget( 'media-carousel', array( 'slides' => array_map( static fn( int $n ): array => array( '_id' => $id(), 'type' => 'image', 'image' => $image( $n ) ), range( 0, 5 ) ), 'slides_per_view' => '3' ) ),
		)
	),
	$container(
		array(),
		array(
			$widget(
				'nested-accordion',
				array( 'items' => array( $item( 'What does editing cost?' ), $item( 'How long does it take?' ), $item( 'Do you print?' ) ) ),
				array( $panel( 'From 2 cents a word, quoted up front.' ), $panel( 'Four to six weeks for a novel.' ), $panel( 'Yes: offset and print on demand.' ) )
			),
			$widget( 'toggle', array( 'tabs' => array( array( '_id' => $id(), 'tab_title' => 'Can I keep my rights?', 'tab_content' => '<p>Always: you own your book.</p>' ), array( '_id' => $id(), 'tab_title' => 'Do you work with publishers?', 'tab_content' => '<p>Yes, and with self-publishers.</p>' ) ) ) ),
			$widget(
				'nested-tabs',
				array( 'tabs' => array( $tab( 'Editing' ), $tab( 'Design' ), $tab( 'Printing' ) ) ),
				array( $panel( 'Structural, line and copy editing.' ), $panel( 'Covers, interiors and maps.' ), $panel( 'Offset runs from 300 copies.' ) )
			),
		)
	),
	$container(
		array(),
		array(
			$widget(
				'video',
				array(
					'youtube_url'        => 'https://www.youtube.com/watch?v=XHOmBV4js_E',
					'show_image_overlay' => 'yes',
					'image_overlay'      => $image( 2 ),
					'lightbox'           => 'yes',
					'mute'               => 'yes',
					'loop'               => 'yes',
					'controls'           => '',
					'start'              => 5,
					'end'                => 40,
					'cc_load_policy'     => 'yes',
				)
			),
			$widget( 'posts', array( 'posts_per_page' => 3, 'classic_columns' => '3', 'pagination_type' => 'load_more_on_click', 'classic_item_ratio' => $px( 0.66 ) ) ),
			$widget( 'google_maps', array( 'address' => 'British Library, London', 'zoom' => $px( 14 ), 'height' => $px( 300 ) ) ),
			$widget(
				'form',
				array(
					'form_name'      => 'Quote request',
					'form_fields'    => array(
						array( '_id' => $id(), 'custom_id' => 'name', 'field_type' => 'text', 'field_label' => 'Name', 'required' => 'true', 'width' => '100' ),
						array( '_id' => $id(), 'custom_id' => 'email', 'field_type' => 'email', 'field_label' => 'Email', 'required' => 'true', 'width' => '100' ),
						array( '_id' => $id(), 'custom_id' => 'message', 'field_type' => 'textarea', 'field_label' => 'About your book', 'width' => '100' ),
					),
					'submit_actions' => array( 'save-to-database' ),
					'button_text'    => 'Ask for a quote',
				)
			),
		)
	),
	// A call to action whose content rises into view with scroll (a motion effect on an element).
	$container(
		array( 'min_height' => $px( 500 ), 'background_background' => 'classic', 'background_color' => '#2A4D69', 'css_classes' => 'lab-cta' ),
		array( $widget( 'heading', array( 'title' => 'Ready when you are', 'title_color' => '#FFFFFF', 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_opacity_effect' => 'yes', 'motion_fx_opacity_direction' => 'out-in', 'motion_fx_opacity_level' => $px( 10 ), '_css_classes' => 'lab-cta-title' ) ) )
	),
);

$page = get_page_by_path( 'widgets-2026' );
$page = $page ? $page->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Our widgets (2026)', 'post_name' => 'widgets-2026', 'post_content' => '' ) );
update_post_meta( $page, '_wp_page_template', 'elementor_canvas' );
update_post_meta( $page, '_elementor_edit_mode', 'builder' );
update_post_meta( $page, '_elementor_template_type', 'wp-page' );
\Elementor\Plugin::$instance->documents->get( $page, false )->save(
	array(
		'elements' => $elements,
		'settings' => array( 'hide_title' => 'yes' ),
	)
);
// The service page, in the theme's own template (its header, with the site's menu, and footer).
$service = get_page_by_path( 'service-2026' );
$service = $service ? $service->ID : wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Book editing', 'post_name' => 'service-2026', 'post_content' => '' ) );
if ( ! wp_get_nav_menu_object( 'Main' ) ) {
	$menu = wp_create_nav_menu( 'Main' );
	foreach ( array( 'Editing' => get_permalink( $service ), 'Our widgets' => get_permalink( $page ), 'Blog' => home_url( '/' ), 'Contact' => get_permalink( $service ) . '#quote' ) as $title => $url ) {
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => $title, 'menu-item-url' => $url, 'menu-item-status' => 'publish' ) );
	}
	set_theme_mod( 'nav_menu_locations', array( 'menu-1' => $menu ) );
}
update_post_meta( $service, '_elementor_edit_mode', 'builder' );
update_post_meta( $service, '_elementor_template_type', 'wp-page' );
$box = static fn( string $icon, string $title, string $text ): array => $widget( 'icon-box', array( 'selected_icon' => array( 'value' => $icon, 'library' => 'fa-solid' ), 'title_text' => $title, 'description_text' => $text, '_animation' => 'fadeInUp' ) );
\Elementor\Plugin::$instance->documents->get( $service, false )->save(
	array(
		'elements' => array(
			$container(
				array( 'min_height' => $px( 480 ), 'flex_justify_content' => 'center', 'background_background' => 'classic', 'background_color' => '#F3EFE8' ),
				array(
					$widget( 'heading', array( 'title' => 'Book editing that keeps your voice', 'header_size' => 'h1', '_animation' => 'fadeInUp' ) ),
					$widget( 'text-editor', array( 'editor' => '<p>Structural, line and copy editing by people who read for a living. A quote in a day, a plan you can follow.</p>' ) ),
					$widget( 'button', array( 'text' => 'Get a quote', 'link' => array( 'url' => '#quote' ) ) ),
				)
			),
			$container( array( 'flex_direction' => 'row' ), array( $box( 'fas fa-pen', 'Structural', 'The shape of the story first.' ), $box( 'fas fa-align-left', 'Line', 'Sentence by sentence.' ), $box( 'fas fa-spell-check', 'Copy', 'Every comma, every name.' ) ) ),
			$container(
				array(),
				array(
					$widget( 'testimonial-carousel', array( 'slides' => array( $quote( 'They made the manuscript sound more like me.', 'Ana Ruiz', 'Novelist' ), $quote( 'Clear prices, clear dates.', 'Sam Okoro', 'Editor' ), $quote( 'Every comment was kept.', 'Mei Lin', 'Memoirist' ) ), 'slides_per_view' => '1', 'pagination' => 'progressbar', 'autoplay' => 'yes', 'autoplay_speed' => 5000, 'loop' => 'yes', 'show_arrows' => '' ) ),
					$widget(
						'nested-accordion',
						array( 'items' => array( $item( 'What does editing cost?' ), $item( 'How long does it take?' ) ) ),
						array( $panel( 'From 2 cents a word, quoted up front.' ), $panel( 'Four to six weeks for a novel.' ) )
					),
					$widget( 'form', array( 'form_name' => 'Quote', 'form_fields' => array( array( '_id' => $id(), 'custom_id' => 'name', 'field_type' => 'text', 'field_label' => 'Name', 'required' => 'true', 'width' => '100' ), array( '_id' => $id(), 'custom_id' => 'email', 'field_type' => 'email', 'field_label' => 'Email', 'required' => 'true', 'width' => '100' ) ), 'submit_actions' => array( 'save-to-database' ), 'button_text' => 'Ask for a quote', '_element_id' => 'quote' ) ),
				)
			),
		),
		'settings' => array( 'hide_title' => 'yes' ),
	)
);
// The stylesheets written here, in this request: the lab's Playground runs two PHP workers, and a file
// one of them deletes stays in the other's view of the disk, where a later write is lost (seen: every
// page linked a post-N.css that was never written; the worker that deleted it sees it gone, the other
// sees a file that is neither a file nor a folder). So the pages never leave this script without them.
\Elementor\Plugin::$instance->files_manager->clear_cache();
foreach ( array_filter( array( (int) \Elementor\Plugin::$instance->kits_manager->get_active_id(), $page, $service, $again ? 0 : $popup ) ) as $styled ) {
	$css = \Elementor\Core\Files\CSS\Post::create( $styled );
	$css->update();
	clearstatcache();
	if ( ! is_file( $css->get_path() ) ) {
		echo 'colophon: could not write ' . esc_html( $css->get_path() ) . "\n";
		exit( 1 );
	}
}
echo 'colophon service page: ' . esc_url_raw( get_permalink( $service ) ) . "\n";
echo 'colophon widgets page: ' . esc_url_raw( get_permalink( $page ) ) . "\n";
if ( $again ) {
	echo "colophon popup: created; build again\n";
}
if ( $markup_again ) {
	echo 'colophon markup: ' . ( $classic ? 'classic' : 'optimized' ) . " from the next request; build again\n";
}
