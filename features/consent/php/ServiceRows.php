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

	/**
	 * Declares how many services wait, then, folded, one choice per service (what it is, where it
	 * loads from and its cookies in its help).
	 *
	 * @param string[] $slugs
	 */
	public static function declare( Fields $f, array $slugs ): void {
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
		$f->note(
			__( 'Known services', 'colophon' ),
			static function () use ( $services, $held ): void {
				/* translators: 1: number of known services, 2: how many of them wait for consent */
				echo '<p class="description">' . esc_html( sprintf( __( 'Colophon knows %1$d services sites like this embed; %2$d of them wait until the visitor allows their category, on every page, with nothing to set up. Necessary ones (fonts and libraries that set no cookies, spam protection, payments) are never held back. Move a service to another category, or choose "Not held back" if you have checked it needs no consent.', 'colophon' ), count( $services ), $held ) ) . '</p>';
			}
		);
		$f->group(
			__( 'Show the known services', 'colophon' ),
			false,
			static function ( Fields $f ) use ( $services, $options ): void {
				foreach ( $services as $service ) {
					$cookies = array_map( static fn( array $c ): string => $c['name'] . ' (' . $c['lifetime'] . ')', $service['cookies'] );
					/* translators: 1: what the service is, 2: the hosts it loads from, 3: its cookies */
					$help = sprintf( __( '%1$s Loads from %2$s. Its cookies: %3$s.', 'colophon' ), $service['about'], implode( ', ', $service['hosts'] ), $cookies ? implode( ', ', $cookies ) : __( 'none', 'colophon' ) );
					/* translators: %s: a service's name */
					$f->select( self::PREFIX . $service['id'], sprintf( __( '%s waits for', 'colophon' ), $service['name'] ), $options, $help );
				}
			}
		);
	}
}
