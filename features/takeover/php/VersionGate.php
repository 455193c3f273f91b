<?php
/**
 * Takeover only on the incumbents' versions it has been checked against (../checked.json: per
 * plugin, ranges from a version through a major.minor). A newer page builder may print other
 * markup or settings, an older one may lack what Colophon reads: on either, every page keeps the
 * incumbents' own front end, and the takeover screen and Site Health say which version and why.
 * Plain PHP, no WordPress but the filter: tests in ../test/VersionGateTest.php.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class VersionGate {

	/** The incumbents' names as owners know them. */
	public const NAMES = array(
		'elementor'     => 'Elementor',
		'elementor-pro' => 'Elementor Pro',
		'jet-engine'    => 'JetEngine',
	);

	/** @var array<string, list<array{from: string, through: string}>>|null */
	private static ?array $checked = null;

	/** @return array<string, list<array{from: string, through: string}>> The checked ranges, by incumbent. */
	public static function checked(): array {
		if ( null === self::$checked ) {
			$file = dirname( __DIR__ ) . '/checked.json';
			$data = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$out  = array();
			foreach ( is_array( $data ) ? $data : array() as $slug => $ranges ) {
				if ( '$' === $slug[0] || ! is_array( $ranges ) ) {
					continue;
				}
				foreach ( $ranges as $range ) {
					if ( is_string( $range['from'] ?? null ) && is_string( $range['through'] ?? null ) ) {
						$out[ $slug ][] = array(
							'from'    => $range['from'],
							'through' => $range['through'],
						);
					}
				}
			}
			/**
			 * Filters the incumbents' versions takeover runs on (slug => list of {from, through}).
			 * Widen them only for versions you have checked takeover on.
			 *
			 * @param array<string, array<int, array<string, string>>> $out Slug => ranges, each {from, through}.
			 */
			self::$checked = (array) apply_filters( 'colophon_takeover_checked_versions', $out );
		}
		return self::$checked;
	}

	/**
	 * The incumbents whose version is outside every range checked for them, each with what to say.
	 *
	 * @param array<string, string>                                     $incumbents slug => version (as Module::incumbents()).
	 * @param array<string, list<array{from: string, through: string}>> $checked
	 * @return array<string, string> slug => why (such as "Elementor 5.0.1: newer than the versions takeover is checked with (3.21.0 to 4.2.x)")
	 */
	public static function unchecked( array $incumbents, array $checked ): array {
		$out = array();
		foreach ( $incumbents as $slug => $version ) {
			$ranges = $checked[ $slug ] ?? array();
			if ( ! $ranges ) {
				continue; // An incumbent takeover does not act on by version (one a filter added).
			}
			$number = self::number( (string) $version );
			$in     = false;
			$newer  = '' !== $number; // newer than every range
			foreach ( '' === $number ? array() : $ranges as $range ) {
				$through_ok = self::at_most( $number, $range['through'] );
				$in         = $in || ( $through_ok && version_compare( $number, $range['from'], '>=' ) );
				$newer      = $newer && ! $through_ok;
			}
			if ( $in ) {
				continue;
			}
			// What to say, made only for a version outside the ranges.
			$name = self::NAMES[ $slug ] ?? $slug;
			$span = implode( ', ', array_map( static fn( array $r ): string => $r['from'] . ' – ' . $r['through'] . '.x', $ranges ) );
			if ( '' === $number ) {
				/* translators: 1: a plugin's name, 2: versions */
				$out[ $slug ] = sprintf( __( '%1$s: its version cannot be read; takeover is checked with %2$s', 'colophon' ), $name, $span );
			} elseif ( $newer ) {
				/* translators: 1: a plugin's name and version, 2: versions */
				$out[ $slug ] = sprintf( __( '%1$s: newer than the versions takeover is checked with (%2$s)', 'colophon' ), $name . ' ' . $number, $span );
			} else {
				/* translators: 1: a plugin's name and version, 2: versions */
				$out[ $slug ] = sprintf( __( '%1$s: not among the versions takeover is checked with (%2$s)', 'colophon' ), $name . ' ' . $number, $span );
			}
		}
		return $out;
	}

	/** Whether `$version` (its leading numbers) is from `$from` through every patch of `$through`. */
	public static function within( string $version, string $from, string $through ): bool {
		$number = self::number( $version );
		return '' !== $number && '' !== $from && '' !== $through && version_compare( $number, $from, '>=' ) && self::at_most( $number, $through );
	}

	/** A version's leading numbers ("4.2.1" of "4.2.1 (demo stand-in)"), or '' when it has none. */
	private static function number( string $version ): string {
		return preg_match( '/^\d+(?:\.\d+)*/', trim( $version ), $m ) ? $m[0] : '';
	}

	/** Whether `$version` is at most `$through` compared on as many parts as `$through` has (4.2 takes 4.2.9, not 4.3). */
	private static function at_most( string $version, string $through ): bool {
		$depth = count( explode( '.', $through ) );
		$head  = implode( '.', array_slice( array_pad( explode( '.', $version ), $depth, '0' ), 0, $depth ) );
		return version_compare( $head, $through, '<=' );
	}
}
