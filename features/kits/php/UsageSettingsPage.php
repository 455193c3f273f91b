<?php
/**
 * Colophon → Usage sharing (includes/Admin/SettingsPage.php: a plain form).
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class UsageSettingsPage extends \Colophon\Admin\SettingsPage {

	protected function slug(): string {
		return 'colophon-usage-sharing';
	}

	protected function title(): string {
		return __( 'Colophon usage sharing', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Usage sharing', 'colophon' );
	}

	protected function option(): string {
		return UsageSettings::OPTION;
	}

	protected function validate( array $input ): array {
		return UsageSettings::validate( $input );
	}

	protected function saved_message(): string {
		return __( 'Usage sharing settings saved.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save usage sharing', 'colophon' );
	}

	protected function saved(): array {
		return UsageSettings::get();
	}

	protected function rows( Fields $f ): void {
		$f->check( 'share', __( 'Share editor usage events (kit export and import, template library) with the collector below. Off: the events never leave the browser.', 'colophon' ) );
		$f->text( 'collector', __( 'Collector URL', 'colophon' ), __( 'Receives one small JSON event per action (sendBeacon). No content of your site and no visitor data is in it.', 'colophon' ) );
	}
}
