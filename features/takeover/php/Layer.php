<?php
/**
 * Colophon's page-builder layer (../page-builder-api/): on a page taken over that carries a widget
 * of a checked add-on that runs the add-on's own scripts (`scripted` in ../addons.json), those
 * scripts stay, and the page builder's front end they are built on is Colophon's stand-in. It takes
 * the page builder's own handle, so the add-ons' scripts that name it as a dependency print after
 * it, and keeps what the page builder attached to the handle (its `elementorFrontendConfig`); the
 * page builder's modules handle, which the stand-in also defines, becomes an empty alias. Plain PHP
 * (tests in ../test/LayerTest.php); apply() writes it into WordPress's scripts.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class Layer {

	/** The page builder's front-end handle, which its add-ons' scripts depend on. */
	public const HANDLE = 'elementor-frontend';

	/** Its modules (`elementorModules`), defined by the stand-in too. */
	public const MODULES = 'elementor-frontend-modules';

	/** The built entry (dist/asset-manifest.json). */
	public const ENTRY = 'page-builder-api';

	/**
	 * `$registered` with the two handles pointed at the stand-in.
	 *
	 * @param array<string, array{src: string|false|null, deps: string[]}> $registered
	 * @return array<string, array{src: string|false|null, deps: string[]}>
	 */
	public static function swap( array $registered, string $src ): array {
		$registered[ self::HANDLE ]  = array(
			'src'  => $src,
			'deps' => array( 'jquery' ),
		);
		$registered[ self::MODULES ] = array(
			'src'  => false,
			'deps' => array(),
		);
		return $registered;
	}

	public static function apply( \WP_Scripts $scripts, string $src ): void {
		foreach ( self::swap( array(), $src ) as $handle => $script ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$scripts->registered[ $handle ]->src  = $script['src'];
				$scripts->registered[ $handle ]->deps = $script['deps'];
				$scripts->registered[ $handle ]->ver  = false;
			} else {
				$scripts->add( $handle, $script['src'], $script['deps'], false );
				$scripts->add_data( $handle, 'group', 1 );
			}
		}
		$scripts->enqueue( self::HANDLE );
	}
}
