<?php
/**
 * Tracking's row of the welcome screen: the ad pixel's code.
 *
 * @package Colophon
 */

namespace Colophon\Tracking;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 20;
	}

	public function values( bool $done ): array {
		return array( 'pixel_code' => (string) Settings::get()['pixel_code'] );
	}

	public function rows( Fields $f ): void {
		$f->text( 'pixel_code', __( 'TikTok pixel ID', 'colophon' ), __( 'Empty: no pixel. With an ID, TikTok\'s pixel loads after a visitor allows advertising cookies (so only with the consent banner on), and form sends and clicks go to it. The Tracking screen has the rest (experiments, affiliate links).', 'colophon' ) );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		list( $tracking, $errors ) = Settings::validate( array_merge( Settings::get(), array( 'pixel_code' => $text( 'pixel_code' ) ) ) );
		return array( array( Settings::OPTION => $tracking ), $errors );
	}
}
