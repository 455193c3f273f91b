<?php
/**
 * Takeover's row of the welcome screen: on or off, and what that changes on this site.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 50;
	}

	public function values( bool $done ): array {
		return array( 'takeover' => Module::enabled() );
	}

	public function rows( Fields $f ): void {
		$builder = Module::incumbents()
			? __( 'The page builder\'s and the listing plugin\'s scripts are replaced by Colophon\'s on every page it fully covers (the Takeover screen lists them); other pages keep theirs.', 'colophon' )
			: __( 'No page builder is active, so takeover has nothing to do yet.', 'colophon' );
		$f->check( 'takeover', __( 'Takeover', 'colophon' ), $builder );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		return array( array( Module::OPTION => $flag( 'takeover' ) ), array() );
	}
}
