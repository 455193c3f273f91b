<?php
/**
 * PHPUnit bootstrap for the plugin's plain-PHP parts (no WordPress, no database): the classes
 * under test use nothing of WordPress. What needs WordPress is tested end to end, against the
 * real site (tests/e2e).
 */
define( 'ABSPATH', __DIR__ . '/' );
require_once __DIR__ . '/../../includes/autoload.php';
// Translation is the identity here (the tracking settings validate with translated messages).
if ( ! function_exists( '__' ) ) {
	function __( string $text, string $domain = 'default' ): string { // phpcs:ignore
		return $text;
	}
}
if ( ! function_exists( '_x' ) ) {
	function _x( string $text, string $context, string $domain = 'default' ): string { // phpcs:ignore
		return $text;
	}
}
if ( ! function_exists( 'wp_json_encode' ) ) {
	function wp_json_encode( $value, int $flags = 0 ) { // phpcs:ignore
		return json_encode( $value, $flags );
	}
}
if ( ! function_exists( 'esc_html' ) ) {
	function esc_html( string $text ): string { // phpcs:ignore
		return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
	}
}
if ( ! function_exists( 'esc_attr' ) ) {
	function esc_attr( string $text ): string { // phpcs:ignore
		return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
	}
}
// Signed identities (includes/Visitor.php): a fixed salt and WordPress's time constants.
if ( ! function_exists( 'wp_salt' ) ) {
	function wp_salt( string $scheme = 'auth' ): string { // phpcs:ignore
		return 'test-salt-' . $scheme;
	}
}
defined( 'HOUR_IN_SECONDS' ) || define( 'HOUR_IN_SECONDS', 3600 );
defined( 'WEEK_IN_SECONDS' ) || define( 'WEEK_IN_SECONDS', 604800 );
defined( 'YEAR_IN_SECONDS' ) || define( 'YEAR_IN_SECONDS', 31536000 );
if ( ! function_exists( 'wp_parse_url' ) ) {
	function wp_parse_url( string $url, int $component = -1 ) { // phpcs:ignore
		return parse_url( $url, $component ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
}
// Filters pass their value through; a test adds its own where it needs one.
if ( ! function_exists( 'apply_filters' ) ) {
	function apply_filters( string $hook, $value, ...$args ) { // phpcs:ignore
		return isset( $GLOBALS['colophon_test_filters'][ $hook ] ) ? $GLOBALS['colophon_test_filters'][ $hook ]( $value, ...$args ) : $value;
	}
}
if ( ! function_exists( 'esc_url' ) ) {
	function esc_url( string $url ): string { // phpcs:ignore
		return htmlspecialchars( $url, ENT_QUOTES, 'UTF-8' );
	}
}
defined( 'COLOPHON_FILE' ) || define( 'COLOPHON_FILE', dirname( __DIR__, 2 ) . '/colophon.php' );
if ( ! function_exists( 'plugins_url' ) ) {
	function plugins_url( string $path = '', string $plugin = '' ): string { // phpcs:ignore
		return 'https://site.test/wp-content/plugins/colophon/' . ltrim( $path, '/' );
	}
}
// Options from a test's own table ($GLOBALS['colophon_test_options']).
if ( ! function_exists( 'get_option' ) ) {
	function get_option( string $name, $fallback = false ) { // phpcs:ignore
		return $GLOBALS['colophon_test_options'][ $name ] ?? $fallback;
	}
}
if ( ! function_exists( 'esc_textarea' ) ) {
	function esc_textarea( string $text ): string { // phpcs:ignore
		return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
	}
}
if ( ! function_exists( 'sanitize_html_class' ) ) {
	function sanitize_html_class( string $name ): string { // phpcs:ignore
		return (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $name );
	}
}
if ( ! function_exists( 'home_url' ) ) {
	function home_url( string $path = '' ): string { // phpcs:ignore
		return 'https://site.test' . ( '' === $path ? '' : '/' . ltrim( $path, '/' ) );
	}
}
if ( ! function_exists( 'update_option' ) ) {
	function update_option( string $name, $value, $autoload = null ): bool { // phpcs:ignore
		$GLOBALS['colophon_test_options'][ $name ] = $value;
		return true;
	}
}
if ( ! function_exists( 'sanitize_text_field' ) ) {
	/** Close enough for the tests: no tags, no line breaks, trimmed. */
	function sanitize_text_field( string $text ): string { // phpcs:ignore
		return trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( $text ) ) );
	}
}
if ( ! function_exists( 'esc_url_raw' ) ) {
	/** Close enough for the tests: http(s) addresses only. */
	function esc_url_raw( string $url ): string { // phpcs:ignore
		return preg_match( '#^https?://#i', $url ) ? $url : '';
	}
}
if ( ! function_exists( 'get_transient' ) ) {
	function get_transient( string $name ) { // phpcs:ignore
		return $GLOBALS['colophon_test_transients'][ $name ] ?? false;
	}
}
if ( ! function_exists( 'set_transient' ) ) {
	function set_transient( string $name, $value, int $expiration = 0 ): bool { // phpcs:ignore
		$GLOBALS['colophon_test_transients'][ $name ] = $value;
		return true;
	}
}
if ( ! defined( 'HOUR_IN_SECONDS' ) ) {
	define( 'HOUR_IN_SECONDS', 3600 );
}
// A popup's rules (features/popup/php/Rules.php): WordPress's cleaners, as simple as their contracts.
if ( ! function_exists( 'absint' ) ) {
	function absint( $value ): int { // phpcs:ignore
		return abs( (int) $value );
	}
}
if ( ! function_exists( 'sanitize_key' ) ) {
	function sanitize_key( $key ): string { // phpcs:ignore
		return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( (string) $key ) );
	}
}
if ( ! function_exists( 'wp_strip_all_tags' ) ) {
	function wp_strip_all_tags( $text ): string { // phpcs:ignore
		return trim( strip_tags( (string) $text ) );
	}
}
if ( ! function_exists( 'current_time' ) ) {
	function current_time( string $format ): string { // phpcs:ignore
		return '2026-11-28 10:00:00';
	}
}
// The waitlist's fields (features/waitlist/php/Fields.php) make ids from labels.
if ( ! function_exists( 'remove_accents' ) ) {
	function remove_accents( string $text ): string { // phpcs:ignore
		return strtr( $text, array( 'é' => 'e', 'è' => 'e', 'ü' => 'u', 'ö' => 'o', 'ä' => 'a', 'ß' => 'ss' ) );
	}
}
// A refused setting is said as a settings error (includes/Admin/SettingsPage.php::refused()).
if ( ! function_exists( 'add_settings_error' ) ) {
	function add_settings_error( string $setting, string $code, string $message ): void { // phpcs:ignore
		$GLOBALS['colophon_test_settings_errors'][ $setting ][] = $message;
	}
}
if ( ! function_exists( 'add_filter' ) ) {
	function add_filter( string $hook, $callback, int $priority = 10, int $args = 1 ): bool { // phpcs:ignore
		return true;
	}
}
