<?php
/**
 * Maps the core's Colophon\Foo\Bar to includes/Foo/Bar.php, and a feature's Colophon\FooBar\Baz to
 * features/foo-bar/php/Baz.php (a namespace per feature, named after its folder).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, 'Colophon\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( 'Colophon\\' ) ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( ! is_readable( $file ) && str_contains( $relative, '/' ) ) {
			list( $space, $rest ) = explode( '/', $relative, 2 );
			$folder               = strtolower( (string) preg_replace( '/(?<=[a-z0-9])(?=[A-Z])/', '-', $space ) );
			$file                 = dirname( __DIR__ ) . '/features/' . $folder . '/php/' . $rest . '.php';
		}
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);
