<?php
/**
 * Plugin Name: Colophon demo
 * Description: Loads the demo's server pieces (stand-in third parties, a strict CSP, no outgoing HTTP) once the Colophon plugin is loaded, on a site with the demo content. Copied into mu-plugins by `npm start`, the e2e tests and the stack; never part of the plugin or its release.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'plugin_loaded',
	static function ( string $file ): void {
		if ( 'colophon.php' === basename( $file ) && get_option( 'colophon_demo' ) ) {
			require_once dirname( $file ) . '/demo/server.php';
		}
	}
);
