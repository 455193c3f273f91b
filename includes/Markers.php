<?php
/**
 * Which handler markers the current page contains, so only their chunks are preloaded and only
 * their stylesheets printed. Known before <head> is printed from the main query's content;
 * widgets that render markers later (footer, sidebars) add themselves while rendering.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Markers {

	/** @var array<string, true> */
	private array $ids = array();

	public function __construct( private AssetManifest $manifest ) {}

	/** Scans the main query's posts once the query has run. */
	public function collect_from_query(): void {
		global $wp_query;
		foreach ( (array) ( $wp_query->posts ?? array() ) as $post ) {
			if ( $post instanceof \WP_Post ) {
				$this->scan( $post->post_content );
			}
		}
		/**
		 * Filters the handler ids the current page needs (for features that print markers themselves).
		 *
		 * @param string[] $ids Handler ids found so far.
		 */
		foreach ( (array) apply_filters( 'colophon_page_markers', array_keys( $this->ids ) ) as $id ) {
			$this->add( (string) $id );
		}
	}

	/** Adds the ids whose markers appear in $html. */
	public function scan( string $html ): void {
		foreach ( $this->manifest->markers() as $id => $spec ) {
			foreach ( self::needles( $spec ) as $needle ) {
				if ( str_contains( $html, $needle ) ) {
					$this->add( $id );
					break;
				}
			}
		}
	}

	public function add( string $id ): void {
		$this->ids[ $id ] = true;
	}

	public function has( string $id ): bool {
		return isset( $this->ids[ $id ] );
	}

	/** @return string[] */
	public function ids(): array {
		return array_keys( $this->ids );
	}

	/**
	 * @return string[] Substrings that betray a marker in HTML: its widgets and documents, and the
	 * `needles` of its feature.json (settings PHP cannot match as a selector).
	 */
	private static function needles( array $spec ): array {
		$needles = array_map( 'strval', (array) ( $spec['needles'] ?? array() ) );
		foreach ( (array) ( $spec['widgets'] ?? array() ) as $widget ) {
			$needles[] = 'data-widget_type="' . $widget . '.';
			$needles[] = 'data-widget_type="' . $widget . '"';
		}
		foreach ( (array) ( $spec['documents'] ?? array() ) as $type ) {
			$needles[] = 'data-elementor-type="' . $type . '"';
		}
		return $needles;
	}
}
