<?php
/**
 * Outbound links' row of the welcome screen: links to other sites in a new tab, or not.
 *
 * @package Colophon
 */

namespace Colophon\OutboundLinks;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 45;
	}

	public function values( bool $done ): array {
		return array( 'outbound_new_tab' => $done && Feature::new_tab() );
	}

	public function rows( Fields $f ): void {
		$f->check( 'outbound_new_tab', __( 'Links to other sites in a new tab', 'colophon' ), __( 'A link to another site opens in a new tab, and screen readers say so. Each one a visitor follows is an event your analytics can count (colophon.link.outbound).', 'colophon' ) );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		return array( array( Feature::OPTION => $flag( 'outbound_new_tab' ) ? 1 : 0 ), array() );
	}
}
