<?php
/**
 * The page builder's form sent without script (script off, or its chunk never arrived): the browser
 * posts the form to the page itself, where the page builder answers nothing, so the submission
 * would be lost. Here it is handed, in the same request, to the page builder's own handler (its
 * ajax action, as its script would call it: the submission is stored and its actions run), and
 * the visitor is sent back to the page (303, so a reload sends nothing twice) where ./Refill.php
 * shows the answer in the form: the success message, or each refused field with the form as it
 * was typed. A handler that ends the request itself (a fatal error, an `exit`) is answered too: the
 * form comes back filled with a message to send it again. A redirect the answer asks for is followed.
 *
 * @package Colophon
 */

namespace Colophon\Form;

use Colophon\I18n;

defined( 'ABSPATH' ) || exit;

final class NoScript {

	public const ACTION = 'elementor_pro_forms_send_form';

	/** The query argument that brings the answer back to the page, for this long. */
	private const ARG = 'colophon-form';

	private const KEEP = 10 * MINUTE_IN_SECONDS;

	/** Set while the handler runs: the output buffer level to read its answer from. */
	private ?int $level = null;

	private string $form_id = '';

	/** @var array<string, string|string[]> What the visitor typed, as posted. */
	private array $values = array();

	public function register(): void {
		add_action( 'template_redirect', array( $this, 'receive' ), 0 );
		add_action( 'template_redirect', array( $this, 'show' ), 1 );
	}

