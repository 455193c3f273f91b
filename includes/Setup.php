<?php
/**
 * Whether the owner has finished the welcome screen (Colophon → Overview). Until then Colophon
 * changes nothing a visitor gets: no script, style, banner, widget or markup rewrite on the front
 * end. The admin screens, their REST routes and the data layer work from activation, so the owner
 * can set everything up (and import a kit) first.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Setup {

	public const OPTION = 'colophon_setup';

	/** Whether the welcome screen has been finished (or a site's code said so: filter `colophon_setup_done`). */
	public static function done(): bool {
		$saved = get_option( self::OPTION, array() );
		/**
		 * Filters whether the owner has finished the setup (before it, visitors get nothing of Colophon).
		 *
		 * @param bool $done
		 */
		return (bool) apply_filters( 'colophon_setup_done', is_array( $saved ) && ! empty( $saved['done'] ) );
	}

	/** The option's value for a setup finished now (the welcome screen saves it as its own option). */
	public static function finished(): array {
		return array(
			'done' => true,
			'at'   => time(),
		);
	}

	/** Marks the welcome screen finished without it (the demo installer). */
	public static function finish(): void {
		update_option( self::OPTION, self::finished() );
	}

	/**
	 * Whether this request gets Colophon's visitor-facing parts: always in the admin (admin-ajax
	 * included: the front end's own calls) and for an admin screen's save, elsewhere once set up.
	 */
	public static function visitors_get_colophon(): bool {
		return is_admin() || self::done() || self::saving_a_screen();
	}

	/**
	 * Whether this is a settings screen's save (its REST route, includes/Admin/SettingsPage.php):
	 * the features whose fields it holds register as they do in the admin, before the setup too.
	 * Asked before WordPress has parsed the request, so it reads the address.
	 */
	private static function saving_a_screen(): bool {
		// Decoded first: `?rest_route=%2Fcolophon%2F…` (plain permalinks) loses its octets to the sanitizer.
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( rawurldecode( wp_unslash( $_SERVER['REQUEST_URI'] ) ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitized once decoded; only compared.
		return str_contains( $uri, '/colophon/v1/screens/' );
	}
}
