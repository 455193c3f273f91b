<?php
/**
 * Fixture: the page builder's mega menu (Pro's nested "Menu" widget, `mega-menu.default`) in the
 * markup shape 4.2 prints with optimized markup on (no inner widget wrapper), with CSS written
 * here in the shape of its widget CSS: content hidden until `e-active`, the layout read from
 * `data-layout`, full-width content placed by the `--stretch-*` variables, the phone menu shown by
 * its toggle's `aria-expanded` below 1025 px. Two menus: one opening on hover with full-width
 * content, one opening on click with content fitted under its title. Used by
 * features/mega-menu/test/mega-menu.spec.ts.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/**
 * One menu: `$items` are [title, link or '', content HTML or ''] in order.
 *
 * @param array<int, array{0: string, 1: string, 2: string}> $items
 */
function colophon_demo_mega_menu( string $id, int $number, string $settings, array $items ): string {
	$titles = '';
	foreach ( $items as $i => $item ) {
		list( $title, $url, $content ) = $item;
		$k         = $number . ( $i + 1 );
		$container = '' !== $url
			? '<a class="e-n-menu-title-container e-focus e-link" href="' . esc_url( $url ) . '"><span class="e-n-menu-title-text">' . esc_html( $title ) . '</span></a>'
			: '<div class="e-n-menu-title-container"><span class="e-n-menu-title-text">' . esc_html( $title ) . '</span></div>';
		$button    = '' !== $content
			? '<button id="e-n-menu-dropdown-icon-' . $k . '" class="e-n-menu-dropdown-icon e-focus" data-tab-index="' . ( $i + 1 ) . '" aria-haspopup="true" aria-expanded="false" aria-controls="e-n-menu-content-' . $k . '">'
				. '<span class="e-n-menu-dropdown-icon-opened" ><span aria-hidden="true">▴</span><span class="elementor-screen-only">Close ' . esc_html( $title ) . '</span></span>'
				. '<span class="e-n-menu-dropdown-icon-closed"><span aria-hidden="true">▾</span><span class="elementor-screen-only">Open ' . esc_html( $title ) . '</span></span></button>'
			: '';
		$titles   .= '<li class="e-n-menu-item"><div id="e-n-menu-title-' . $k . '" class="e-n-menu-title">' . $container . $button . '</div>'
			. ( '' !== $content ? '<div class="e-n-menu-content"><div id="e-n-menu-content-' . $k . '" data-tab-index="' . ( $i + 1 ) . '" aria-labelledby="e-n-menu-dropdown-icon-' . $k . '" class="elementor-element e-con e-child" data-element_type="container">' . $content . '</div></div>' : '' )
			. '</li>';
	}
	return '<div class="elementor-element elementor-element-' . $id . ' e-n-menu-layout-horizontal e-n-menu-tablet elementor-widget elementor-widget-n-menu" data-id="' . $id . '" data-element_type="widget" data-settings=\'' . $settings . '\' data-widget_type="mega-menu.default">'
		. '<nav class="e-n-menu" data-widget-number="' . $number . '" aria-label="' . esc_attr( 'mmn0001' === $id ? 'Main' : 'Books' ) . '">'
		. '<button class="e-n-menu-toggle" id="menu-toggle-' . $number . '" aria-haspopup="true" aria-expanded="false" aria-controls="menubar-' . $number . '" aria-label="Menu Toggle"><span class="e-n-menu-toggle-icon e-open" aria-hidden="true">☰</span><span class="e-n-menu-toggle-icon e-close" aria-hidden="true">×</span></button>'
		. '<div class="e-n-menu-wrapper" id="menubar-' . $number . '" aria-labelledby="menu-toggle-' . $number . '"><ul class="e-n-menu-heading">' . $titles . '</ul></div></nav></div>';
}

