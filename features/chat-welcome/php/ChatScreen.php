<?php
/**
 * Colophon → Chat: the chat service an owner already has (Crisp or Tidio, by its account) and the
 * welcome message it opens with, by page: built with WordPress's components (../admin-screen.tsx,
 * its rules in ../welcome.ts). Colophon then loads the chat on every page itself, after the page
 * has loaded and only once the visitor's consent allows its category (Feature.php prints the
 * marker). The option `colophon_chat` is registered with the Settings API and shown in the REST
 * settings endpoint, where sanitize() refuses a wrong account or message with the field named
 * (400) and keeps the settings in force.
 *
 * @package Colophon
 */

namespace Colophon\ChatWelcome;

use Colophon\Admin\ComponentScreen;

defined( 'ABSPATH' ) || exit;

final class ChatScreen extends ComponentScreen {

	public const SLUG   = 'colophon-chat';
	public const OPTION = 'colophon_chat';

	/** The services, and what their account looks like (../providers.ts checks the same). */
	public const PROVIDERS = array(
		'crisp' => '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i',
		'tidio' => '/^[a-z0-9]{20,64}$/',
	);

	public const CATEGORIES = array( 'functional', 'analytics', 'performance', 'advertisement' );

	/** The longest welcome message, and the most pages with their own. */
	private const MAX_MESSAGE = 500;
	private const MAX_PAGES   = 100;

	protected function slug(): string {
		return self::SLUG;
	}

	protected function title(): string {
		return __( 'Chat', 'colophon' );
	}

	protected function script(): string {
		return 'chat-welcome-screen';
	}

	protected function data(): array {
		return self::saved();
	}

	/** @return array{provider: string, account: string, category: string, pages: list<array{path: string, messages: list<string>}>, fallback: list<string>} */
	public static function saved(): array {
		$saved = get_option( self::OPTION, array() );
		list( $clean, $errors ) = self::check( is_array( $saved ) ? $saved : array() );
		// A value written past the check (by code): no chat, rather than a half-read one.
		return $errors ? self::check( array() )[0] : $clean;
	}

	public function register_setting(): void {
		if ( isset( get_registered_settings()[ self::OPTION ] ) ) {
			return;
		}
		$text = array( 'type' => 'string' );
		$list = array(
			'type'  => 'array',
			'items' => $text,
		);
		register_setting(
			'colophon',
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'The chat service Colophon loads after consent, and its welcome message by page.', 'colophon' ),
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'       => 'object',
						'properties' => array(
							'provider' => $text,
							'account'  => $text,
							'category' => $text,
							'pages'    => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'path'     => $text,
										'messages' => $list,
									),
								),
							),
							'fallback' => $list,
						),
					),
				),
			)
		);
	}

	/**
	 * The Settings API's check: a refused value keeps the settings in force and says why.
	 *
	 * @param mixed $value
	 */
	public static function sanitize( $value ): array {
		list( $clean, $errors ) = self::check( is_array( $value ) ? $value : array() );
		return self::kept_unless_refused( self::OPTION, $clean, $errors, array() );
	}

	/**
	 * The settings cleaned, or why they are refused, each naming the field.
	 *
	 * @param array<string, mixed> $value
	 * @return array{0: array, 1: list<string>}
	 */
	public static function check( array $value ): array {
		$text     = static fn( $v ): string => is_scalar( $v ) ? trim( (string) $v ) : '';
		$provider = $text( $value['provider'] ?? '' );
		$account  = $text( $value['account'] ?? '' );
		$category = $text( $value['category'] ?? '' );
		$errors   = array();
		if ( '' !== $provider && ! isset( self::PROVIDERS[ $provider ] ) ) {
			$errors[] = __( 'Chat service: choose one of the list.', 'colophon' );
		} elseif ( 'crisp' === $provider && ! preg_match( self::PROVIDERS['crisp'], $account ) ) {
			$errors[] = __( 'Crisp website ID: paste the ID from Crisp → Settings → Workspace settings → Setup & integrations (36 characters, such as 3f1c2a9e-…).', 'colophon' );
		} elseif ( 'tidio' === $provider && ! preg_match( self::PROVIDERS['tidio'], $account ) ) {
			$errors[] = __( 'Tidio public key: paste the key from Tidio → Settings → Developer (lowercase letters and digits).', 'colophon' );
		}
		if ( '' !== $category && ! in_array( $category, self::CATEGORIES, true ) ) {
			$errors[] = __( 'Consent category: choose one of the list.', 'colophon' );
		}
		$messages = static function ( $list ) use ( $text ): array {
			$kept = array();
			foreach ( is_array( $list ) ? $list : array() as $message ) {
				$message = sanitize_text_field( $text( $message ) );
				if ( '' !== $message ) {
					$kept[] = mb_substr( $message, 0, self::MAX_MESSAGE );
				}
			}
			return array_values( array_unique( $kept ) );
		};
		$pages = array();
		foreach ( array_values( is_array( $value['pages'] ?? null ) ? $value['pages'] : array() ) as $i => $page ) {
			$path = $text( is_array( $page ) ? ( $page['path'] ?? '' ) : '' );
			$list = $messages( is_array( $page ) ? ( $page['messages'] ?? array() ) : array() );
			if ( ! preg_match( '#^/[^\s<>"]*$#', $path ) ) {
				/* translators: %d: the line's number */
				$errors[] = sprintf( __( 'Welcome by page, line %d: start with the page’s path, such as /pricing/, then | and the message.', 'colophon' ), $i + 1 );
			} elseif ( ! $list ) {
				/* translators: %d: the line's number */
				$errors[] = sprintf( __( 'Welcome by page, line %d: write the message after the |.', 'colophon' ), $i + 1 );
			} else {
				$pages[] = array(
					'path'     => $path,
					'messages' => $list,
				);
			}
		}
		if ( count( $pages ) > self::MAX_PAGES ) {
			/* translators: %d: the most pages */
			$errors[] = sprintf( __( 'Welcome by page: at most %d pages.', 'colophon' ), self::MAX_PAGES );
		}
		if ( $errors ) {
			return array( array(), $errors );
		}
		return array(
			array(
				'provider' => $provider,
				'account'  => '' === $provider ? '' : $account,
				'category' => '' !== $category ? $category : 'functional',
				'pages'    => $pages,
				'fallback' => $messages( $value['fallback'] ?? array() ),
			),
			array(),
		);
	}
}
