<?php
/** The widget types and element features a page-builder document needs, templates inside it included. */

use Colophon\Takeover\WidgetTree;
use PHPUnit\Framework\TestCase;

final class WidgetTreeTest extends TestCase {

	private static function widget( string $type, array $settings = array() ): array {
		return array(
			'id'         => substr( md5( $type . wp_json_encode( $settings ) ), 0, 7 ),
			'elType'     => 'widget',
			'widgetType' => $type,
			'settings'   => $settings,
			'elements'   => array(),
		);
	}

	private static function container( array $children, array $settings = array() ): array {
		return array(
			'id'       => 'c' . count( $children ),
			'elType'   => 'container',
			'settings' => $settings,
			'elements' => $children,
		);
	}

	public function test_widgets_are_counted_by_type_through_sections_columns_and_containers(): void {
		$page = array(
			array(
				'elType'   => 'section',
				'settings' => array(),
				'elements' => array(
					array(
						'elType'   => 'column',
						'elements' => array( self::widget( 'heading' ), self::widget( 'form' ) ),
					),
				),
			),
			self::container( array( self::widget( 'heading' ), self::container( array( self::widget( 'slides' ) ) ) ) ),
		);
		$this->assertSame( array( 'form' => 1, 'heading' => 2, 'slides' => 1 ), WidgetTree::needs( $page, static fn() => null ) );
	}

	public function test_element_settings_that_need_a_front_end_are_named(): void {
		$page = array(
			self::container(
				array( self::widget( 'heading', array( '_animation' => 'fadeIn' ) ), self::widget( 'image', array( '_animation' => 'none' ) ) ),
				array(
					'sticky'                           => 'top',
					'motion_fx_motion_fx_scrolling'    => 'yes',
					'background_background'            => 'slideshow',
				)
			),
			self::container( array(), array( 'background_background' => 'video', 'background_video_link' => 'https://example.com/v.mp4', 'sticky' => '' ) ),
			self::container( array(), array( 'background_motion_fx_motion_fx_mouse' => 'yes' ) ),
		);
		$this->assertSame(
			array(
				'element:background-slideshow' => 1,
				'element:background-video'      => 1,
				'element:entrance'              => 1,
				'element:motion-fx'             => 2,
				'element:sticky'                => 1,
				'heading'                       => 1,
				'image'                         => 1,
			),
			WidgetTree::needs( $page, static fn() => null )
		);
	}

	public function test_an_add_on_s_own_script_switched_on_by_a_setting_is_named(): void {
		// ElementsKit's one-page scroll: a container's switch (and the page's, read by Coverage).
		$page = array( self::container( array( self::widget( 'elementskit-heading' ) ), array( 'ekit_has_onepagescroll' => 'section' ) ), self::container( array(), array( 'ekit_has_onepagescroll' => 'no' ) ) );
		$this->assertSame( array( 'elementskit-heading' => 1, 'setting:ekit_has_onepagescroll' => 1 ), WidgetTree::needs( $page, static fn() => null ) );
		$this->assertSame( array( 'ekit_onepagescroll' ), WidgetTree::addon_settings( array( 'ekit_onepagescroll' => 'block', 'hide_title' => 'yes' ) ) );
		$this->assertSame( array(), WidgetTree::addon_settings( array( 'ekit_onepagescroll' => '' ) ) );
	}

