<?php
/**
 * How long consent records are kept (Colophon → Consent records, `colophon_consent_records_days`,
 * a registered setting: 1 to 3,650 days, a year by default), and the daily WP-Cron event that
 * deletes the older ones.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Retention {

	public const OPTION  = 'colophon_consent_records_days';
	public const GROUP   = 'colophon_consent_records';
	public const HOOK    = 'colophon_consent_records_purge';
	public const DEFAULT = 365;

	public function register(): void {
		add_action( 'admin_init', array( $this, 'setting' ) );
		add_action( 'rest_api_init', array( $this, 'setting' ) );
		add_action( self::HOOK, array( self::class, 'purge' ) );
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	public function setting(): void {
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT,
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/** A whole number of days from 1 to 3,650; otherwise the setting stays as it was, with a message. */
	public static function sanitize( $value ) {
		$days = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( ! ctype_digit( $days ) || (int) $days < 1 || (int) $days > 3650 ) {
			add_settings_error( self::OPTION, 'colophon-retention', __( 'Keep records for: enter a whole number of days from 1 to 3650.', 'colophon' ) );
			return self::days();
		}
		return (int) $days;
	}

	public static function days(): int {
		$days = (int) get_option( self::OPTION, self::DEFAULT );
		return $days >= 1 && $days <= 3650 ? $days : self::DEFAULT;
	}

	/** Deletes the records older than the retention period; returns how many. */
	public static function purge( ?int $now = null ): int {
		return Table::delete_older_than( ( $now ?? time() ) - self::days() * DAY_IN_SECONDS );
	}
}
