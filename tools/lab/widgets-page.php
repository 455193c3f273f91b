<?php
/**
 * The incumbent lab's extra page (`/widgets/`), built by tools/peer-lab.sh after the shared
 * setup: the page-builder widgets #31 is about, as a site owner would place them, so each can be
 * compared with takeover off and on. Written here with the lab's own helpers (PeerEl,
 * peer_save_elementor in ../shared/peers/setup/lib.php); it runs only inside the lab's Playground,
 * never in the plugin. What the page builder stores and prints is the lab's output: never commit it.
 *
 * @package Colophon
 */

require '/wordpress/wp-load.php';
require '/setup/lib.php';
wp_set_current_user( 1 );

$images = get_posts( array( 'post_type' => 'attachment', 'post_mime_type' => 'image', 'numberposts' => 9, 'orderby' => 'ID', 'order' => 'ASC', 'fields' => 'ids' ) );
$image  = static fn( int $id ): array => array( 'id' => $id, 'url' => wp_get_attachment_url( $id ) );
$e      = new PeerEl( 'widgets' );

$quote = static fn( string $content, string $name, string $title ): array => array( '_id' => $e->id(), 'content' => $content, 'name' => $name, 'title' => $title );
$elements = array(
	$e->con( array( 'content_width' => 'boxed' ), array(
		$e->w( 'animated-headline', array( 'headline_style' => 'rotate', 'animation_type' => 'typing', 'before_text' => 'We help authors with', 'rotating_text' => "editing\ndesign\nprinting", 'after_text' => '', 'loop' => 'yes' ) ),
		$e->w( 'slides', array(
			'slides'     => array(
				array( '_id' => $e->id(), 'heading' => 'Editing', 'description' => 'Structural and line editing by people who read for a living.', 'button_text' => 'Editing', 'background_color' => '#2a4d69' ),
				array( '_id' => $e->id(), 'heading' => 'Design', 'description' => 'Covers and interiors that sell the book before the first page.', 'button_text' => 'Design', 'background_color' => '#8b5e3c' ),
				array( '_id' => $e->id(), 'heading' => 'Printing', 'description' => 'Offset and print on demand, with proofs you can hold.', 'button_text' => 'Printing', 'background_color' => '#5b8c5a' ),
			),
			'navigation' => 'both',
			'autoplay'   => 'yes',
			'slides_height' => px( 360 ),
		) ),
		$e->w( 'testimonial-carousel', array(
			'slides'          => array(
				$quote( 'They made the manuscript sound more like me, not less.', 'Ana Ruiz', 'Novelist' ),
				$quote( 'The cover doubled our click-through on the store page.', 'Tom Hale', 'Publisher' ),
				$quote( 'Proofs arrived in three days and every comment was kept.', 'Mei Lin', 'Memoirist' ),
				$quote( 'Clear prices, clear dates, no surprises.', 'Sam Okoro', 'Editor' ),
			),
			'slides_per_view' => '2',
			'slides_per_view_mobile' => '1',
			'pagination'      => 'bullets',
		) ),
		$e->w( 'countdown', array( 'countdown_type' => 'due_date', 'due_date' => gmdate( 'Y-m-d H:i', strtotime( '+3 days 12:00' ) ), 'expire_actions' => array( 'message' ), 'message_after_expire' => 'The early-bird price has ended.' ) ),
		$e->w( 'countdown', array( 'countdown_type' => 'evergreen', 'evergreen_counter_hours' => 1, 'evergreen_counter_minutes' => 30, 'expire_actions' => array( 'hide' ) ) ),
		$e->w( 'gallery', array(
			'gallery_type'   => 'multiple',
			'galleries'      => array(
				array( '_id' => $e->id(), 'gallery_title' => 'Covers', 'multiple_gallery' => array_map( $image, array_slice( $images, 0, 5 ) ) ),
				array( '_id' => $e->id(), 'gallery_title' => 'Studio', 'multiple_gallery' => array_map( $image, array_slice( $images, 5, 4 ) ) ),
			),
			'gallery_layout' => 'justified',
			'link_to'        => 'file',
		) ),
		$e->w( 'media-carousel', array(
			'slides'          => array_map( static fn( int $id ): array => array( '_id' => 'm' . $id, 'type' => 'image', 'image' => array( 'id' => $id, 'url' => wp_get_attachment_url( $id ) ) ), array_slice( $images, 0, 6 ) ),
			'slides_per_view' => '3',
		) ),
		$e->w( 'reviews', array(
			'slides' => array(
				array( '_id' => $e->id(), 'content' => 'Fast, careful and kind.', 'name' => 'Jo Park', 'title' => '@jopark', 'rating' => 5 ),
				array( '_id' => $e->id(), 'content' => 'The best proofreading we have paid for.', 'name' => 'Lee Chen', 'title' => '@leechen', 'rating' => 5 ),
				array( '_id' => $e->id(), 'content' => 'Good advice on print runs.', 'name' => 'Ola Berg', 'title' => '@olaberg', 'rating' => 4 ),
			),
		) ),
		$e->w( 'share-buttons', array( 'share_buttons' => array( array( '_id' => $e->id(), 'button' => 'facebook' ), array( '_id' => $e->id(), 'button' => 'linkedin' ), array( '_id' => $e->id(), 'button' => 'email' ) ) ) ),
		$e->w( 'posts', array( 'posts_per_page' => 3, 'classic_columns' => '3', 'pagination_type' => 'load_more_on_click', 'classic_item_ratio' => px( 0.66 ) ) ),
		$e->w( 'form', array(
			'form_name'      => 'Quote request',
			'form_fields'    => array(
				array( '_id' => $e->id(), 'custom_id' => 'name', 'field_type' => 'text', 'field_label' => 'Name', 'required' => 'true', 'width' => '100' ),
				array( '_id' => $e->id(), 'custom_id' => 'email', 'field_type' => 'email', 'field_label' => 'Email', 'required' => 'true', 'width' => '100' ),
				array( '_id' => $e->id(), 'custom_id' => 'message', 'field_type' => 'textarea', 'field_label' => 'About your book', 'width' => '100' ),
			),
			'submit_actions' => array( 'save-to-database' ),
			'button_text'    => 'Ask for a quote',
		) ),
	), false ),
);

$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Our widgets', 'post_name' => 'widgets', 'post_content' => '' ) );
update_post_meta( $page, '_wp_page_template', 'elementor_canvas' );
peer_save_elementor( $page, $elements, 'wp-page', array( 'hide_title' => 'yes' ) );
\Elementor\Plugin::$instance->files_manager->clear_cache();
peer_log( 'colophon widgets page: ' . get_permalink( $page ) );
