<?php
/** Reading tags as a browser does, so no way of writing a blocked tag gets it fetched. */

use Colophon\Consent\InertTags;
use PHPUnit\Framework\TestCase;

final class InertTagsTest extends TestCase {

	public static function blocked( string $url ): ?array {
		$lower = strtolower( $url );
		if ( str_contains( $lower, 'pixel' ) ) {
			return array( 'advertisement' );
		}
		return str_contains( $lower, '/trackers/analytics' ) ? array( 'analytics' ) : null;
	}

	private static function rewrite( string $html, array $options = array() ): string {
		return InertTags::rewrite( $html, array( self::class, 'blocked' ), $options )['html'];
	}

	public static function unquoted_and_odd(): array {
		return array(
			'unquoted script src'        => array( '<script src=/trackers/analytics.js></script>', '<script data-colophon-src="/trackers/analytics.js" type="text/plain" data-colophon-categories="analytics" data-colophon-position="body"></script>' ),
			'unquoted iframe src'        => array( '<iframe src=https://ads.example/pixel width=1 height=1></iframe>', '<iframe data-colophon-src="https://ads.example/pixel" width="1" height="1" data-colophon-categories="advertisement"></iframe>' ),
			'single quotes, upper case'  => array( "<SCRIPT SRC='/Trackers/Analytics.js' ASYNC></SCRIPT>", '<script data-colophon-src="/Trackers/Analytics.js" async="" type="text/plain" data-colophon-categories="analytics" data-colophon-position="body"></SCRIPT>' ),
			'spaces around ='            => array( '<img alt="" src = "https://x.example/pixel.gif">', '<img alt="" data-colophon-src="https://x.example/pixel.gif" data-colophon-categories="advertisement">' ),
			'entities in the URL'        => array( '<script src="&#x2F;trackers&#x2F;analytics.js"></script>', '<script data-colophon-src="/trackers/analytics.js" type="text/plain" data-colophon-categories="analytics" data-colophon-position="body"></script>' ),
			'> inside a quoted value'    => array( '<img title="a > b" src=//x.example/pixel.gif>', '<img title="a &gt; b" data-colophon-src="//x.example/pixel.gif" data-colophon-categories="advertisement">' ),
			'a module type is kept'      => array( '<script type=module src=/trackers/analytics.js></script>', '<script data-colophon-type="module" data-colophon-src="/trackers/analytics.js" type="text/plain" data-colophon-categories="analytics" data-colophon-position="body"></script>' ),
			'srcset with one bad source' => array( '<img src=/a.jpg srcset="/a@2x.jpg 2x, https://x.example/pixel.gif 3x">', '<img src="/a.jpg" data-colophon-srcset="/a@2x.jpg 2x, https://x.example/pixel.gif 3x" data-colophon-categories="advertisement">' ),
			'a preload link'             => array( '<link rel=preload as=script href=/trackers/analytics.js>', '<link rel="preload" as="script" data-colophon-href="/trackers/analytics.js" data-colophon-categories="analytics">' ),
			'self-closing'               => array( '<img src=/pixel.gif />', '<img data-colophon-src="/pixel.gif" data-colophon-categories="advertisement" />' ),
			'categories the author wrote' => array( '<img data-colophon-categories="necessary" src=/pixel.gif>', '<img data-colophon-src="/pixel.gif" data-colophon-categories="advertisement necessary">' ),
			'a script that claims inert'  => array( '<script type=text/plain data-colophon-categories=necessary src=/trackers/analytics.js></script>', '<script data-colophon-src="/trackers/analytics.js" type="text/plain" data-colophon-categories="analytics necessary" data-colophon-position="body"></script>' ),
			'an SVG image'                => array( '<svg><image href="/pixel.gif"/></svg>', '<svg><image data-colophon-href="/pixel.gif" data-colophon-categories="advertisement" /></svg>' ),
			'an SVG feImage, xlink'       => array( '<feImage xlink:href="/pixel.gif">', '<feimage data-colophon-href="/pixel.gif" data-colophon-categories="advertisement">' ),
			'an image input'              => array( '<input type=image src=/pixel.gif>', '<input type="image" data-colophon-src="/pixel.gif" data-colophon-categories="advertisement">' ),
			'a table background'          => array( '<td background=/pixel.gif>', '<td data-colophon-background="/pixel.gif" data-colophon-categories="advertisement">' ),
			'a preload image srcset'      => array( '<link rel=preload as=image imagesrcset="/pixel.gif 2x">', '<link rel="preload" as="image" data-colophon-imagesrcset="/pixel.gif 2x" data-colophon-categories="advertisement">' ),
			'an inline style'             => array( '<p style="color:red;background:url(/pixel.gif)">x</p>', '<p data-colophon-style="color:red;background:url(/pixel.gif)" data-colophon-categories="advertisement">x</p>' ),
			'an escaped inline style'     => array( "<div style='background:\\75 rl(\"/pixel.gif\")'>", '<div data-colophon-style="background:\\75 rl(&quot;/pixel.gif&quot;)" data-colophon-categories="advertisement">' ),
			'a <style> that imports'      => array( '<style media=screen>@import url("https://x.example/pixel.css"); p{color:red}</style><p>x</p>', '<style media="screen" type="text/plain" data-colophon-categories="advertisement">@\\69 mport url("https://x.example/pixel.css"); p{color:red}</style><p>x</p>' ),
			'a typed <style>, escaped'    => array( '<STYLE type=text/css>.a{background:\\75 rl(/pixel.gif)}</STYLE>', '<style type="text/plain" data-colophon-type="text/css" data-colophon-categories="advertisement">.a{background:\\75 rl(/pixel.gif)}</STYLE>' ),
			'a <style> that claims inert' => array( '<style type=text/plain data-colophon-categories=necessary>@import "/pixel.css";</style>', '<style type="text/plain" data-colophon-categories="advertisement necessary">@\\69 mport "/pixel.css";</style>' ),
			'duplicate attribute: first' => array( '<script src=/trackers/analytics.js src=/main.js></script>', '<script data-colophon-src="/trackers/analytics.js" type="text/plain" data-colophon-categories="analytics" data-colophon-position="body"></script>' ),
		);
	}

