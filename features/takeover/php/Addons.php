<?php
/**
 * The page-builder add-ons takeover has checked (../addons.json). For each one running at a checked
 * version: its widgets that run no script count as covered, and under takeover its scripts are
 * dropped with the page builder's (ScriptPlan), since every widget of it that runs a script keeps
 * the page. Its own header and footer templates, which takeover cannot read, keep every page while
 * one is in use. An add-on at another version, or a widget of it not listed, keeps the page as any
 * unknown widget does, and the takeover screen names the add-on. Plain PHP but for the version and
 * template look-ups: tests in ../test/AddonsTest.php.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class Addons {

	/** @var array<string, array<string, mixed>>|null */
	private static ?array $data = null;

	/** @return array<string, array<string, mixed>> The checked add-ons, by slug. */
	public static function data(): array {
		if ( null === self::$data ) {
			$file       = dirname( __DIR__ ) . '/addons.json';
			$read       = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$read       = array_filter( is_array( $read ) ? $read : array(), static fn( $addon, $slug ) => '$' !== $slug[0] && is_array( $addon ), ARRAY_FILTER_USE_BOTH );
			/**
			 * Filters the add-ons takeover has checked (slug => name, version, from, through, dirs,
			 * prefixes, markup, scripted, templates, settings, switches; as features/takeover/addons.json). Add one only for the
			 * widgets and versions you have compared with the page builder's own front end.
			 *
			 * @param array<string, array<string, mixed>> $read
			 */
			self::$data = (array) apply_filters( 'colophon_takeover_addons', $read );
		}
		return self::$data;
	}

	/**
	 * The settings of every listed add-on that switch on a script of its own for an element or a
	 * whole page (`settings`), whichever add-on and version runs: read by ./WidgetTree.php.
	 *
	 * @return string[]
	 */
	public static function setting_keys( array $data ): array {
		$keys = array();
		foreach ( $data as $addon ) {
			$keys = array_merge( $keys, array_map( 'strval', (array) ( $addon['settings'] ?? array() ) ) );
		}
		return array_values( array_unique( $keys ) );
	}

	/**
	 * The add-ons of `$data` on this site, with their versions ('' where it cannot be read).
	 *
	 * @return array<string, string>
	 */
	public static function running( array $data ): array {
		$out = array();
		foreach ( $data as $slug => $addon ) {
			$source = (string) ( $addon['version'] ?? '' );
			if ( str_contains( $source, '::' ) ) {
				list( $class, $method ) = explode( '::', $source, 2 );
				if ( class_exists( $class, false ) ) {
					$out[ $slug ] = is_callable( array( $class, $method ) ) ? (string) call_user_func( array( $class, $method ) ) : '';
				}
			} elseif ( '' !== $source && defined( $source ) ) {
				$out[ $slug ] = (string) constant( $source );
			}
		}
		return $out;
	}

	/**
	 * The running add-ons at a version they were checked with.
	 *
	 * @param array<string, string> $running slug => version
	 * @return string[] slugs
	 */
	public static function checked( array $data, array $running ): array {
		$out = array();
		foreach ( $running as $slug => $version ) {
			$addon = $data[ $slug ] ?? array();
			if ( VersionGate::within( $version, (string) ( $addon['from'] ?? '' ), (string) ( $addon['through'] ?? '' ) ) ) {
				$out[] = $slug;
			}
		}
		return $out;
	}

	/**
	 * What the checked add-ons add: widget types covered (`markup`, and `scripted`: those checked
	 * to work with their scripts on Colophon's page-builder layer), plugin folders whose scripts go,
	 * and for each `scripted` widget the add-on whose scripts it keeps (and whose folders then stay).
	 *
	 * @param string[] $slugs
	 * @return array{covers: string[], dirs: string[], scripted: array<string, string>, dirs_of: array<string, string[]>}
	 */
	public static function adds( array $data, array $slugs ): array {
		$covers   = array();
		$dirs     = array();
		$scripted = array();
		$dirs_of  = array();
		foreach ( $slugs as $slug ) {
			$covers = array_merge( $covers, array_map( 'strval', (array) ( $data[ $slug ]['markup'] ?? array() ) ) );
			foreach ( (array) ( $data[ $slug ]['scripted'] ?? array() ) as $widget ) {
				$covers[]                    = (string) $widget;
				$scripted[ (string) $widget ] = (string) $slug;
			}
			foreach ( (array) ( $data[ $slug ]['dirs'] ?? array() ) as $dir ) {
				if ( '' !== (string) $dir ) {
					$dirs[]             = (string) $dir;
					$dirs_of[ $slug ][] = (string) $dir;
				}
			}
		}
		return array(
			'covers'   => $covers,
			'dirs'     => $dirs,
			'scripted' => $scripted,
			'dirs_of'  => $dirs_of,
		);
	}

	/**
	 * The add-ons whose scripts a page needs: those with a `scripted` widget among its needs.
	 *
	 * @param array<string, int>    $needs    The page's widget types and element features.
	 * @param array<string, string> $scripted widget type => add-on slug (adds()).
	 * @return string[] slugs
	 */
	public static function scripts_needed( array $needs, array $scripted ): array {
		return array_values( array_unique( array_values( array_intersect_key( $scripted, $needs ) ) ) );
	}

	/**
	 * What the takeover screen says of an uncovered widget type an add-on of `$data` owns: its name
	 * and version, and why it keeps the page; '' for a widget of no add-on listed.
	 *
	 * @param array<string, string> $running slug => version
	 */
	public static function describe( array $data, array $running, string $widget ): string {
		foreach ( $data as $slug => $addon ) {
			// A setting of its own that switches on its script (`setting:<key>`).
			if ( str_starts_with( $widget, 'setting:' ) && in_array( substr( $widget, 8 ), array_map( 'strval', (array) ( $addon['settings'] ?? array() ) ), true ) ) {
				/* translators: %s: an add-on's name */
				return sprintf( __( '%s: this setting runs the add-on\'s own script, which Colophon does not run yet', 'colophon' ), (string) ( $addon['name'] ?? $slug ) );
			}
			foreach ( (array) ( $addon['prefixes'] ?? array() ) as $prefix ) {
				if ( '' === (string) $prefix || ! str_starts_with( $widget, (string) $prefix ) ) {
					continue;
				}
				$name = (string) ( $addon['name'] ?? $slug );
				if ( ! isset( $running[ $slug ] ) ) {
					return $name;
				}
				$named = trim( $name . ' ' . $running[ $slug ] );
				if ( ! VersionGate::within( $running[ $slug ], (string) ( $addon['from'] ?? '' ), (string) ( $addon['through'] ?? '' ) ) ) {
					/* translators: 1: an add-on's name and version, 2: versions */
					return sprintf( __( '%1$s: not among the versions takeover is checked with (%2$s)', 'colophon' ), $named, ( $addon['from'] ?? '' ) . ' – ' . ( $addon['through'] ?? '' ) . '.x' );
				}
				/* translators: %s: an add-on's name and version */
				return sprintf( __( '%s: this widget runs the add-on\'s scripts and has not been checked with Colophon\'s page-builder layer', 'colophon' ), $named );
			}
		}
		return '';
	}

	/**
	 * The checked add-ons with a site-wide switch of their own on (`switches`: options holding one
	 * entry per extension, each with `enabled`; Essential Addons' reading progress, table of contents
	 * or scroll to top for every page): each keeps every page (`<slug>:<option>`).
	 *
	 * @param string[]                $slugs
	 * @param callable(string): mixed $option How an option is read (get_option).
	 * @return array<string, int>
	 */
	public static function switches_on( array $data, array $slugs, callable $option ): array {
		$out = array();
		foreach ( $slugs as $slug ) {
			foreach ( (array) ( $data[ $slug ]['switches'] ?? array() ) as $name ) {
				foreach ( (array) $option( (string) $name ) as $entry ) {
					if ( is_array( $entry ) && ! empty( $entry['enabled'] ) ) {
						$out[ $slug . ':' . $name ] = 1;
						break;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * The checked add-ons whose own header or footer templates are in use: each keeps every page
	 * (`<slug>:templates`), since takeover cannot read what they render. One query per add-on that
	 * has such templates; Coverage keeps the answer until such a template changes.
	 *
	 * @param string[] $slugs
	 * @return array<string, int>
	 */
	public static function templates_in_use( array $data, array $slugs ): array {
		$out = array();
		foreach ( $slugs as $slug ) {
			$rule = $data[ $slug ]['templates'] ?? null;
			if ( ! is_array( $rule ) || ! post_type_exists( (string) ( $rule['post_type'] ?? '' ) ) ) {
				continue;
			}
			$found = get_posts(
				array(
					'post_type'      => (string) $rule['post_type'],
					'post_status'    => 'publish',
					'meta_key'       => (string) ( $rule['meta_key'] ?? '' ), // phpcs:ignore WordPress.DB.SlowDBQuery -- one row at most.
					'meta_value'     => (string) ( $rule['meta_value'] ?? '' ), // phpcs:ignore WordPress.DB.SlowDBQuery
					'fields'         => 'ids',
					'posts_per_page' => 1,
					'no_found_rows'  => true,
				)
			);
			if ( $found ) {
				$out[ $slug . ':templates' ] = 1;
			}
		}
		return $out;
	}
}
