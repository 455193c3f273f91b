<?php
/**
 * A server store in the PHP session. The session starts only when the store is used (an
 * add/remove request or a page that lists it), never on every page.
 *
 * @package Colophon
 */

namespace Colophon\Stores;

defined( 'ABSPATH' ) || exit;

final class SessionStore extends Store {

	public function type(): string {
		return 'session';
	}

	private function start(): bool {
		if ( PHP_SESSION_ACTIVE === session_status() ) {
			return true;
		}
		return ! headers_sent() && session_start( array( 'cookie_httponly' => true, 'cookie_samesite' => 'Lax' ) );
	}

	public function ids(): array {
		if ( ! isset( $_COOKIE[ session_name() ] ) && PHP_SESSION_ACTIVE !== session_status() ) {
			return array(); // No session yet: nothing stored, and no reason to start one just to read.
		}
		return $this->start() ? self::clean( $_SESSION[ 'colophon_store_' . $this->slug ] ?? array() ) : array();
	}

	protected function save( array $ids ): void {
		if ( $this->start() ) {
			$_SESSION[ 'colophon_store_' . $this->slug ] = $ids;
		}
	}
}
