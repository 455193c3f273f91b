<?php
/**
 * What the core hands each feature's PHP entry (includes/Feature.php): the built assets, the page's
 * markers, whether visitors get Colophon yet, and the answers one feature gives the others through
 * filters (so no feature names another's classes for them).
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Context {

	public function __construct( private AssetManifest $manifest, private Markers $markers ) {}

	/** The built scripts and styles, and what PHP reads of the features' descriptions. */
	public function manifest(): AssetManifest {
		return $this->manifest;
	}

	/** The handler markers the current page needs. */
	public function markers(): Markers {
		return $this->markers;
	}

	/** Whether Colophon runs for visitors: in the admin, or once the owner has finished the setup. */
	public function visitors(): bool {
		return Setup::visitors_get_colophon();
	}

	/**
	 * Whether the page builder's own front end runs on this page (so its markup is left as it
	 * prints it). The takeover feature answers through `colophon_incumbent_runs`; without it, no.
	 */
	public function incumbent_runs(): bool {
		/**
		 * Filters whether the page builder's own front end runs on this request (takeover answers).
		 *
		 * @param bool $runs False unless takeover says so.
		 */
		return (bool) apply_filters( 'colophon_incumbent_runs', false );
	}
}
