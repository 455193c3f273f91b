<?php
/**
 * Colophon → Data: whether deleting the plugin keeps what Colophon stored (uninstall.php
 * reads it). Off by default: deleting Colophon removes its tables, options, popups and folders.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

final class DataSettingsPage extends SettingsPage {

	public const OPTION = 'colophon_keep_data';

	/** Whether the owner chose to keep the data (an older scalar value of the option counts too). */
	public static function keep(): bool {
		$saved = get_option( self::OPTION );
		return is_array( $saved ) ? ! empty( $saved['keep'] ) : (bool) $saved;
	}

	protected function slug(): string {
		return 'colophon-data';
	}

	protected function title(): string {
		return __( 'Colophon data', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Data', 'colophon' );
	}

	protected function option(): string {
		return self::OPTION;
	}

	protected function validate( array $input ): array {
		return array( array( 'keep' => ! empty( $input['keep'] ) ), array() );
	}

	protected function saved_message(): string {
		return __( 'Data settings saved.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save data settings', 'colophon' );
	}

	protected function saved(): array {
		return array( 'keep' => self::keep() );
	}

	protected function rows( Fields $f ): void {
		$f->check( 'keep', __( 'Keep my data when Colophon is deleted', 'colophon' ), __( 'Its likes and saved items, settings, popups and template folders stay in the database, for a reinstall. Off (the default): deleting the plugin from the Plugins screen removes all of it.', 'colophon' ) );
	}
}
