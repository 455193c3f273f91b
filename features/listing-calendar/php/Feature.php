<?php
/**
 * The listing calendar: its shortcode, and the month endpoint where the listing plugin does not
 * answer it.
 *
 * @package Colophon
 */

namespace Colophon\ListingCalendar;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	/** The listing plugin's calendar month action, sent as `action` (admin-ajax) and `jet_engine_action` (its page address). */
	public const ACTION = 'jet_engine_calendar_get_month';

	public function register( Context $context ): void {
		( new Calendar( $context->markers() ) )->register();
		Shortcodes::markers( array( Calendar::TAG, Calendar::BLOCK ), array( 'listing-calendar' ) );
		// On init: the listing plugin loads after this one, and where it runs it answers the action itself.
		add_action(
			'init',
			static function (): void {
				if ( class_exists( 'Jet_Engine' ) ) {
					return;
				}
				$calendar = array( new CalendarAjax(), 'handle' );
				add_action( 'wp_ajax_' . self::ACTION, $calendar );
				add_action( 'wp_ajax_nopriv_' . self::ACTION, $calendar );
			}
		);
	}
}
