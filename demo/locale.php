<?php
/**
 * Demo-only: a visitor whose request says `X-Demo-Locale: de_DE` gets the site in German, with a
 * German translation of a few of Colophon's strings (demo/languages/colophon-de_DE.l10n.php, a
 * test's stand-in for a language pack), so a test can show that the banner's built-in texts
 * follow WordPress's language while an owner's own text stays as written (no string-translation
 * plugin here).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** The locale the request asks for, when it is the demo's German. */
function colophon_demo_locale(): string {
	return isset( $_SERVER['HTTP_X_DEMO_LOCALE'] ) && 'de_DE' === $_SERVER['HTTP_X_DEMO_LOCALE'] ? 'de_DE' : '';
}

add_filter( 'locale', static fn( string $locale ): string => '' !== colophon_demo_locale() ? colophon_demo_locale() : $locale );

add_filter(
	'load_textdomain_mofile',
	static function ( string $file, string $domain ): string {
		// WordPress 6.5+ reads colophon-de_DE.l10n.php beside the .mo it is given.
		return 'colophon' === $domain && 'de_DE' === colophon_demo_locale() ? __DIR__ . '/languages/colophon-de_DE.mo' : $file;
	},
	10,
	2
);
