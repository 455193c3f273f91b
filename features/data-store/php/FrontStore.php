<?php
/**
 * A store kept in the visitor's browser (localStorage). The server cannot read it: pages render
 * its buttons and listings empty and the data-store / listing-grid handlers fill them in.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class FrontStore extends Store {

	public function type(): string {
		return 'local-storage';
	}

	public function is_front(): bool {
		return true;
	}

	protected function holder_kind(): ?string {
		return null;
	}
}
