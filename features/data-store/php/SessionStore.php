<?php
/**
 * A server store that lasts for the browser session (a signed session cookie, no PHP session files:
 * every web server sharing the database sees the same list).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class SessionStore extends Store {

	public function type(): string {
		return 'session';
	}

	protected function holder_kind(): ?string {
		return 'session';
	}
}
