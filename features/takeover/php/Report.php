<?php
/**
 * The site-wide view of takeover's coverage, for the takeover screen and Site Health: every
 * published document built with the page builder, which of them keep the incumbents' front end and
 * why, and how often each widget that keeps them occurs.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class Report {

	/** The most documents one report reads (a bigger site shows the first ones and says so). */
	public const LIMIT = 1000;

	public function __construct( private Coverage $coverage ) {}

	/**
	 * @return array{
	 *   kept: array<int, array{id: int, title: string, type: string, reasons: array<string, int>}>,
	 *   taken: int,
	 *   widgets: array<string, array{documents: int, count: int}>,
	 *   total: int,
	 *   more: bool,
	 *   unchecked: array<string, string>
	 * }
	 */
	public function build(): array {
		$ids     = get_posts(
			array(
				'post_type'      => array_values( array_diff( get_post_types(), array( 'revision', 'nav_menu_item', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_block' ) ) ),
				'post_status'    => 'publish',
				'meta_key'       => '_elementor_edit_mode', // phpcs:ignore WordPress.DB.SlowDBQuery -- an admin screen, at most LIMIT rows.
				'meta_value'     => 'builder', // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'         => 'ids',
				'posts_per_page' => self::LIMIT + 1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		);
		$more    = count( $ids ) > self::LIMIT;
		$ids     = array_slice( array_map( 'intval', $ids ), 0, self::LIMIT );
		$kept    = array();
		$widgets = array();
		foreach ( $ids as $id ) {
			$reasons = $this->coverage->uncovered( Coverage::needs_of( $id ) );
			foreach ( $reasons as $name => $count ) {
				$widgets[ $name ]              = $widgets[ $name ] ?? array( 'documents' => 0, 'count' => 0 );
				$widgets[ $name ]['documents'] += 1;
				$widgets[ $name ]['count']     += $count;
			}
			if ( get_post_meta( $id, Coverage::KEEP_META, true ) ) {
				$reasons = array( __( 'kept by its own switch', 'colophon' ) => 1 ) + $reasons;
			}
			if ( $reasons ) {
				$template = (string) get_post_meta( $id, '_elementor_template_type', true );
				$kept[]   = array(
					'id'      => $id,
					'title'   => get_the_title( $id ),
					'type'    => '' !== $template ? $template : (string) get_post_type( $id ),
					'reasons' => $reasons,
				);
			}
		}
		uasort( $widgets, static fn( $a, $b ) => $b['documents'] <=> $a['documents'] ?: $b['count'] <=> $a['count'] );
		return array(
			'kept'      => $kept,
			'taken'     => count( $ids ) - count( $kept ),
			'widgets'   => $widgets,
			'total'     => count( $ids ),
			'more'      => $more,
			// Versions takeover has not been checked with keep every page, whatever is on it.
			'unchecked' => VersionGate::unchecked( Module::incumbents(), VersionGate::checked() ),
		);
	}
}
