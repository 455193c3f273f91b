<?php
/**
 * Colophon → Waitlist, built with WordPress's components (../admin-screen.tsx, its rules in
 * ../fields.ts): the form's fields (Fields.php: label, kind, choices, required, width, autofill,
 * id, the name each is sent under), where applications are forwarded after they are kept (an
 * https address, or a path of this site; empty: kept in WordPress only, Colophon → Applications)
 * and the thank-you message a visitor reads. The option `colophon_waitlist` (`{api, thanks,
 * fields}`) is registered with the Settings API and shown in the REST settings endpoint, where
 * sanitize() refuses a bad address, message or field with the field named (400) and keeps the
 * settings in force.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Admin\ComponentScreen;

defined( 'ABSPATH' ) || exit;

final class WaitlistPage extends ComponentScreen {

	public const SLUG   = 'colophon-waitlist';
	public const OPTION = 'colophon_waitlist';

	public function register(): void {
		parent::register();
		// The screen's address replaces the code-only option of before, for good.
		add_action( 'add_option_' . self::OPTION, array( self::class, 'forget_old_address' ) );
		add_action( 'update_option_' . self::OPTION, array( self::class, 'forget_old_address' ) );
	}

	public static function forget_old_address(): void {
		delete_option( 'colophon_waitlist_api' );
	}

	protected function slug(): string {
		return self::SLUG;
	}

	protected function title(): string {
		return __( 'Waitlist', 'colophon' );
	}

	protected function script(): string {
		return 'waitlist-screen';
	}

	protected function data(): array {
		return array(
			'api'           => Waitlist::api(),
			'thanks'        => Waitlist::thanks(),
			'thanksBuiltIn' => \Colophon\I18n::text( 'waitlistSent' ),
			'fields'        => Fields::current(),
			'defaults'      => Fields::defaults(),
			'count'         => (int) ( wp_count_posts( Applications::POST_TYPE )->publish ?? 0 ),
			'applications'  => admin_url( 'edit.php?post_type=' . Applications::POST_TYPE ),
			'max'           => Fields::MAX_FIELDS,
			'maxThanks'     => self::MAX_THANKS,
		);
	}

	public function register_setting(): void {
		if ( isset( get_registered_settings()[ self::OPTION ] ) ) {
			return;
		}
		$text    = array( 'type' => 'string' );
		$boolean = array( 'type' => 'boolean' );
		register_setting(
			'colophon',
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'The waitlist form\'s fields, and where applications are forwarded after they are kept: an https address or a path of this site (then {address}/v1/waitlist).', 'colophon' ),
				'default'           => array( 'api' => '' ),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'       => 'object',
						'properties' => array(
							'api'    => $text,
							'thanks' => $text,
							'fields' => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'id'       => $text,
										'key'      => $text,
										'label'    => $text,
										'type'     => $text,
										'options'  => array(
											'type'  => 'array',
											'items' => $text,
										),
										'required' => $boolean,
										'wide'     => $boolean,
										'autofill' => $text,
									),
								),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The Settings API's check: a bad address or field keeps the settings saved before, and says
	 * why, each field named. Fields left out keep the ones saved (the address alone may be sent).
	 *
	 * @param mixed $value
	 */
	public static function sanitize( $value ): array {
		$value  = is_array( $value ) ? $value : array();
		$old    = get_option( self::OPTION );
		$errors = array();
		$api    = self::address( $value );
		if ( null === $api ) {
			$errors[] = self::refusal();
		}
		$clean = array( 'api' => (string) $api );
		if ( array_key_exists( 'thanks', $value ) ) {
			$thanks = self::thanks( $value['thanks'] );
			if ( null === $thanks ) {
				/* translators: %d: the most characters */
				$errors[] = sprintf( __( 'Thank-you message: at most %d characters, on one line.', 'colophon' ), self::MAX_THANKS );
			}
			$clean['thanks'] = (string) $thanks;
		} elseif ( isset( $old['thanks'] ) ) {
			$clean['thanks'] = $old['thanks'];
		}
		if ( array_key_exists( 'fields', $value ) ) {
			list( $fields, $refused ) = Fields::check( $value['fields'] );
			$errors                   = array_merge( $errors, $refused );
			$clean['fields']          = $fields;
		} elseif ( isset( $old['fields'] ) ) {
			$clean['fields'] = $old['fields'];
		}
		return self::kept_unless_refused( self::OPTION, $clean, $errors, array( 'api' => '' ) );
	}

	/** The longest thank-you message. */
	public const MAX_THANKS = 300;

	/**
	 * A thank-you message cleaned ('' for the built-in one), or null when it is too long or not text.
	 *
	 * @param mixed $thanks
	 */
	private static function thanks( $thanks ): ?string {
		if ( ! is_string( $thanks ) ) {
			return null;
		}
		$thanks = sanitize_text_field( $thanks );
		return mb_strlen( $thanks ) > self::MAX_THANKS ? null : $thanks;
	}

	/**
	 * The address in a value, cleaned: '' (none), an https address or a path of this site without
	 * its trailing slash; null when it is none of these.
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
}
