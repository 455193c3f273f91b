<?php
/**
 * The tag manager's consent-mode defaults as the head boot pushes them, worked out here from the
 * owner's rows (validated by SettingsForm.php), so the boot only pushes what the page config
 * carries (features/consent/consent-mode.ts pushDefaults): one `default` per row (a row for all
 * regions has no `region` key), and a global all-denied one (security storage granted) when no
 * row covers all regions.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class ConsentMode {

	/** How long the tag manager waits for the stored choice's update, in ms. */
	public const WAIT_FOR_UPDATE = 2000;

	/**
	 * @param array<int, array<string, string>> $rows
	 * @return array<int, array<string, mixed>>
	 */
	public static function defaults( array $rows ): array {
		$out    = array();
		$global = false;
		foreach ( $rows as $row ) {
			$regions = trim( (string) ( $row['regions'] ?? '' ) );
			$all     = (bool) preg_match( '/^(all)?$/i', $regions );
			$global  = $global || $all;
			$signals = self::signals( $row['advertisement'] ?? 'denied', $row['analytics'] ?? 'denied', $row['functional'] ?? 'denied', $row['necessary'] ?? 'granted', $row['ad_user_data'] ?? null, $row['ad_personalization'] ?? null );
			$one     = $signals + array( 'wait_for_update' => self::WAIT_FOR_UPDATE );
			if ( ! $all ) {
				$one['region'] = (array) preg_split( '/\s*,\s*/', $regions );
			}
			$out[] = $one;
		}
		if ( ! $global ) {
			$out[] = self::signals( 'denied', 'denied', 'denied', 'granted' ) + array( 'wait_for_update' => self::WAIT_FOR_UPDATE );
		}
		return $out;
	}

	/**
	 * The seven signals from the four category values (ad user data and personalisation follow ads
	 * unless given), as features/consent/consent-mode.ts signals() builds its updates.
	 *
	 * @return array<string, string>
	 */
	private static function signals( string $ads, string $analytics, string $functional, string $security, ?string $user_data = null, ?string $personalization = null ): array {
		return array(
			'ad_storage'              => $ads,
			'ad_user_data'            => $user_data ?? $ads,
			'ad_personalization'      => $personalization ?? $ads,
			'analytics_storage'       => $analytics,
			'functionality_storage'   => $functional,
			'personalization_storage' => $functional,
			'security_storage'        => $security,
		);
	}
}
