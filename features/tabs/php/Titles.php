<?php
/**
 * The accordion's and toggle's titles as a button inside a heading, from the first byte. The page
 * builder prints `<h3 class="elementor-tab-title" role="button" aria-controls aria-expanded>` around
 * an `<a class="elementor-accordion-title" tabindex="0">`: the role hides the heading from
 * assistive technology (a heading may not be a button), and the link inside is focusable with no
 * role. The handler (features/tabs/classic.ts) fixes it when it runs, but it runs only once the
 * widget is near; until then, and for tools that read the HTML, the server prints it fixed: the
 * heading keeps its level, the link carries role, state and the panel it controls.
 *
 * Applied to post content (the page builder's documents render through it) and to each accordion
 * or toggle the page builder renders elsewhere (headers, popups, loop items), only when Colophon
 * runs them: where the page builder's own front end runs (takeover off), its markup is its own.
 *
 * @package Colophon
 */

namespace Colophon\Tabs;

defined( 'ABSPATH' ) || exit;

final class Titles {

	/** A title's start tag, what comes before its link (icons), and the link's start tag. */
	private const TITLE = '#<(h[1-6]|div|p|span)\b([^>]*\bclass\s*=\s*["\'][^"\']*\belementor-tab-title\b[^>]*)>((?:(?!</?(?:h[1-6]|div|p|a)\b)[\s\S])*?)<a\b([^>]*\bclass\s*=\s*["\'][^"\']*\belementor-(?:accordion|toggle)-title\b[^>]*)>#i';

	/** @param callable(): bool $incumbent_runs Whether the page builder's own front end runs this request. */
	public function __construct( private $incumbent_runs ) {}

	public function register(): void {
		add_filter( 'the_content', fn( $html ) => ( $this->incumbent_runs )() ? $html : self::fix( $html ), 20 );
		add_filter(
			'elementor/widget/render_content',
			fn( $html, $widget = null ) => \Colophon\WidgetRender::applies( $html, $widget, array( 'accordion', 'toggle' ), $this->incumbent_runs ) ? self::fix( $html ) : $html,
			10,
			2
		);
	}

	/** `$html` with every accordion and toggle title moved to its link; anything else untouched. */
	public static function fix( $html ) {
		if ( ! is_string( $html ) || ! str_contains( $html, 'elementor-tab-title' ) ) {
			return $html;
		}
		return (string) preg_replace_callback( self::TITLE, array( self::class, 'move' ), $html );
	}

	/** @param string[] $m The match: tag, title attributes, icons, link attributes. */
	private static function move( array $m ): string {
		list( $whole, $tag, $title, $icons, $link ) = $m;
		if ( ! preg_match( '/\srole\s*=\s*["\']?button\b/i', $title ) || preg_match( '/\srole\s*=/i', $link ) ) {
			return $whole;
		}
		$state = array( 'role' => 'button' );
		foreach ( array( 'aria-controls', 'aria-expanded' ) as $name ) {
			if ( preg_match( '/\s' . $name . '\s*=\s*(["\'])(.*?)\1/i', $title, $value ) ) {
				$state[ $name ] = $value[2];
			}
		}
		$title = (string) preg_replace( '/\s(?:role|aria-controls|aria-expanded|tabindex)\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s>]+)/i', '', $title );
		$link  = (string) preg_replace( '/\s(?:aria-controls|aria-expanded)\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s>]+)/i', '', $link );
		if ( ! preg_match( '/\stabindex\s*=/i', $link ) ) {
			$state['tabindex'] = '0';
		}
		$added = '';
		foreach ( $state as $name => $value ) {
			$added .= sprintf( ' %s="%s"', $name, esc_attr( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
		}
		return '<' . $tag . $title . '>' . $icons . '<a' . $link . $added . '>';
	}
}
