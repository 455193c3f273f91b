<?php
/**
 * Demo: a theme's own widget on Colophon's runtime (demo/site-widget.js, docs/site-code.md), on
 * /fixtures/site-widget/. The page prints its markup with its settings; the "theme" enqueues its
 * script, which registers the widget with `colophonRegister`.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

function colophon_demo_site_widget_pages(): array {
	$goal = static fn( array $settings, string $label ): string => sprintf(
		'<div class="demo-reading-goal" data-settings="%s"><p class="demo-reading-goal__label">%s: <span class="demo-reading-goal__text"></span></p><button type="button">I finished a book</button></div>',
		esc_attr( (string) wp_json_encode( $settings ) ),
		esc_html( $label )
	);
	return array(
		'site-widget' => array(
			'parent'  => 'fixtures',
			'title'   => 'A theme widget on Colophon',
			'content' => '<!-- wp:paragraph --><p>The reading goals below are the theme\'s own widget, run by Colophon\'s runtime.</p><!-- /wp:paragraph -->'
				. '<!-- wp:html -->' . $goal( array( 'goal' => 12, 'read' => 3 ), 'This year' ) . $goal( array(), 'This month' ) . '<!-- /wp:html -->',
		),
	);
}

// The "theme": its script, on the pages that show its widget.
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( colophon_demo_page_has( 'demo-reading-goal' ) ) {
			wp_enqueue_script( 'colophon-demo-site-widget', plugins_url( 'demo/site-widget.js', COLOPHON_FILE ), array(), (string) filemtime( __DIR__ . '/site-widget.js' ), true );
		}
	}
);
