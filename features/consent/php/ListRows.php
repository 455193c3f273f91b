<?php
/**
 * The consent screen's categories and blocked providers as rows of fields (drawn by
 * features/consent/admin-screen.tsx): each row's fields, moved up and down, removed, added. A
 * provider's categories are ticked from the categories above. The JSON they used to be typed as
 * stays below, folded, for import and export: when its text is changed it is what is saved.
 *
 * Sent as `category_rows[n][…]` and `provider_rows[n][…]` once a row changed, with the JSON as it
 * was shown (`*_printed`); prepare() turns the rows into the JSON fields SettingsForm::validate()
 * reads, so validation and its messages stay the same for both ways of editing.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class ListRows {

	/** The JSON field each list is saved as => its rows' field. */
	private const LISTS = array(
		'categories' => 'category_rows',
		'providers'  => 'provider_rows',
	);

	/** $input with each list's rows turned into its JSON field, unless that JSON was edited by hand. */
	public static function prepare( array $input ): array {
		foreach ( self::LISTS as $field => $rows ) {
			$typed   = is_string( $input[ $field ] ?? null ) ? $input[ $field ] : '';
			$printed = is_string( $input[ $field . '_printed' ] ?? null ) ? $input[ $field . '_printed' ] : null;
			$edited  = null === $printed || self::normal( $typed ) !== self::normal( $printed );
			if ( ! $edited && is_array( $input[ $rows ] ?? null ) ) {
				$list            = 'categories' === $field ? self::categories( $input[ $rows ] ) : self::providers( $input[ $rows ] );
				$input[ $field ] = (string) wp_json_encode( $list, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES );
			}
			unset( $input[ $rows ], $input[ $field . '_printed' ] );
		}
		return $input;
	}

	/** Line endings and outer space do not count as an edit (browsers send CR LF). */
	private static function normal( string $json ): string {
		return trim( str_replace( "\r\n", "\n", $json ) );
	}

	/** The posted rows in their order, without removed and blank ones. */
	private static function ordered( array $rows, string $key ): array {
		$kept = array();
		foreach ( array_values( $rows ) as $i => $row ) {
			if ( ! is_array( $row ) || ! empty( $row['remove'] ) || '' === trim( (string) ( is_scalar( $row[ $key ] ?? '' ) ? $row[ $key ] ?? '' : '' ) ) ) {
				continue;
			}
			$order  = is_numeric( $row['order'] ?? null ) ? (float) $row['order'] : (float) ( $i + 1 );
			$kept[] = array( $order, $i, $row );
		}
		usort( $kept, static fn( array $a, array $b ): int => array( $a[0], $a[1] ) <=> array( $b[0], $b[1] ) );
		return array_column( $kept, 2 );
	}

	private static function categories( array $rows ): array {
		$list = array();
		foreach ( self::ordered( $rows, 'slug' ) as $row ) {
			$cookies = array();
			foreach ( preg_split( '/\R/', is_string( $row['cookies'] ?? null ) ? $row['cookies'] : '' ) as $line ) {
				$parts = array_map( 'trim', explode( '@', $line, 2 ) );
				if ( '' !== $parts[0] ) {
					$cookies[] = array(
						'id'     => $parts[0],
						'domain' => $parts[1] ?? '',
					);
				}
			}
			$list[] = array(
				'slug'        => trim( (string) $row['slug'] ),
				'name'        => trim( is_string( $row['name'] ?? null ) ? $row['name'] : '' ),
				'description' => trim( is_string( $row['description'] ?? null ) ? $row['description'] : '' ),
				'necessary'   => ! empty( $row['necessary'] ),
				'defaults'  => array(
					'gdpr' => ! empty( $row['gdpr'] ),
					'ccpa' => ! empty( $row['ccpa'] ),
				),
				'cookies'   => $cookies,
			);
		}
		return $list;
	}

	private static function providers( array $rows ): array {
		$list = array();
		foreach ( self::ordered( $rows, 'url' ) as $row ) {
			$list[] = array(
				'url'        => trim( (string) $row['url'] ),
				'categories' => array_values( array_filter( array_keys( is_array( $row['categories'] ?? null ) ? $row['categories'] : array() ), 'is_string' ) ),
				'fullPath'   => ! empty( $row['fullPath'] ),
			);
		}
		return $list;
	}

	/** Whether a JSON field's text is a list the rows can show (else its box opens, to be fixed). */
	private static function listed( Fields $f, string $field ): bool {
		$list = json_decode( $f->value( $field ), true );
		return is_array( $list ) && array_values( $list ) === $list;
	}

	/** Declares both lists' rows (features/consent/admin-screen.tsx draws them), then their JSON for import and export. */
	public static function declare( Fields $f ): void {
		$f->custom(
			'list-rows',
			__( 'Categories', 'colophon' ),
			array(
				'list' => 'categories',
				'rows' => 'category_rows',
				'help' => __( 'One category must be necessary (the consent cookie is in it). A necessary category is always allowed. Name and description are what visitors read; empty, the built-in ones.', 'colophon' ),
			)
		);
		$f->custom(
			'list-rows',
			__( 'Blocked providers', 'colophon' ),
			array(
				'list' => 'providers',
				'rows' => 'provider_rows',
				'help' => __( 'Scripts, frames and images from a matching address wait until the visitor allows one of its ticked categories.', 'colophon' ),
			)
		);
		$f->group(
			__( 'Import or export the categories and providers as JSON', 'colophon' ),
			! self::listed( $f, 'categories' ) || ! self::listed( $f, 'providers' ),
			static function ( Fields $f ): void {
				$f->note(
					__( 'As JSON', 'colophon' ),
					static function (): void {
						echo '<p class="description">' . esc_html__( 'Copy these to keep or move the lists; paste a list here to replace the rows above when you save.', 'colophon' ) . '</p>';
					}
				);
				$f->area( 'categories', __( 'Categories (JSON)', 'colophon' ), __( 'A list of {"slug", "name", "description", "necessary", "defaults": {"gdpr", "ccpa"}, "cookies": [{"id", "domain"}]}.', 'colophon' ) );
				$f->area( 'providers', __( 'Blocked providers (JSON)', 'colophon' ), __( 'A list of {"url" (a URL or fragment), "categories": [...], "fullPath"}.', 'colophon' ) );
			}
		);
	}
}
