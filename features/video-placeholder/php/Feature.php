<?php
/**
 * The video placeholder's server half: its thumbnail, a copy kept on this site (./Thumbnails.php),
 * so a visitor's browser asks the video provider for nothing before consent.
 *
 * @package Colophon
 */

namespace Colophon\VideoPlaceholder;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Thumbnails() )->register();
	}

	/** Deleting the plugin removes the kept thumbnails. */
	public static function uninstall(): void {
		Thumbnails::remove_all();
	}
}
