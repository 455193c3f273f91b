<?php
/**
 * What the page builder's HTML widget (custom code) needs from a front end, read from the code the
 * owner pasted into it (plain PHP, no WordPress: tests in ../test/HtmlWidgetTest.php):
 *
 * - `html:markup`: no script that runs (an embed's iframe, a style, JSON-LD): nothing of the page
 *   builder's front end is needed;
 * - `html:scripts`: scripts that name nothing of it (no `elementorFrontend`, `elementorModules`,
 *   page-builder hooks) and no jQuery;
 * - `html:jquery`: code that names jQuery, or a script from an address (what it uses cannot be
 *   read here): taken over with jQuery kept on the page, where WordPress prints it (before the
 *   widget), as the page builder's front end would have loaded it;
 * - `html:page-builder`: code that uses the page builder's front end, which takeover removes: the
 *   page keeps it.
 *
 * Scripts are found as the browser finds them (a script's text ends at the first `</script`); one
 * inside an HTML comment counts too, which only ever keeps more.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class HtmlWidget {

	/** The widget's type, and its setting that holds the code. */
	public const TYPE    = 'html';
	public const SETTING = 'html';

	/** Names of the page builder's front end in code (its globals, its hooks' and events' prefixes). */
	private const PAGE_BUILDER = '/\belementor(?:Frontend|Modules|ProFrontend)\b|\belementor\/(?:frontend|popup)\b|\bfrontend\/element_ready\//i';

	/** Code that uses jQuery: by name, or through `$` as a function or namespace. */
	private const JQUERY = '/\bjQuery\b|(?<![\w$])\$\s*(?:\(|\.[a-zA-Z])/';

	/** Script types that run (no type is JavaScript; anything else, such as JSON-LD, is data). */
	private const RUNS = array( '', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript', 'text/jscript' );

	/** What the widget with this code needs (one of the names above). */
	public static function need( string $code ): string {
		if ( preg_match( self::PAGE_BUILDER, $code ) ) {
			return 'html:page-builder';
		}
		$jquery  = (bool) preg_match( self::JQUERY, self::without_data_scripts( $code ) );
		$scripts = false;
		foreach ( self::scripts( $code ) as $script ) {
			if ( ! in_array( $script['type'], self::RUNS, true ) ) {
				continue;
			}
			$scripts = true;
			if ( '' !== $script['src'] ) {
				$jquery = true;
			}
		}
		if ( $jquery ) {
			return 'html:jquery';
		}
		return $scripts ? 'html:scripts' : 'html:markup';
	}

	/**
	 * Every script element: its type (lowercased, parameters dropped) and its address.
	 *
	 * @return list<array{type: string, src: string}>
	 */
	private static function scripts( string $code ): array {
		if ( ! preg_match_all( '/<script\b([^>]*)>.*?(?:<\/script\s*>|$)/is', $code, $found, PREG_SET_ORDER ) ) {
			return array();
		}
		$out = array();
		foreach ( $found as $match ) {
			$out[] = array(
				'type' => self::type_of( $match[1] ),
				'src'  => trim( self::attribute( $match[1], 'src' ) ),
			);
		}
		return $out;
	}

	/** The code without its data scripts (JSON-LD may well hold a `$`). */
	private static function without_data_scripts( string $code ): string {
		return (string) preg_replace_callback(
			'/<script\b([^>]*)>.*?(?:<\/script\s*>|$)/is',
			static function ( array $match ): string {
				return in_array( self::type_of( $match[1] ), self::RUNS, true ) ? $match[0] : '';
			},
			$code
		);
	}

	/** A script's type from its tag's attribute text: lowercased, parameters (`; charset=…`) dropped. */
	private static function type_of( string $attributes ): string {
		return strtolower( trim( explode( ';', self::attribute( $attributes, 'type' ) )[0] ) );
	}

	/** An attribute's value in a tag's attribute text ('' when absent). */
	private static function attribute( string $attributes, string $name ): string {
		if ( preg_match( '/(?:^|\s)' . $name . '\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]+))/i', $attributes, $m ) ) {
			return html_entity_decode( $m[1] . ( $m[2] ?? '' ) . ( $m[3] ?? '' ), ENT_QUOTES );
		}
		return '';
	}
}
