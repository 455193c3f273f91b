<?php
/**
 * Maps Colophon\Foo\Bar to includes/Foo/Bar.php.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class ): void {
		if ( ! str_starts_with( $class, 'Colophon\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class, strlen( 'Colophon\\' ) ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);
