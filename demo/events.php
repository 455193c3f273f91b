<?php
/**
 * Demo events for the calendar: a public `colophon_event` post type whose `event_date` meta holds
 * the day, and a season of workshops and launches from September 2026 to February 2027.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

function colophon_demo_register_events(): void {
	if ( post_type_exists( 'colophon_event' ) ) {
		return;
	}
	register_post_type(
		'colophon_event',
		array(
			'label'        => 'Events',
			'public'       => true,
			'show_in_rest' => true,
			'rewrite'      => array( 'slug' => 'events/item' ),
			'supports'     => array( 'title', 'editor', 'custom-fields' ),
		)
	);
}

/** slug => [title, Y-m-d]. */
function colophon_demo_events(): array {
	return array(
		'cover-clinic-september'   => array( 'Cover clinic: bring your draft', '2026-09-17' ),
		'editing-qa-october'       => array( 'Ask an editor: live Q&A', '2026-10-08' ),
		'audiobook-workshop'       => array( 'Audiobook narration workshop', '2026-10-22' ),
		'launch-planning-november' => array( 'Launch planning for spring releases', '2026-11-05' ),
		'print-fair-november'      => array( 'Independent print fair', '2026-11-05' ),
		'metadata-webinar'         => array( 'Metadata that sells: webinar', '2026-11-19' ),
		'holiday-promo-december'   => array( 'Holiday promotion office hours', '2026-12-03' ),
		'year-review-december'     => array( 'Year in review with our authors', '2026-12-17' ),
		'new-year-goals-january'   => array( 'Writing goals for the new year', '2027-01-14' ),
		'grant-writing-february'   => array( 'Grant writing for small publishers', '2027-02-11' ),
	);
}

function colophon_demo_install_events(): void {
	colophon_demo_register_events();
	foreach ( colophon_demo_events() as $slug => list( $title, $date ) ) {
		$id = colophon_demo_upsert( 'colophon_event', $slug, $title, '<!-- wp:paragraph --><p>' . esc_html( $title ) . ', online and free for our authors.</p><!-- /wp:paragraph -->' );
		update_post_meta( $id, 'event_date', $date );
	}
}
