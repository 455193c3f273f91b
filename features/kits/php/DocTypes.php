<?php
/**
 * doc_type → export group, from the table the admin app reads too (features/kits/doc-types.json).
 *
 * @package Colophon
 */

namespace Colophon\Kits;

defined( 'ABSPATH' ) || exit;

final class DocTypes {

	public const POPUP    = 'colophon-popup';
	public const PAGE     = 'colophon-page';
	public const STORE    = 'colophon-store';
	public const CONSENT  = 'colophon-consent-settings';
	public const TRACKING = 'colophon-tracking-settings';

	private static ?array $table = null;

	private static function table(): array {
		if ( null === self::$table ) {
			$json        = (string) file_get_contents( dirname( __DIR__ ) . '/doc-types.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin.
			self::$table = (array) json_decode( $json, true );
		}
		return self::$table;
	}

	/** The export group of a doc_type, or null. */
	public static function group( string $doc_type ): ?string {
		foreach ( (array) ( self::table()['groups'] ?? array() ) as $group => $types ) {
			if ( in_array( $doc_type, (array) $types, true ) ) {
				return (string) $group;
			}
		}
		return null;
	}

	public static function importable( string $doc_type ): bool {
		return in_array( $doc_type, (array) ( self::table()['importable'] ?? array() ), true );
	}
}
