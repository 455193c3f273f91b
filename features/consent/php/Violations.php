<?php
/**
 * What strict mode's policy refused, as visitors' browsers report it: a same-origin beacon
 * (features/consent/strict.ts) posts the hosts a page tried to reach, and the consent settings list
 * them by host and page, so the owner can mark a host as always allowed or give it a provider
 * entry. Public by nature (any visitor's browser reports), so it keeps little and trusts nothing:
 * host names only (checked), paths only, at most 100 hosts of 10 pages each, in one option that
 * is not autoloaded.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Violations {

	public const OPTION = 'colophon_csp_violations';
	public const ROUTE  = '/csp-violations';
	private const HOSTS = 100;
	private const PAGES = 10;

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
		add_action( 'admin_post_colophon_csp_violations_clear', array( $this, 'clear' ) );
	}

	public function routes(): void {
		register_rest_route(
			'colophon/v1',
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'receive' ),
				'permission_callback' => '__return_true', // Every visitor's browser reports; what it may send is checked below.
			)
		);
	}

	/** A beacon's body: `{"page": "/path/", "hosts": ["cdn.example:443", …]}` (sent as text, so read by hand). */
	public function receive( \WP_REST_Request $request ): \WP_REST_Response {
		if ( ! Settings::enabled() || empty( Settings::get()['strict'] ) ) {
			return new \WP_REST_Response( null, 404 );
		}
		$body  = json_decode( (string) $request->get_body(), true );
		$page  = is_array( $body ) && is_string( $body['page'] ?? null ) ? self::path( $body['page'] ) : '';
		$hosts = is_array( $body ) && is_array( $body['hosts'] ?? null ) ? array_slice( array_filter( $body['hosts'], 'is_string' ), 0, 20 ) : array();
		$valid = array_values( array_filter( array_map( 'strtolower', $hosts ), static fn( string $h ): bool => (bool) preg_match( '/^[a-z0-9.-]{1,253}(:\d{1,5})?$/', $h ) ) );
		if ( '' === $page || ! $valid ) {
			return new \WP_REST_Response( null, 400 );
		}
		// One browser sends a report a page at most; a script that loops is stopped here.
		/**
		 * Filters how many strict-mode violation reports one address may send an hour (then 429).
		 *
		 * @param int $limit 30 by default; 0: no limit.
		 */
		if ( ! \Colophon\RateLimit::take( 'csp', (int) apply_filters( 'colophon_csp_reports_per_hour', 30 ) ) ) {
			return new \WP_REST_Response( null, 429 );
		}
		self::record( $page, $valid, time() );
		return new \WP_REST_Response( null, 204 );
	}

	/** A page's path, nothing more: no query (it may carry personal data), at most 200 characters. */
	private static function path( string $page ): string {
		$path = (string) wp_parse_url( $page, PHP_URL_PATH );
		return str_starts_with( $path, '/' ) ? substr( sanitize_text_field( $path ), 0, 200 ) : '';
	}

	/** @param string[] $hosts */
	public static function record( string $page, array $hosts, int $now ): void {
		$list = self::all();
		foreach ( $hosts as $host ) {
			if ( ! isset( $list[ $host ] ) && count( $list ) >= self::HOSTS ) {
				continue;
			}
			$entry          = $list[ $host ] ?? array( 'count' => 0, 'pages' => array(), 'last' => 0 );
			$entry['count'] = (int) $entry['count'] + 1;
			$entry['last']  = $now;
			if ( isset( $entry['pages'][ $page ] ) || count( $entry['pages'] ) < self::PAGES ) {
				$entry['pages'][ $page ] = (int) ( $entry['pages'][ $page ] ?? 0 ) + 1;
			}
			$list[ $host ] = $entry;
		}
		update_option( self::OPTION, $list, false );
	}

	/** @return array<string, array{count: int, pages: array<string, int>, last: int}> Most recent first. */
	public static function all(): array {
		$list = get_option( self::OPTION, array() );
		$list = is_array( $list ) ? $list : array();
		uasort( $list, static fn( array $a, array $b ): int => (int) $b['last'] <=> (int) $a['last'] );
		return $list;
	}

	public function clear(): void {
		check_admin_referer( 'colophon_csp_violations_clear', 'colophon_clear_nonce' );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You cannot change these settings.', 'colophon' ), 403 );
		}
		delete_option( self::OPTION );
		wp_safe_redirect( admin_url( 'admin.php?page=colophon-consent#colophon-csp-violations' ) );
		exit;
	}

	/** The list on the consent settings screen. */
	public static function render(): void {
		$list = self::all();
		echo '<h2 id="colophon-csp-violations">' . esc_html__( 'Hosts your pages tried to reach before consent', 'colophon' ) . '</h2>';
		if ( ! $list ) {
			echo '<p>' . esc_html__( 'None reported. In strict mode, visitors’ browsers report each host the policy refused; they appear here by page.', 'colophon' ) . '</p>';
			return;
		}
		echo '<p>' . esc_html__( 'Reported by visitors’ browsers in strict mode. Add a host to “Hosts always allowed” if the site needs it, or to the blocked providers with its category.', 'colophon' ) . '</p>';
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Host', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Pages', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Times', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Last', 'colophon' ) . '</th></tr></thead><tbody>';
		foreach ( $list as $host => $entry ) {
			printf(
				'<tr><td><code>%1$s</code></td><td>%2$s</td><td>%3$d</td><td>%4$s</td></tr>',
				esc_html( (string) $host ),
				esc_html( implode( ', ', array_keys( (array) $entry['pages'] ) ) ),
				(int) $entry['count'],
				esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $entry['last'] ) )
			);
		}
		echo '</tbody></table>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><p><input type="hidden" name="action" value="colophon_csp_violations_clear">';
		// Its own field name: the settings form above has the `_wpnonce` id already.
		wp_nonce_field( 'colophon_csp_violations_clear', 'colophon_clear_nonce' );
		submit_button( __( 'Clear the list', 'colophon' ), 'secondary', 'submit', false );
		echo '</p></form>';
	}
}
