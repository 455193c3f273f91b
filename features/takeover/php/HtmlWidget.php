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
 * Scripts are found as the browser finds them (\Colophon\HtmlTags: quoted attribute values, a
 * script's text up to its end tag); one inside an HTML comment counts too, which only ever keeps more.
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
		$scripts = false;
		$loads   = false;
		// Its scripts as a browser's parser finds them (\Colophon\HtmlTags), with one inside an HTML
		// comment counted too (its delimiters dropped), which only ever keeps more. What remains once
		// the data scripts are out is the code that runs (JSON-LD may well hold a `$`).
		$runs = \Colophon\HtmlTags::walk(
			str_replace( array( '<!--', '-->' ), '', $code ),
			static function ( array $tag ) use ( &$scripts, &$loads ) {
				if ( 'script' !== $tag['name'] || $tag['closing'] ) {
					return null;
				}
				$type = strtolower( trim( explode( ';', (string) ( $tag['attributes']['type'] ?? '' ) )[0] ) );
				if ( ! in_array( $type, self::RUNS, true ) ) {
					return array(
						'html'  => '',
						'until' => $tag['after'],
					);
				}
				$scripts = true;
				$loads   = $loads || '' !== trim( (string) ( $tag['attributes']['src'] ?? '' ) );
				return null;
			}
		);
		if ( $loads || preg_match( self::JQUERY, $runs ) ) {
			return 'html:jquery';
		}
		return $scripts ? 'html:scripts' : 'html:markup';
	}
}
