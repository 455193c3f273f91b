<?php
/**
 * The lightbox's row of the welcome screen: every image link in the lightbox, or not.
 *
 * @package Colophon
 */

namespace Colophon\Lightbox;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 40;
	}

	public function values( bool $done ): array {
		// Before setup nothing is ticked but consent: the owner opts in to each change.
		return array( 'lightbox' => $done && Feature::global() );
	}

	public function rows( Fields $f ): void {
		$f->check( 'lightbox', __( 'Lightbox for every image link', 'colophon' ), __( 'Links to an image open it over the page, with next and previous, instead of leaving the page.', 'colophon' ) );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		// 'yes'/'no' would read as true both: WordPress keeps false as '', which reads as off.
		return array( array( Feature::OPTION => $flag( 'lightbox' ) ? 1 : 0 ), array() );
	}
}
