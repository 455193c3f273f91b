<?php
/**
 * Settings → Colophon takeover (includes/Admin/SettingsPage.php: a plain form).
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class SettingsPage extends \Colophon\Admin\SettingsPage {

	private const NAMES = array(
		'elementor'     => 'Elementor',
		'elementor-pro' => 'Elementor Pro',
		'jet-engine'    => 'JetEngine',
	);

	protected function slug(): string {
		return 'colophon-takeover';
	}

	protected function title(): string {
		return __( 'Colophon takeover', 'colophon' );
	}

	protected function option(): string {
		return Module::OPTION;
	}

	protected function key(): string {
		return 'colophon_takeover';
	}

	protected function validate( array $input ): array {
		return array( ! empty( $input['enabled'] ), array() );
	}

	protected function saved_message(): string {
		return Module::enabled()
			? __( 'Takeover is on: visitors now get Colophon\'s front end instead of the page builder\'s scripts.', 'colophon' )
			: __( 'Takeover is off: the page builder\'s own scripts run, and Colophon stays out of their way.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save takeover setting', 'colophon' );
	}

	protected function saved(): array {
		return array( 'enabled' => Module::enabled() );
	}

	protected function rows( Fields $f ): void {
		$found = Module::incumbents();
		$names = array();
		foreach ( $found as $slug => $version ) {
			$names[] = trim( ( self::NAMES[ $slug ] ?? $slug ) . ' ' . $version );
		}
		echo '<tr><th scope="row">' . esc_html__( 'What it does', 'colophon' ) . '</th><td>';
		echo '<p>' . esc_html__( 'With takeover on, pages keep the markup and styles the page builder and the listing plugin print, but visitors no longer download their scripts (nor the Hello Elementor theme\'s header script, nor jQuery when nothing else on the page needs it): Colophon\'s handlers run popups, sticky headers, motion effects, carousels, menus, loop filters, listings, calendars, stores, accordions, tabs, counters, alerts and videos instead. Data stores defined in JetEngine keep working as they are. Breakpoints come from your page builder kit.', 'colophon' ) . '</p>';
		echo '<p>' . esc_html__( 'Add-ons built on the page builder\'s scripts stop working on the front end. To compare a page, open it with ?colophon-takeover=off while logged in as an administrator: you see the page builder\'s own front end. Developers can turn takeover off for a request with the colophon_takeover filter.', 'colophon' ) . '</p>';
		echo '<p><strong>' . esc_html__( 'Detected:', 'colophon' ) . '</strong> ' . esc_html( $names ? implode( ', ', $names ) : __( 'none of Elementor, Elementor Pro or JetEngine is active, so takeover has nothing to do.', 'colophon' ) ) . '</p>';
		echo '</td></tr>';
		$f->check( 'enabled', __( 'Replace the page builder\'s and the listing plugin\'s front-end scripts with Colophon', 'colophon' ) );
	}
}