	public function test_templates_rendered_inside_are_walked_once_and_a_loop_stops(): void {
		$templates = array(
			10 => array( self::widget( 'form' ) ),                                          // a global (saved) widget
			11 => array( self::widget( 'countdown' ), self::widget( 'template', array( 'template_id' => '11' ) ) ), // includes itself
			12 => array( self::widget( 'jet-listing-dynamic-field' ), self::widget( 'share-buttons' ) ),
			13 => array( self::widget( 'animated-headline' ) ),
		);
		$loads = array();
		$load  = static function ( int $id ) use ( $templates, &$loads ): ?array {
			$loads[] = $id;
			return $templates[ $id ] ?? null;
		};
		$page = array(
			self::container(
				array(
					array( 'elType' => 'widget', 'widgetType' => 'global', 'templateID' => 10, 'settings' => array() ),
					self::widget( 'template', array( 'template_id' => '11' ) ),
					self::widget( 'jet-listing-grid', array( 'lisitng_id' => '12' ) ),
					self::widget( 'loop-grid', array( 'template_id' => '12' ) ),
					self::widget( 'text-editor', array( 'editor' => '<p>Offer</p>[elementor-template id="13"]' ) ),
					self::widget( 'template', array( 'template_id' => '99' ) ),               // deleted since
				)
			),
		);
		$this->assertSame(
			array(
				'animated-headline'         => 1,
				'countdown'                 => 1,
				'form'                      => 1,
				'jet-listing-dynamic-field' => 1,
				'jet-listing-grid'          => 1,
				'loop-grid'                 => 1,
				'share-buttons'             => 1,
				'template'                  => 3,
				'text-editor'               => 1,
			),
			WidgetTree::needs( $page, $load )
		);
		$this->assertSame( array( 10, 11, 12, 13, 99 ), $loads );
	}

	public function test_a_widget_without_a_type_and_junk_in_the_tree_are_counted_as_unknown_or_skipped(): void {
		$page = array( 'not an element', array( 'elType' => 'widget', 'settings' => 'junk' ), self::container( array( 42 ) ) );
		$this->assertSame( array( 'unknown' => 1 ), WidgetTree::needs( $page, static fn() => null ) );
	}

	public function test_a_large_page_is_walked_whole(): void {
		// 1,500 elements: what a long landing page holds. (Its cost is a benchmark's business, not a
		// test's: the decision's time is in each page's Server-Timing, docs/takeover.md.)
		$sections = array();
		for ( $i = 0; $i < 300; $i++ ) {
			$sections[] = self::container( array( self::widget( 'heading' ), self::widget( 'text-editor', array( 'editor' => str_repeat( 'words ', 50 ) ) ), self::widget( 'button' ), self::widget( 'image', array( '_animation' => 'fadeInUp' ) ) ), array( 'background_background' => 'classic' ) );
		}
		$this->assertSame(
			array( 'button' => 300, 'element:entrance' => 300, 'heading' => 300, 'image' => 300, 'text-editor' => 300 ),
			WidgetTree::needs( $sections, static fn() => null )
		);
	}

	public function test_the_page_builders_4x_elements_are_named_by_type_with_a_link_and_interactions_apart(): void {
		$atomic = static fn( string $type, array $settings = array(), array $children = array(), array $interactions = array() ): array => array(
			'id'           => 'a' . $type,
			'elType'       => $type,
			'settings'     => $settings,
			'elements'     => $children,
			'interactions' => $interactions,
		);
		$page   = array(
			$atomic(
				'e-flexbox',
				array(),
				array(
					$atomic( 'e-div-block', array(), array( self::widget( 'e-heading' ) ) ),
					$atomic( 'e-div-block', array( 'link' => array( '$$type' => 'link', 'value' => array( 'destination' => '#popup' ) ) ) ),
					$atomic( 'e-form', array(), array( self::widget( 'e-form-input' ) ) ),
				),
				array( array( 'animation' => array( 'preset' => 'fade-in' ) ) )
			),
			self::container( array( self::widget( 'heading' ) ) ),
		);
		$this->assertSame(
			array(
				'e-form-input'            => 1,
				'e-heading'               => 1,
				'element:e-div-block'     => 1,
				'element:e-div-block:link' => 1,
				'element:e-flexbox'       => 1,
				'element:e-form'          => 1,
				'element:interactions'    => 1,
				'heading'                 => 1,
			),
			WidgetTree::needs( $page, static fn() => null )
		);
	}
}
