<?php
/**
 * The catalogue on the consent screen: one row per known service (what it is, where it loads
 * from, its cookies) with a choice of what it waits for — its category, another one, or nothing.
 * The form posts one field per service (`service-<id>`); only the choices that differ from the
 * catalogue are saved (Settings `services`), so a later catalogue's fixes reach every site.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class ServiceRows {

	private const PREFIX = 'service-';

	/**
	 * The form's fields for the saved choices: every service's category (or "off").
	 *
	 * @param array<string, string> $overrides
	 * @return array<string, string>
	 */
	public static function values( array $overrides ): array {
		$out = array();
		foreach ( Catalogue::services() as $service ) {
			$out[ self::PREFIX . $service['id'] ] = (string) ( $overrides[ $service['id'] ] ?? $service['category'] );
		}
		return $out;
	}

	/**
	 * The posted choices as saved: only those that differ from the catalogue. A service the form
	 * did not post (a kit made before the catalogue) keeps the catalogue's choice.
	 *
	 * @param array<string, mixed> $input
	 * @param string[]             $slugs The site's categories.
	 * @param string[]             $errors
	 * @return array<string, string>
	 */
	public static function validate( array $input, array $slugs, array &$errors ): array {
		$out = array();
		foreach ( Catalogue::services() as $service ) {
			$value = $input[ self::PREFIX . $service['id'] ] ?? null;
			if ( null === $value || $value === $service['category'] ) {
				continue;
			}
			$value = (string) $value;
			if ( Catalogue::OFF !== $value && ! in_array( $value, $slugs, true ) ) {
				/* translators: 1: a service's name, 2: list of category slugs */
				$errors[] = sprintf( __( 'Known services, %1$s: choose "not held back" or one of the categories: %2$s.', 'colophon' ), $service['name'], implode( ', ', $slugs ) );
				continue;
			}
			$out[ $service['id'] ] = $value;
		}
		return $out;
	}

	/** @param string[] $slugs */
	public static function render( Fields $f, array $slugs ): void {
		$services = Catalogue::services();
		$texts    = BannerTexts::all();
		$options  = array();
		foreach ( $slugs as $slug ) {
			$options[ $slug ] = $texts[ 'category_' . $slug ] ?? $slug;
		}
		$options[ Catalogue::OFF ] = __( 'Not held back', 'colophon' );
		$held                      = 0;
		foreach ( $services as $service ) {
			$choice = $f->value( self::PREFIX . $service['id'] );
			$held  += Catalogue::OFF !== $choice && 'necessary' !== $choice ? 1 : 0;
		}

		echo '<tr><th scope="row">' . esc_html__( 'Known services', 'colophon' ) . '</th><td>';
		echo '<p class="description" id="colophon-services-help">';
		/* translators: 1: number of known services, 2: how many of them wait for consent */
		echo esc_html( sprintf( __( 'Colophon knows %1$d services sites like this embed; %2$d of them wait until the visitor allows their category, on every page, with nothing to set up. Necessary ones (fonts and libraries that set no cookies, spam protection, payments) are never held back. Move a service to another category, or choose "Not held back" if you have checked it needs no consent.', 'colophon' ), count( $services ), $held ) );
		echo '</p><details class="colophon-services"><summary>' . esc_html__( 'Show the known services', 'colophon' ) . '</summary>';
		echo '<table class="widefat striped colophon-list-rows"><caption class="screen-reader-text">' . esc_html__( 'Known services', 'colophon' ) . '</caption><thead><tr>';
		$headings = array( __( 'Service', 'colophon' ), __( 'Loads from', 'colophon' ), __( 'Its cookies', 'colophon' ), __( 'Waits for', 'colophon' ) );
		foreach ( $headings as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( $services as $service ) {
			$field   = self::PREFIX . $service['id'];
			$cookies = array_map( static fn( array $c ): string => $c['name'] . ' (' . $c['lifetime'] . ')', $service['cookies'] );
			printf(
				'<tr><td data-label="%1$s"><strong>%2$s</strong><br><span class="description">%3$s</span></td><td data-label="%4$s"><code>%5$s</code></td><td data-label="%6$s">%7$s</td>',
				esc_attr( $headings[0] ),
				esc_html( $service['name'] ),
				esc_html( $service['about'] ),
				esc_attr( $headings[1] ),
				implode( '</code><br><code>', array_map( 'esc_html', $service['hosts'] ) ), // phpcs:ignore WordPress.Security.EscapeOutput -- each host escaped.
				esc_attr( $headings[2] ),
				esc_html( $cookies ? implode( ', ', $cookies ) : __( 'none', 'colophon' ) )
			);
			/* translators: %s: a service's name */
			printf( '<td data-label="%1$s"><select id="colophon-%2$s" name="%3$s" aria-label="%4$s">', esc_attr( $headings[3] ), esc_attr( $field ), esc_attr( $f->name( $field ) ), esc_attr( sprintf( __( '%s waits for', 'colophon' ), $service['name'] ) ) );
			foreach ( $options as $value => $label ) {
				printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( (string) $value ), selected( $f->value( $field ), (string) $value, false ), esc_html( $label ) );
			}
			echo '</select></td></tr>';
		}
		echo '</tbody></table></details></td></tr>';
	}
}