	/** A post of the page builder's form to a page: hand it to the page builder's handler. */
	public function receive(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the page builder's endpoint takes no nonce; it validates the form itself.
		if ( 'POST' !== sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) ) || wp_doing_ajax() || ! is_string( $_POST['form_id'] ?? null ) || ! is_string( $_POST['post_id'] ?? null ) || ! is_array( $_POST['form_fields'] ?? null ) ) {
			return;
		}
		$hook = ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . self::ACTION;
		if ( ! has_action( $hook ) ) {
			return;
		}
		$this->form_id = sanitize_text_field( wp_unslash( $_POST['form_id'] ) );
		$this->values  = self::values( wp_unslash( $_POST['form_fields'] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept as typed, escaped where printed (Refill).
		$_POST['action']    = self::ACTION;
		$_REQUEST['action'] = self::ACTION;
		if ( ! isset( $_POST['referrer'] ) ) {
			$_POST['referrer'] = self::page_url();
		}
		// phpcs:enable
		add_filter( 'wp_doing_ajax', '__return_true' );
		// wp_send_json() ends with wp_die(): end the request, and answer from the shutdown below.
		add_filter( 'wp_die_ajax_handler', array( self::class, 'end_handler' ) );

		// Before WordPress flushes the output buffers at shutdown (wp_ob_end_flush_all, priority 1).
		add_action( 'shutdown', array( $this, 'answer' ), 0 );
		ob_start();
		$this->level = ob_get_level();
		do_action( $hook );
		exit; // A handler that returned without answering: answered as a failure by answer().
	}

	/** What wp_die() calls for the handler's answer: end the request (answer() reads it). */
	public static function end_handler(): callable {
		return static function (): void {
			exit;
		};
	}

	/** Runs at the end of the request the handler ended: reads its answer and sends the visitor back. */
	public function answer(): void {
		if ( null === $this->level ) {
			return;
		}
		$raw = '';
		while ( ob_get_level() >= $this->level ) {
			$raw = (string) ob_get_clean() . $raw;
		}
		$this->level = null;
		$body        = json_decode( $raw, true );
		// A notice printed before the answer (WP_DEBUG on) must not turn a stored form into a failure.
		$json = strpos( $raw, '{"success"' );
		if ( ! is_array( $body ) && false !== $json ) {
			$body = json_decode( substr( $raw, $json ), true );
		}
		$outcome     = is_array( $body ) && is_bool( $body['success'] ?? null ) && is_array( $body['data'] ?? null ) ? $body : null;
		$data        = $outcome['data'] ?? array();
		if ( $outcome && $outcome['success'] ) {
			$redirect = is_array( $data['data'] ?? null ) && is_string( $data['data']['redirect_url'] ?? null ) ? $data['data']['redirect_url'] : '';
			if ( '' !== $redirect && wp_http_validate_url( $redirect ) ) {
				self::go( $redirect );
			}
			$answer = array(
				'kind'   => 'success',
				'lines'  => self::lines( (string) ( $data['message'] ?? '' ) ),
				'errors' => array(),
				'values' => array(),
			);
		} else {
			$errors = array();
			foreach ( (array) ( $data['errors'] ?? array() ) as $field => $text ) {
				if ( is_string( $text ) && '' !== trim( $text ) ) {
					$errors[ (string) $field ] = wp_strip_all_tags( $text );
				}
			}
			$lines  = $outcome ? self::lines( (string) ( $data['message'] ?? '' ) ) : array();
			$answer = array(
				'kind'   => 'danger',
				'lines'  => $lines ? $lines : array( I18n::text( 'formFailed' ) ),
				'errors' => $errors,
				'values' => $this->values,
			);
		}
		$token = wp_generate_password( 20, false );
		set_transient( self::ARG . '-' . $token, array( 'form_id' => $this->form_id ) + $answer, self::KEEP );
		// A refused field is focused when the page loads (autofocus), which a fragment would cancel.
		$fragment = $answer['errors'] ? '' : '#' . Refill::ANSWER_ID;
		self::go( add_query_arg( self::ARG, $token, remove_query_arg( self::ARG, self::page_url() ) ) . $fragment );
	}

	/** The page the answer is for: shown with it written into its form. */
	public function show(): void {
		$token = isset( $_GET[ self::ARG ] ) && is_string( $_GET[ self::ARG ] ) ? preg_replace( '/[^A-Za-z0-9]/', '', sanitize_text_field( wp_unslash( $_GET[ self::ARG ] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification
		$answer = '' === $token ? false : get_transient( self::ARG . '-' . $token );
		if ( ! is_array( $answer ) ) {
			return;
		}
		// What the visitor typed is in this page: never kept by a cache.
		nocache_headers();
		ob_start( static fn( string $html ): string => Refill::apply( $html, $answer ) );
	}

	/** The posted fields as strings and lists of strings (files come in $_FILES, not here). */
	private static function values( array $fields ): array {
		$values = array();
		foreach ( $fields as $id => $value ) {
			if ( is_string( $value ) ) {
				$values[ (string) $id ] = $value;
			} elseif ( is_array( $value ) ) {
				$values[ (string) $id ] = array_values( array_filter( $value, 'is_string' ) );
			}
		}
		return $values;
	}

	/** The endpoint's message as lines of text (it joins several with `<br>`; markup is never kept). */
	private static function lines( string $message ): array {
		$parts = preg_split( '/<br\s*\/?>|<div[^>]*>/i', $message );
		$parts = array_map( static fn( string $part ): string => trim( html_entity_decode( wp_strip_all_tags( $part ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ), (array) $parts );
		return array_values( array_filter( $parts, 'strlen' ) );
	}

	/** This request's address on the site's own scheme, host and port (never the Host header's). */
	private static function page_url(): string {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$home = (array) wp_parse_url( home_url() );
		$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
		return ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . $port . ( str_starts_with( $uri, '/' ) ? $uri : '/' );
	}

	/** A 303 to $url, replacing whatever the handler had set (its type and length belong to its JSON). */
	private static function go( string $url ): void {
		header_remove( 'Content-Length' );
		header_remove( 'Content-Type' );
		status_header( 303 );
		header( 'Cache-Control: no-store' );
		header( 'Location: ' . esc_url_raw( $url ) );
		exit;
	}
}
