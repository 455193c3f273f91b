<?php
/**
 * Colophon's widgets in the page builder's panel (includes/PageBuilder/Panel.php): the controls
 * the panel shows for a block's attributes, and the block an element's saved settings stand for,
 * read from the generated descriptions (includes/generated/widgets.php, from each feature's
 * block.json and panel.json).
 *
 * @package Colophon
 */

use Colophon\PageBuilder\Panel;
use PHPUnit\Framework\TestCase;

final class PageBuilderPanelTest extends TestCase {

	/** @return array<string, mixed> */
	private static function widget( string $id ): array {
		$all = Panel::all();
		self::assertArrayHasKey( $id, $all, 'run npm run features: includes/generated/widgets.php is missing or stale' );
		return $all[ $id ];
	}

	/** @return array<string, array<string, mixed>> attribute => control */
	private static function controls( string $id ): array {
		$out = array();
		foreach ( Panel::controls( self::widget( $id ) ) as $control ) {
			$out[ Panel::key( $control ) ] = $control;
		}
		return $out;
	}

	public function test_the_widgets_are_the_blocks_with_no_counterpart_in_the_page_builder(): void {
		$this->assertSame(
			array( 'announcement-bar', 'copy-url', 'like-dislike', 'pricing-toggle', 'reviews', 'scheduling', 'slider', 'video-player', 'waitlist' ),
			array_keys( Panel::all() )
		);
		$this->assertSame( 'colophon-block-copy-link', self::widget( 'copy-url' )['name'] );
		$this->assertSame( 'colophon/copy-link', self::widget( 'copy-url' )['block'] );
	}

	public function test_each_attribute_type_gets_the_page_builders_control(): void {
		$slider = self::controls( 'slider' );
		$this->assertSame(
			array( 'label' => 'Slides per view on phones', 'type' => 'number', 'min' => 1, 'max' => 4, 'default' => 1 ),
			Panel::control( $slider['perViewPhone'] )
		);
		$this->assertSame( array( 'type' => 'switcher', 'return_value' => 'yes', 'default' => 'yes' ), array_intersect_key( Panel::control( $slider['arrows'] ), array_flip( array( 'type', 'return_value', 'default' ) ) ) );
		$this->assertSame( '', Panel::control( $slider['loop'] )['default'] );
		$from = Panel::control( $slider['from'] );
		$this->assertSame( array( 'select', '0' ), array( $from['type'], $from['default'] ) );
		$this->assertSame( array( '0', '768', '1024' ), array_map( 'strval', array_keys( $from['options'] ) ) );
		$this->assertSame( 'Desktops only (a list on smaller screens)', $from['options']['1024'] );
		// Shown only where it applies, as the page builder's condition.
		$this->assertSame( array( 'source' => 'posts' ), Panel::control( $slider['count'] )['condition'] );
		$this->assertSame( array( 'post' => 'Posts', 'page' => 'Pages' ), Panel::control( $slider['postType'], array( 'post' => 'Posts', 'page' => 'Pages' ) )['options'] );
		$this->assertSame( array( 'dismissible' => 'yes' ), Panel::control( self::controls( 'announcement-bar' )['closeLabel'] )['condition'] );
		$video = Panel::control( self::controls( 'video-player' )['videoId'] );
		$this->assertSame( array( 'media', array( 'video' ) ), array( $video['type'], $video['media_types'] ) );
	}

	public function test_a_list_of_objects_is_a_repeater_of_its_properties(): void {
		$plans = Panel::control( self::controls( 'pricing-toggle' )['plans'] );
		$this->assertSame( 'repeater', $plans['type'] );
		$this->assertSame( '{{{ name }}}', $plans['title_field'] );
		$this->assertSame( array( 'name', 'yearly', 'monthly', 'features', 'button', 'url', 'featured' ), array_column( $plans['fields'], 'name' ) );
		$fields = array_column( $plans['fields'], null, 'name' );
		$this->assertSame( 'textarea', $fields['features']['type'] );
		$this->assertSame( array( 'switcher', '' ), array( $fields['featured']['type'], $fields['featured']['default'] ) );
		$slides = Panel::control( self::controls( 'slider' )[ Panel::SLIDES ] );
		$this->assertSame( array( 'repeater', array( 'content' ), 'wysiwyg' ), array( $slides['type'], array_column( $slides['fields'], 'name' ), $slides['fields'][0]['type'] ) );
	}

