<?php
/**
 * The consent screen's categories and blocked providers as rows of form fields, in WordPress's own
 * admin table markup and without script: each row's fields, an order number (rows are saved in
 * that order), a Remove box, and one blank row to add another (save to get a fresh blank row). A
 * provider's categories are ticked from the categories above. The JSON they used to be typed as
 * stays below, folded, for import and export: when its text is changed it is what is saved.
 *
 * Posted as `category_rows[n][…]` and `provider_rows[n][…]`, with the JSON as it was printed
 * (`*_printed`); prepare() turns the rows into the JSON fields SettingsForm::validate() reads, so
 * validation, its messages and a refused form's draft stay the same for both ways of editing.
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

	/** A JSON field's list as the form shows it (null when the text is not a JSON list: the JSON box then opens). */
	private static function decoded( Fields $f, string $field ): ?array {
		$list = json_decode( $f->value( $field ), true );
		return is_array( $list ) && array_values( $list ) === $list ? $list : null;
	}

	/** Prints both lists' rows, then their JSON for import and export. */
	public static function render( Fields $f ): void {
		$categories = self::decoded( $f, 'categories' );
		$providers  = self::decoded( $f, 'providers' );
		$slugs      = array_values( array_filter( array_map( static fn( $c ) => is_array( $c ) && is_string( $c['slug'] ?? null ) ? $c['slug'] : null, $categories ?? array() ) ) );

		echo '<tr><th scope="row">' . esc_html__( 'Categories', 'colophon' ) . '</th><td>';
		self::table(
			$f,
			'category_rows',
			__( 'Categories', 'colophon' ),
			array( __( 'Slug', 'colophon' ), __( 'Name and description visitors read (empty: the built-in ones)', 'colophon' ), __( 'Necessary', 'colophon' ), __( 'Allowed before a choice (opt-in law)', 'colophon' ), __( 'Allowed before a choice (opt-out law)', 'colophon' ), __( 'Its cookies: one per line, id or id @ domain', 'colophon' ) ),
			array_merge( $categories ?? array(), array( array() ) ),
			static function ( string $name, array $c, string $label ): void {
				$cookies = array();
				foreach ( (array) ( $c['cookies'] ?? array() ) as $cookie ) {
					$cookies[] = is_array( $cookie ) ? trim( ( $cookie['id'] ?? '' ) . ( '' !== (string) ( $cookie['domain'] ?? '' ) ? ' @ ' . $cookie['domain'] : '' ) ) : '';
				}
				printf( '<td><input type="text" class="regular-text" style="width:10em" name="%1$s[slug]" value="%2$s" aria-label="%3$s"></td>', esc_attr( $name ), esc_attr( (string) ( $c['slug'] ?? '' ) ), esc_attr( $label . ': ' . __( 'slug', 'colophon' ) ) );
				printf(
					'<td><input type="text" class="regular-text" style="width:12em" name="%1$s[name]" value="%2$s" aria-label="%3$s"><textarea rows="2" style="width:100%%;min-width:12em;display:block;margin-top:4px" name="%1$s[description]" aria-label="%4$s">%5$s</textarea></td>',
					esc_attr( $name ),
					esc_attr( (string) ( $c['name'] ?? '' ) ),
					esc_attr( $label . ': ' . __( 'name', 'colophon' ) ),
					esc_attr( $label . ': ' . __( 'description', 'colophon' ) ),
					esc_textarea( (string) ( $c['description'] ?? '' ) )
				);
				foreach ( array( 'necessary' => __( 'necessary', 'colophon' ), 'gdpr' => __( 'allowed before a choice (opt-in law)', 'colophon' ), 'ccpa' => __( 'allowed before a choice (opt-out law)', 'colophon' ) ) as $key => $what ) {
					$on = 'necessary' === $key ? ! empty( $c['necessary'] ) : ! empty( $c['defaults'][ $key ] );
					printf( '<td><input type="checkbox" name="%1$s[%2$s]" value="1" %3$s aria-label="%4$s"></td>', esc_attr( $name ), esc_attr( $key ), checked( $on, true, false ), esc_attr( $label . ': ' . $what ) );
				}
				printf( '<td><textarea rows="2" class="code" style="width:100%%;min-width:12em" name="%1$s[cookies]" aria-label="%2$s">%3$s</textarea></td>', esc_attr( $name ), esc_attr( $label . ': ' . __( 'cookies', 'colophon' ) ), esc_textarea( implode( "\n", $cookies ) ) );
			}
		);
		echo '<p class="description">' . esc_html__( 'One category must be necessary (the consent cookie is in it). A necessary category is always allowed.', 'colophon' ) . '</p></td></tr>';

		echo '<tr><th scope="row">' . esc_html__( 'Blocked providers', 'colophon' ) . '</th><td>';
		self::table(
			$f,
			'provider_rows',
			__( 'Blocked providers', 'colophon' ),
			array( __( 'Address (a URL or a fragment of one)', 'colophon' ), __( 'Waits for', 'colophon' ), __( 'Match the whole path', 'colophon' ) ),
			array_merge( $providers ?? array(), array( array() ) ),
			static function ( string $name, array $p, string $label ) use ( $slugs ): void {
				printf( '<td><input type="text" class="regular-text" name="%1$s[url]" value="%2$s" aria-label="%3$s"></td>', esc_attr( $name ), esc_attr( (string) ( $p['url'] ?? '' ) ), esc_attr( $label . ': ' . __( 'address', 'colophon' ) ) );
				echo '<td><fieldset><legend class="screen-reader-text">' . esc_html( $label . ': ' . __( 'waits for', 'colophon' ) ) . '</legend>';
				foreach ( $slugs as $slug ) {
					printf( '<label style="display:inline-block;margin-right:1em;white-space:nowrap"><input type="checkbox" name="%1$s[categories][%2$s]" value="1" %3$s> %4$s</label>', esc_attr( $name ), esc_attr( $slug ), checked( in_array( $slug, (array) ( $p['categories'] ?? array() ), true ), true, false ), esc_html( $slug ) );
				}
				echo '</fieldset></td>';
				printf( '<td><input type="checkbox" name="%1$s[fullPath]" value="1" %2$s aria-label="%3$s"></td>', esc_attr( $name ), checked( ! empty( $p['fullPath'] ), true, false ), esc_attr( $label . ': ' . __( 'match the whole path', 'colophon' ) ) );
			}
		);
		echo '<p class="description">' . esc_html__( 'Scripts, frames and images from a matching address wait until the visitor allows one of its ticked categories.', 'colophon' ) . '</p></td></tr>';

		$open = null === $categories || null === $providers;
		echo '<tr><th scope="row">' . esc_html__( 'As JSON', 'colophon' ) . '</th><td><details' . ( $open ? ' open' : '' ) . '><summary>' . esc_html__( 'Import or export the categories and providers as JSON', 'colophon' ) . '</summary>';
		echo '<p class="description">' . esc_html__( 'Copy these to keep or move the lists; paste a list here to replace the rows above when you save.', 'colophon' ) . '</p><table class="form-table" role="presentation">';
		$f->area( 'categories', __( 'Categories (JSON)', 'colophon' ), __( 'A list of {"slug", "necessary", "defaults": {"gdpr", "ccpa"}, "cookies": [{"id", "domain"}]}.', 'colophon' ) );
		$f->area( 'providers', __( 'Blocked providers (JSON)', 'colophon' ), __( 'A list of {"url" (a URL or fragment), "categories": [...], "fullPath"}.', 'colophon' ) );
		echo '</table>';
		foreach ( array_keys( self::LISTS ) as $field ) {
			printf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( $f->name( $field . '_printed' ) ), esc_attr( $f->value( $field ) ) );
		}
		echo '</details></td></tr>';
	}

	/**
	 * One list as a table: a row per item (the last one blank, to add), each with an order number
	 * and a Remove box after its own cells.
	 *
	 * @param string[] $headings
	 * @param callable(string, array, string): void $cells Prints a row's own cells.
	 */
	private static function table( Fields $f, string $rows, string $caption, array $headings, array $items, callable $cells ): void {
		static $styled = false;
		if ( ! $styled ) {
			$styled = true;
			// On a phone WordPress stacks the cells: each says what it is, as its column heading did.
			echo '<style>@media (max-width:782px){.colophon-list-rows thead{display:none}.colophon-list-rows td{display:block;padding:4px 8px}.colophon-list-rows td::before{content:attr(data-label);display:block;font-weight:600;margin-bottom:2px}.colophon-list-rows tr{display:block;border-bottom:1px solid #c3c4c7;padding:8px 0}}</style>';
		}
		$headings = array_merge( $headings, array( __( 'Order', 'colophon' ), __( 'Remove', 'colophon' ) ) );
		echo '<table class="widefat striped colophon-list-rows"><caption class="screen-reader-text">' . esc_html( $caption ) . '</caption><thead><tr>';
		foreach ( $headings as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$last = count( $items ) - 1;
		foreach ( array_values( $items ) as $i => $item ) {
			$name = $f->name( $rows ) . '[' . $i . ']';
			/* translators: 1: the list's name, 2: a row number */
			$label = $i === $last ? sprintf( __( '%s: new row', 'colophon' ), $caption ) : sprintf( __( '%1$s: row %2$d', 'colophon' ), $caption, $i + 1 );
			echo '<tr>';
			ob_start();
			$cells( $name, is_array( $item ) ? $item : array(), $label );
			$column = 0;
			$labelled = static function () use ( $headings, &$column ): string {
				return '<td data-label="' . esc_attr( $headings[ $column++ ] ?? '' ) . '">';
			};
			echo preg_replace_callback( '/<td>/', $labelled, (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- the cells escape their own parts.
			$count = count( $headings );
			printf( '<td data-label="%4$s"><input type="number" step="1" style="width:4.5em" name="%1$s[order]" value="%2$d" aria-label="%3$s"></td>', esc_attr( $name ), absint( $i + 1 ), esc_attr( $label . ': ' . __( 'order', 'colophon' ) ), esc_attr( $headings[ $count - 2 ] ) );
			if ( $i === $last ) {
				echo '<td></td>';
			} else {
				printf( '<td data-label="%3$s"><input type="checkbox" name="%1$s[remove]" value="1" aria-label="%2$s"></td>', esc_attr( $name ), esc_attr( $label . ': ' . __( 'remove', 'colophon' ) ), esc_attr( $headings[ $count - 1 ] ) );
			}
			echo '</tr>';
		}
		echo '</tbody></table>';
	}
}
