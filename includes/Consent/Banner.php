<?php
/**
 * The banner's mount point (the consent-banner chunk renders into it), placed first in <body> so
 * keyboard users reach the banner before the page; and the handshake with the WP Consent API.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Banner {

	private bool $printed = false;

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		if ( ! Settings::enabled() ) {
			return;
		}
		add_filter( 'colophon_page_markers', array( $this, 'declare_marker' ) );
		add_action( 'wp_body_open', array( $this, 'print_root' ), 1 );
		add_action( 'wp_footer', array( $this, 'print_root' ), 1 ); // themes without wp_body_open
		// WP Consent API: this plugin manages consent; tell its PHP side the consent type.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( COLOPHON_FILE ), '__return_true' );
		add_filter( 'wp_get_consent_type', static fn() => 'ccpa' === Settings::get()['law'] ? 'optout' : 'optin' );
	}

	public function declare_marker( array $ids ): array {
		$ids[] = 'consent-banner';
		return $ids;
	}

	public function print_root(): void {
		if ( $this->printed || is_admin() ) {
			return;
		}
		$this->printed = true;
		echo '<div id="colophon-consent" class="colophon-consent"></div>' . "\n";
	}
}