	/** @dataProvider unquoted_and_odd */
	public function test_a_blocked_tag_is_made_inert_however_it_is_written( string $html, string $expected ): void {
		$this->assertSame( $expected, self::rewrite( $html ) );
	}

	public static function not_tags(): array {
		return array(
			'a comment'             => array( '<!-- <script src=/trackers/analytics.js></script> -->' ),
			'a script\'s text'      => array( '<script>var s = "<img src=/pixel.gif>";</script>' ),
			'a textarea'            => array( '<textarea><iframe src=/pixel></iframe></textarea>' ),
			'a title'               => array( '<title><img src=/pixel.gif></title>' ),
			'a style'               => array( '<style>/* <img src=/pixel.gif> */</style>' ),
			'an unblocked tag'      => array( '<script src=/main.js async></script><img src=cover.jpg alt=\'x\'>' ),
			'plain text with a <'   => array( '<p>a < b and <3 and <!doctype html></p>' ),
			'a style without a provider' => array( '<p style="background:url(/cover.png)">x</p>' ),
			'already inert'         => array( '<script type="text/plain" data-colophon-src="/pixel.js" data-colophon-categories="advertisement"></script>' ),
		);
	}

	/** @dataProvider not_tags */
	public function test_what_is_not_a_blocked_tag_is_left_byte_for_byte( string $html ): void {
		$this->assertSame( $html, self::rewrite( $html ) );
	}

	public function test_the_text_after_a_raw_text_element_is_read_again(): void {
		$html = '<script>if (a < b) {}</script><iframe src=/pixel></iframe><textarea></textarea ><img src=/pixel.gif>';
		$out  = self::rewrite( $html );
		$this->assertStringContainsString( '<script>if (a < b) {}</script>', $out );
		$this->assertStringContainsString( '<iframe data-colophon-src="/pixel"', $out );
		$this->assertStringContainsString( '<img data-colophon-src="/pixel.gif"', $out );
	}

	public function test_an_enqueued_script_and_its_inline_parts_are_all_made_inert(): void {
		$tag = "<script id='ga-js-before'>window.gaConfig = 1;</script>\n<script src='https://site.test/trackers/analytics.js?ver=1' id='ga-js'></script>\n<script id='ga-js-after'>ga('send');</script>\n";
		$out = InertTags::rewrite( $tag, static fn() => null, array( 'all_scripts' => array( 'analytics' ), 'position' => 'head' ) );
		$this->assertSame( array( 'script', 'script', 'script' ), $out['tags'] );
		$this->assertSame( 3, substr_count( $out['html'], 'type="text/plain" data-colophon-categories="analytics" data-colophon-position="head"' ) );
		$this->assertStringContainsString( 'data-colophon-src="https://site.test/trackers/analytics.js?ver=1" id="ga-js"', $out['html'] );
		$this->assertStringContainsString( 'window.gaConfig = 1;', $out['html'] );
		$this->assertStringNotContainsString( ' src=', $out['html'] );
	}

	public function test_the_names_of_the_elements_made_inert_are_reported(): void {
		$out = InertTags::rewrite( '<p><iframe src=/pixel></iframe><img src=/pixel.gif></p>', array( self::class, 'blocked' ) );
		$this->assertSame( array( 'iframe', 'img' ), $out['tags'] );
	}

	public function test_a_tag_cut_off_at_the_end_of_the_string_is_still_read(): void {
		$this->assertSame( '<img data-colophon-src="/pixel.gif" data-colophon-categories="advertisement">', self::rewrite( '<img src=/pixel.gif' ) );
	}
}
