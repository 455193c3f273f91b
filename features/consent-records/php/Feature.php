<?php
/**
 * Consent records: the table, the endpoint visitors' browsers record choices at, the retention
 * setting with its daily clean-up, and the screen (from activation: the table exists before the
 * first visitor chooses).
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		Table::maybe_install();
		( new Endpoint() )->register();
		( new Retention() )->register();
		( new Privacy() )->register();
		if ( is_admin() ) {
			( new Screen() )->register();
		}
		add_filter( 'colophon_privacy_policy', array( self::class, 'policy' ) );
	}

	/** The suggested privacy policy's words on consent records. */
	public static function policy( array $policy ): array {
		/* translators: %d: days */
		$policy['items'][] = sprintf( __( '<strong>Consent records</strong> (database, %d days): each choice made in the cookie banner — a random consent ID (also in the consent cookie), the time, the categories allowed or refused, the banner version and the page, and the visitor\'s IP address with its last part removed — so the site can show what a visitor agreed to. A logged-in user\'s records are included in Export Personal Data and removed by Erase Personal Data.', 'colophon' ), Retention::days() );
		return $policy;
	}

	/** Deleting the plugin drops the table and the daily clean-up. */
	public static function uninstall(): void {
		Table::drop();
		wp_clear_scheduled_hook( Retention::HOOK );
	}
}
