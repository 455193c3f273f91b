<?php
/**
 * A server store in an HttpOnly cookie `je_data_store_{slug}` (comma list, one year), the listing
 * plugin's format, so anonymous visitors can use it without a PHP session.
 *
 * @package Colophon
 */

namespace Colophon\Stores;

defined( 'ABSPATH' ) || exit;

final class CookieStore extends Store {

	/** @var int[]|null Ids saved during this request (the cookie header is only read next time). */
	private ?array $pending = null;

	public function type(): string {
		return 'cookies';
	}

	private function name(): string {
		return 'je_data_store_' . $this->slug;
	}

	public function ids(): array {
		return $this->pending ?? self::clean( wp_unslash( $_COOKIE[ $this->name() ] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- cleaned to ints.
	}

	protected function save( array $ids ): void {
		$this->pending = $ids;
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$this->name(),
			implode( ',', $ids ),
			array(
				'expires'  => $ids ? time() + YEAR_IN_SECONDS : time() - HOUR_IN_SECONDS,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}
}
