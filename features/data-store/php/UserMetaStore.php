<?php
/**
 * A server store kept for the logged-in user (the listing plugin's "user-meta" type); anonymous
 * visitors are told to log in.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class UserMetaStore extends Store {

	public function type(): string {
		return 'user-meta';
	}

	protected function holder_kind(): ?string {
		return 'user';
	}

	public function available(): bool {
		return is_user_logged_in();
	}
}
