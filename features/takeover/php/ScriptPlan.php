<?php
/**
 * Which scripts takeover drops from a page (plain PHP, no WordPress: tests/php/ScriptPlanTest.php).
 *
 * Dropped: every queued script whose file lives in an incumbent's plugin folder, every queued
 * script that needs one of those (directly or through its own dependencies: an add-on built on the
 * page builder's front end cannot work without it), and jQuery (`jquery`, `jquery-core`,
 * `jquery-migrate`) when no script that stays needs it and nothing queued it by name.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class ScriptPlan {

	public const JQUERY = array( 'jquery', 'jquery-core', 'jquery-migrate' );

	/**
	 * The incumbents' folders. With them the page builder's own theme: its one front-end script
	 * toggles its header menu (Colophon's nav-menu chunk does that under takeover) and was what
	 * kept jQuery on every page.
	 */
	public const DIRS = array( '/plugins/elementor/', '/plugins/elementor-pro/', '/plugins/jet-engine/', '/themes/hello-elementor/' );

	/**
	 * @param array<string, array{src: string|false|null, deps: string[]}> $registered Every registered script.
	 * @param string[]                                                      $queue      The handles queued for this page.
	 * @param string[]                                                      $dirs       Path fragments of the incumbents' plugin folders ("/plugins/elementor/").
	 * @return string[] Queued handles to dequeue, in queue order; plus the jQuery handles when they go.
	 */
	public static function drop( array $registered, array $queue, array $dirs ): array {
		$theirs = array();
		foreach ( $registered as $handle => $script ) {
			$src = (string) ( $script['src'] ?? '' );
			foreach ( $dirs as $dir ) {
				if ( '' !== $dir && '' !== $src && str_contains( $src, $dir ) ) {
					$theirs[ $handle ] = true;
					break;
				}
			}
		}
		$drop = array();
		$keep = array();
		foreach ( $queue as $handle ) {
			$needs = self::closure( $registered, array( $handle ) );
			if ( array_intersect_key( $needs, $theirs ) ) {
				$drop[] = $handle;
			} else {
				$keep[] = $handle;
			}
		}
		$declared = array_intersect( self::JQUERY, $keep );
		$needed   = array_intersect_key( self::closure( $registered, array_diff( $keep, self::JQUERY ) ), array_flip( self::JQUERY ) );
		if ( ! $declared && ! $needed ) {
			$drop = array_values( array_unique( array_merge( $drop, self::JQUERY ) ) );
		}
		return $drop;
	}

	/** @return array<string, true> `$handles` and everything they depend on. */
	private static function closure( array $registered, array $handles ): array {
		$seen  = array();
		$stack = array_values( $handles );
		while ( $stack ) {
			$handle = (string) array_pop( $stack );
			if ( isset( $seen[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			foreach ( (array) ( $registered[ $handle ]['deps'] ?? array() ) as $dep ) {
				$stack[] = (string) $dep;
			}
		}
		return $seen;
	}
}
