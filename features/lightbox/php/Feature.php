<?php
/**
 * The lightbox: whether every link to an image opens in it (the page config's `lightbox`), and that
 * choice on the welcome screen.
 *
 * @package Colophon
 */

namespace Colophon\Lightbox;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	/** Whether every link to an image opens in the lightbox (on when unset: the demo and sites set up before the welcome screen). */
	public const OPTION = 'colophon_lightbox_global';

	public static function global(): bool {
		return (bool) get_option( self::OPTION, true );
	}

	public function register( Context $context ): void {
		add_filter(
			'colophon_config',
			static function ( array $config ): array {
				$config['lightbox'] = array( 'global' => self::global() );
				return $config;
			}
		);
		add_filter( 'colophon_welcome_sections', array( self::class, 'welcome' ) );
	}

	/** @param array<string, \Colophon\Admin\WelcomeSection> $sections */
	public static function welcome( array $sections ): array {
		$sections['lightbox'] = new Welcome();
		return $sections;
	}
}
