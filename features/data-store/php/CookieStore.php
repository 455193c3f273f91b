<?php
/**
 * A server store that lasts as long as the visitor's browser keeps its (signed, HttpOnly, one-year)
 * visitor cookie: the listing plugin's "cookies" type, for anonymous visitors, with the list kept
 * on the server (features/data-store/php/Items.php), so a forged cookie cannot add or remove anyone's items.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class CookieStore extends Store {

	public function type(): string {
		return 'cookies';
	}

	protected function holder_kind(): ?string {
		return 'browser';
	}
}
