<?php
/**
 * Outbound links: the owner's choice on the welcome screen (a new tab for links to other sites),
 * the page config's `outboundLinks`, and the footer's marker that binds the feature; off, no marker
 * is printed, so its chunk never loads.
 *
 * @package Colophon
 */

namespace Colophon\OutboundLinks;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	/** Whether links to other sites open in a new tab (off until the owner ticks it). */
	public const OPTION = 'colophon_outbound_new_tab';

	public static function new_tab(): bool {
		return (bool) get_option( self::OPTION, false );
	}

	public function register( Context $context ): void {
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['outbound-links'] = new Welcome();
				return $sections;
			}
		);
		if ( ! self::new_tab() ) {
			return; // No marker: its chunk never loads.
		}
		add_filter(
			'colophon_config',
			static function ( array $config ): array {
				$config['outboundLinks'] = array( 'newTab' => true );
				return $config;
			}
		);
		add_action( 'wp_footer', array( self::class, 'mark' ) );
	}

	/** The marker the handler binds to: empty and hidden (every theme prints the footer). */
	public static function mark(): void {
		echo '<span id="colophon-outbound" hidden></span>';
	}
}
