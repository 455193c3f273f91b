<?php
/**
 * Loop grids and their filter bars: the shortcodes, the refresh-loop route, and the route the
 * front end calls (the page builder's own where Elementor Pro's loop filter runs).
 *
 * @package Colophon
 */

namespace Colophon\LoopFilter;

use Colophon\Context;
use Colophon\Kit\Shortcodes;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new LoopGrid( $context->markers() ) )->register();
		( new RefreshLoop() )->register();
		Shortcodes::markers( array( LoopGrid::FILTER, LoopGrid::BLOCK ), array( 'loop-filter' ) );
		Shortcodes::markers( array( LoopGrid::GRID ), array() );
		add_filter( 'colophon_config', array( $this, 'config' ) );
	}

	/** The route that can rebuild a loop the page builder printed: its own, when Elementor Pro's loop filter is active. */
	public function config( array $config ): array {
		$config['loopFilter'] = array( 'namespace' => class_exists( '\\ElementorPro\\Modules\\LoopFilter\\Module' ) ? 'elementor-pro' : 'colophon' );
		return $config;
	}
}