	public function test_saved_settings_become_the_blocks_attributes_each_as_its_type(): void {
		$block = Panel::block(
			self::widget( 'pricing-toggle' ),
			array(
				'plans'         => array(
					array( '_id' => 'a1b2c3d', 'name' => 'Studio', 'yearly' => '29', 'monthly' => '35', 'features' => "Ten sites\nSupport", 'featured' => 'yes' ),
					'not a plan',
				),
				'currencyAfter' => 'yes',
				'period'        => 'monthly',
				'_margin'       => array( 'top' => 10 ), // the page builder's own settings are not the block's
			)
		);
		$this->assertSame( 'colophon/pricing-toggle', $block['blockName'] );
		$this->assertSame(
			array(
				'plans'         => array( array( 'name' => 'Studio', 'yearly' => '29', 'monthly' => '35', 'features' => "Ten sites\nSupport", 'button' => '', 'url' => '', 'featured' => true ) ),
				'period'        => 'monthly',
				'currencyAfter' => true,
			),
			$block['attrs']
		);
		// Not saved (an element placed before the attribute existed): the block's default applies.
		$this->assertArrayNotHasKey( 'currency', $block['attrs'] );

		$video = Panel::attributes( self::widget( 'video-player' ), array( 'videoId' => array( 'id' => '42', 'url' => 'https://example.org/v.mp4' ), 'posterId' => array( 'id' => '', 'url' => '' ), 'label' => 7 ) );
		$this->assertSame( array( 'videoId' => 42, 'posterId' => 0, 'label' => '7' ), $video );
		$slider = Panel::attributes( self::widget( 'slider' ), array( 'perViewDesktop' => '2', 'gap' => 'wide', 'arrows' => '', 'from' => '768' ) );
		$this->assertSame( array( 'perViewDesktop' => 2, 'gap' => 20, 'from' => 768, 'arrows' => false ), $slider );
	}

	public function test_each_slide_is_an_inner_html_block_and_empty_ones_are_left_out(): void {
		$block = Panel::block(
			self::widget( 'slider' ),
			array(
				Panel::SLIDES => array(
					array( '_id' => '1', 'content' => '<p>One</p>' ),
					array( '_id' => '2', 'content' => '  ' ),
					array( '_id' => '3', 'content' => '<h3>Two</h3>' ),
				),
			)
		);
		$this->assertSame( array( '<p>One</p>', '<h3>Two</h3>' ), array_column( $block['innerBlocks'], 'innerHTML' ) );
		$this->assertSame( array( 'core/html', 'core/html' ), array_column( $block['innerBlocks'], 'blockName' ) );
		$this->assertSame( array( null, null ), $block['innerContent'] );
		$this->assertArrayNotHasKey( Panel::SLIDES, $block['attrs'] );
	}

	public function test_the_reviews_widget_is_the_reviews_block_each_review_an_inner_block(): void {
		$block = Panel::block(
			self::widget( 'reviews' ),
			array(
				Panel::SLIDES  => array( array( '_id' => 'a', 'content' => '<p>Careful notes. Jo</p>' ) ),
				'api'          => 'https://api.reviews.example',
				'businessUnit' => 'unit-1',
				'lazy'         => '',
				'category'     => 'analytics',
			)
		);
		$this->assertSame( 'colophon/reviews', $block['blockName'] );
		$this->assertSame( array( '<p>Careful notes. Jo</p>' ), array_column( $block['innerBlocks'], 'innerHTML' ) );
		$this->assertSame(
			array(
				'api'          => 'https://api.reviews.example',
				'businessUnit' => 'unit-1',
				'category'     => 'analytics',
				'lazy'         => false,
			),
			$block['attrs']
		);
	}
}