function colophon_demo_page_builder_mega_menu(): string {
	$css = '<style>'
		. '.elementor-widget-n-menu{--n-menu-wrapper-display:flex;margin-bottom:24px}'
		. '.elementor-widget-n-menu .e-n-menu{display:flex;flex-direction:column;position:relative}'
		. '.elementor-widget-n-menu .e-n-menu-toggle{display:none;align-self:flex-start;padding:8px 12px;border:1px solid #1d3557;background:#fff;font:inherit;cursor:pointer}'
		. '.elementor-widget-n-menu .e-n-menu-toggle .e-close,.elementor-widget-n-menu .e-n-menu-toggle[aria-expanded=true] .e-open{display:none}.elementor-widget-n-menu .e-n-menu-toggle[aria-expanded=true] .e-close{display:inline}'
		. '.elementor-widget-n-menu .e-n-menu-wrapper{display:var(--n-menu-wrapper-display)}'
		. '.elementor-widget-n-menu .e-n-menu-heading{display:flex;gap:4px;list-style:none;margin:0;padding:0}'
		. '.elementor-widget-n-menu .e-n-menu-title{display:flex;align-items:center;gap:4px;padding:8px 12px;background:#f3efe6}'
		. '.elementor-widget-n-menu .e-n-menu-title-container{color:#1d3557}'
		. '.elementor-widget-n-menu .e-n-menu-dropdown-icon{border:0;background:none;padding:4px 8px;font:inherit;cursor:pointer}'
		. '.elementor-widget-n-menu .e-n-menu-dropdown-icon[aria-expanded=false] .e-n-menu-dropdown-icon-opened,.elementor-widget-n-menu .e-n-menu-dropdown-icon[aria-expanded=true] .e-n-menu-dropdown-icon-closed{display:none}'
		. '.elementor-widget-n-menu .e-n-menu-content>.e-con{display:flex;gap:24px;padding:16px;background:#fff;border:1px solid #d5d8dc;box-sizing:border-box}'
		. '.elementor-widget-n-menu .e-n-menu-content>.e-con:not(.e-active){display:none}'
		. '.elementor-widget-n-menu .e-n-menu:not([data-layout=dropdown]) .e-n-menu-content{position:absolute;left:var(--stretch-left);right:var(--stretch-right);width:var(--stretch-width);top:100%;z-index:10}'
		. '.elementor-widget-n-menu .e-n-menu:not([data-layout=dropdown]).content-above .e-n-menu-content{top:auto;bottom:100%}'
		. '.elementor-widget-n-menu.colophon-demo-fit .e-n-menu:not([data-layout=dropdown]) .e-n-menu-content>.e-con{position:absolute;width:max-content}'
		. '.elementor-widget-n-menu .e-n-menu[data-layout=dropdown] .e-n-menu-wrapper{position:absolute;top:100%;left:var(--stretch-left);width:var(--stretch-width);max-height:var(--n-menu-dropdown-content-box-height);overflow-y:auto;flex-direction:column;background:#fff;z-index:20}'
		. '.elementor-widget-n-menu .e-n-menu[data-layout=dropdown] .e-n-menu-heading{flex-direction:column}'
		. '.elementor-widget-n-menu .e-n-menu[data-layout=dropdown] .e-n-menu-content>.e-con{flex-direction:column}'
		. '@media (max-width:1024px){.elementor-widget-n-menu.e-n-menu-tablet{--n-menu-wrapper-display:none}.elementor-widget-n-menu.e-n-menu-tablet .e-n-menu-toggle{display:block}}'
		. '.elementor-widget-n-menu .e-n-menu-toggle[aria-expanded=true]+.e-n-menu-wrapper{--n-menu-wrapper-display:flex}'
		. '.elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}'
		. '</style>';
	$services = '<div><h3>Editing</h3><p><a href="/book-editing/">Developmental edit</a></p><p><a href="/book-editing/#copy">Copy edit</a></p></div>'
		. '<div><h3>Publishing</h3><p><a href="/self-publishing/">Self-publishing</a></p><p><a href="/self-publishing/#print" data-testid="mm-last">Print on demand</a></p></div>';
	$about    = '<p>A small press of editors and designers.</p><p><a href="/about/#team">Our team</a></p>';
	$formats  = '<p><a href="/formats/#ebook">Ebook</a></p><p><a href="/formats/#print" data-testid="mm-formats-last">Paperback and hardback</a></p>';
	return $css
		. '<p>Above the menus: a paragraph, so the first menu is not at the top of the page.</p>'
		. colophon_demo_mega_menu(
			'mmn0001',
			641,
			'{"open_on":"hover","item_layout":"horizontal","content_width":"full_width","breakpoint_selector":"tablet"}',
			array(
				array( 'Services', '/self-publishing/', $services ),
				array( 'Blog', '/blog/', '' ),
				array( 'About', '', $about ),
			)
		)
		. '<p>Between the menus.</p>'
		. str_replace(
			'elementor-widget-n-menu"',
			'elementor-widget-n-menu colophon-demo-fit"',
			colophon_demo_mega_menu(
				'mmn0002',
				642,
				'{"open_on":"click","item_layout":"horizontal","content_width":"fit_to_content","content_horizontal_position":"left","breakpoint_selector":"tablet"}',
				array(
					array( 'Prices', '/pricing/', '' ),
					array( 'Formats', '', $formats ),
				)
			)
		)
		. '<p><a href="#after-menus" data-testid="after-menus">After the menus</a></p>'
		. '<div style="height:900px"></div>';
}
