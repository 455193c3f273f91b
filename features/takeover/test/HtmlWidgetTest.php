<?php
/** What the page builder's HTML widget needs under takeover, read from the code pasted into it. */

use Colophon\Takeover\HtmlWidget;
use Colophon\Takeover\WidgetTree;
use PHPUnit\Framework\TestCase;

final class HtmlWidgetTest extends TestCase {

	/** @return array<string, array{0: string, 1: string}> */
	public static function codes(): array {
		return array(
			'nothing'                          => array( '', 'html:markup' ),
			'an embed\'s iframe and a style'   => array( '<style>.map{aspect-ratio:16/9}</style><iframe class="map" src="https://www.google.com/maps/embed?pb=1" loading="lazy"></iframe>', 'html:markup' ),
			'JSON-LD with a $ in it'           => array( '<script type="application/ld+json">{"@type":"Offer","price":"$(9)","priceCurrency":"USD"}</script>', 'html:markup' ),
			'a template script'                => array( '<script type="text/template" id="row"><li>$.name</li></script>', 'html:markup' ),
			'a price in the text'              => array( '<p>From $ 9 a month, or US$.99 a day.</p>', 'html:markup' ),
			'plain inline code'                => array( '<div id="year"></div><script>document.getElementById("year").textContent = new Date().getFullYear();</script>', 'html:scripts' ),
			'a module'                         => array( '<script type="module">import("/app.js").then((m) => m.start());</script>', 'html:scripts' ),
			'type with a charset'              => array( '<script type="text/javascript; charset=utf-8">window.ok = 1;</script>', 'html:scripts' ),
			'jQuery by name'                   => array( '<script>jQuery(function () { jQuery(".faq").addClass("ready"); });</script>', 'html:jquery' ),
			'jQuery as $'                      => array( "<script>(function($){ $('.faq').show(); })(jQuery);</script>", 'html:jquery' ),
			'$.ajax'                           => array( '<script>$.ajax({ url: "/x" });</script>', 'html:jquery' ),
			'jQuery in an attribute'           => array( '<button onclick="jQuery(\'#more\').toggle()">More</button>', 'html:jquery' ),
			'a script from an address'         => array( '<div class="calendly-inline-widget" data-url="https://calendly.com/x"></div><script src="https://assets.calendly.com/assets/external/widget.js" async></script>', 'html:jquery' ),
			'the page builder\'s front end'    => array( '<script>window.addEventListener("elementor/frontend/init", () => elementorFrontend.hooks.addAction("frontend/element_ready/global", go));</script>', 'html:page-builder' ),
			'the handler base class'           => array( '<script>class X extends elementorModules.frontend.handlers.Base {}</script>', 'html:page-builder' ),
			'jQuery on the page builder\'s event' => array( '<script>jQuery(window).on("elementor/popup/show", open);</script>', 'html:page-builder' ),
			'a script left open'               => array( '<script>jQuery(".x").hide()', 'html:jquery' ),
			'a quoted > before the address'    => array( '<script data-note="a>b" src="https://widgets.example/w.js"></script>', 'html:jquery' ),
			'a script in a comment'            => array( '<!-- <script src="https://widgets.example/old.js"></script> -->', 'html:jquery' ),
			'JSON-LD left open'                => array( '<script type="application/ld+json">{"price":"$(9)"}', 'html:markup' ),
		);
	}

	/** @dataProvider codes */
	public function test_the_code_says_what_the_widget_needs( string $code, string $need ): void {
		$this->assertSame( $need, HtmlWidget::need( $code ) );
	}

	public function test_the_widget_tree_counts_an_html_widget_as_its_code_needs(): void {
		$widget = static fn( string $code ): array => array(
			'elType'     => 'widget',
			'widgetType' => 'html',
			'settings'   => array( 'html' => $code ),
			'elements'   => array(),
		);
		$needs  = WidgetTree::needs( array( $widget( '<iframe src="https://example.com"></iframe>' ), $widget( '<script>jQuery(go)</script>' ), $widget( '<iframe></iframe>' ) ), static fn() => null );
		$this->assertSame( array( 'html:jquery' => 1, 'html:markup' => 2 ), $needs );
	}
}
