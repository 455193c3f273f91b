<?php
/**
 * A server store in the logged-in user's meta (`colophon_store_{slug}`); anonymous visitors are
 * told to log in.
 *
 * @package Colophon
 */

namespace Colophon\Stores;

defined( 'ABSPATH' ) || exit;

final class UserMetaStore extends Store {

	public function type(): string {
		return 'user-meta';
	}

	public function available(): bool {
		return is_user_logged_in();
	}

	public function ids(): array {
		return $this->available() ? self::clean( get_user_meta( get_current_user_id(), 'colophon_store_' . $this->slug, true ) ) : array();
	}

	protected function save( array $ids ): void {
		if ( $this->available() ) {
			update_user_meta( get_current_user_id(), 'colophon_store_' . $this->slug, implode( ',', $ids ) );
		}
	}
}
