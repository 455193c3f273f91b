<?php
/**
 * Colophon → Waitlist: where applications are forwarded after they are kept (an https address, or
 * a path of this site), and how many there are. Empty: they are kept in WordPress only
 * (Colophon → Applications). The option is registered with the Settings API too
 * (`colophon_waitlist`, in the REST settings endpoint for administrators).
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Admin\Fields;
use Colophon\Admin\SettingsPage;

defined( 'ABSPATH' ) || exit;

final class WaitlistPage extends SettingsPage {

	public const SLUG   = 'colophon-waitlist';
	public const OPTION = 'colophon_waitlist';

	/** Its own registration: the address alone, with its own check (sanitize()). */
	public function register_setting(): void {
		register_setting(
			'colophon',
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Where waitlist applications are forwarded after they are kept: an https address or a path of this site (then {address}/v1/waitlist).', 'colophon' ),
				'default'           => array( 'api' => '' ),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'       => 'object',
						'properties' => array( 'api' => array( 'type' => 'string' ) ),
					),
				),
			)
		);
	}

	/**
	 * The Settings API's check: an address that is not allowed keeps the one saved before.
	 *
	 * @param mixed $value
	 */
	public static function sanitize( $value ): array {
		$api = self::address( is_array( $value ) ? $value : array() );
		if ( null !== $api ) {
			return array( 'api' => $api );
		}
		\Colophon\Admin\SettingsPage::refused( self::OPTION, self::refusal() );
		$old = get_option( self::OPTION );
		return is_array( $old ) ? $old : array( 'api' => '' );
	}

	/**
	 * The address in a form's or the Settings API's value, cleaned: '' (none), an https address or a
	 * path of this site without its trailing slash; null when it is none of these.
	 *
	 * @param array<string, mixed> $value
	 */
	private static function address( array $value ): ?string {
		$api = is_string( $value['api'] ?? null ) ? trim( $value['api'] ) : '';
		if ( '' !== $api && ! Waitlist::allowed( $api, (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ) {
			return null;
		}
		return rtrim( $api, '/' );
	}

	private static function refusal(): string {
		return __( 'Forward applications to: use an https address (https://api.example.com) or a path of this site (/my-api); applications go to that address followed by /v1/waitlist.', 'colophon' );
	}

	protected function slug(): string {
		return self::SLUG;
	}

	protected function title(): string {
		return __( 'Waitlist', 'colophon' );
	}

	protected function option(): string {
		return self::OPTION;
	}

	protected function key(): string {
		return 'colophon_waitlist';
	}

	protected function validate( array $input ): array {
		$api = self::address( $input );
		return null === $api ? array( array(), array( self::refusal() ) ) : array( array( 'api' => $api ), array() );
	}

	/** The screen's address replaces the code-only option of before, for good. */
	protected function saved_also( array $input ): void {
		delete_option( 'colophon_waitlist_api' );
	}

	protected function saved(): array {
		return array( 'api' => Waitlist::api() );
	}

	protected function saved_message(): string {
		return '' === Waitlist::api()
			? __( 'Saved. Applications are kept in WordPress only (Colophon → Applications).', 'colophon' )
			: __( 'Saved. Each application is kept in WordPress, then forwarded to this address.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save waitlist settings', 'colophon' );
	}

	protected function before_form(): void {
		$count = (int) ( wp_count_posts( Applications::POST_TYPE )->publish ?? 0 );
		echo '<p>' . esc_html__( 'Every application sent from a waitlist form is kept in WordPress first, so none is lost when the address below is unset or down; then it is forwarded there, and tried again for 14 hours if that fails.', 'colophon' ) . ' ';
		printf(
			'<a href="%1$s">%2$s</a></p>',
			esc_url( admin_url( 'edit.php?post_type=' . Applications::POST_TYPE ) ),
			/* translators: %s: number of applications */
			esc_html( sprintf( _n( 'See the %s application', 'See the %s applications', $count, 'colophon' ), number_format_i18n( $count ) ) )
		);
	}

	protected function rows( Fields $f ): void {
		$f->text( 'api', __( 'Forward applications to', 'colophon' ), __( 'Your marketplace API\'s address: https://…, or a path of this site starting with /. Each application is sent as JSON to this address followed by /v1/waitlist. Leave empty to keep them in WordPress only.', 'colophon' ) );
	}
}
