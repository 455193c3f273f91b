<?php
/**
 * One class for every Colophon widget in the page builder's panel: each registered instance
 * carries its widget's description (includes/generated/widgets.php), as the page builder's own
 * WordPress-widget wrapper carries a widget's name. It renders the block the element's settings
 * stand for (./Panel.php), so a visitor gets exactly the block's markup and the runtime treats it
 * as the block; the page's stored text gets the block itself, so endpoints and consent read it
 * there and the page still shows the widget without the page builder.
 *
 * Loaded only on the page builder's widget registration (./Widgets.php): its base class exists
 * only there.
 *
 * @package Colophon
 */

namespace Colophon\PageBuilder;

use Colophon\Blocks;

defined( 'ABSPATH' ) || exit;

final class BlockWidget extends \Elementor\Widget_Base {

	/** @var array<string, mixed> */
	private array $widget;

	/**
	 * @param array<string, mixed>      $data
	 * @param array<string, mixed>|null $args `colophon_widget`: the widget's description.
	 */
	public function __construct( $data = array(), $args = null ) {
		$this->widget = (array) ( $args['colophon_widget'] ?? array() );
		parent::__construct( $data, $args );
	}

	public function get_name(): string {
		return (string) ( $this->widget['name'] ?? '' );
	}

	public function get_title(): string {
		return (string) ( $this->widget['title'] ?? '' );
	}

	public function get_icon(): string {
		return (string) ( $this->widget['icon'] ?? 'eicon-apps' );
	}

	/** @return string[] */
	public function get_categories(): array {
		return array( Widgets::CATEGORY );
	}

	/** @return string[] */
	public function get_keywords(): array {
		return array_merge( array( 'colophon' ), (array) ( $this->widget['keywords'] ?? array() ) );
	}

	/** The block prints its own markup: no inner wrapper of the page builder around it. */
	public function has_widget_inner_wrapper(): bool {
		return false;
	}

	/**
	 * In the page builder's editor the preview needs the feature's stylesheet; for visitors,
	 * Colophon prints it as for any block (its markers).
	 *
	 * @return string[]
	 */
	public function get_style_depends(): array {
		$feature = (string) array_search( $this->widget['block'] ?? '', Blocks::all(), true );
		return Widgets::editing() && wp_style_is( 'colophon-' . $feature, 'registered' ) ? array( 'colophon-' . $feature ) : array();
	}

	protected function register_controls(): void {
		$post_types = Widgets::post_types();
		$sections   = (array) ( $this->widget['sections'] ?? array() );
		if ( ! $sections ) {
			$sections = array(
				array(
					'label'    => $this->get_title(),
					'controls' => array(),
				),
			);
		}
		foreach ( $sections as $index => $section ) {
			$this->start_controls_section( 'colophon_section_' . $index, array( 'label' => (string) $section['label'] ) );
			if ( ! $section['controls'] ) {
				$this->add_control(
					'colophon_note_' . $index,
					array(
						'type' => 'raw_html',
						'raw'  => esc_html__( 'This widget has no settings: it works as it is.', 'colophon' ),
					)
				);
			}
			foreach ( (array) $section['controls'] as $control ) {
				$this->add_control( Panel::key( $control ), Panel::control( $control, $post_types ) );
			}
			$this->end_controls_section();
		}
	}

	protected function render(): void {
		$block = Panel::block( $this->widget, (array) $this->get_settings_for_display() );
		$was   = Blocks::preview();
		Blocks::set_preview( $was || Widgets::editing() );
		Widgets::$rendering = true;
		echo render_block( $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the block's render.php escapes what it prints.
		Widgets::$rendering = false;
		Blocks::set_preview( $was );
	}

	/**
	 * The page's stored text (the page builder writes it when the page is saved): the block itself.
	 * The page builder stores that text through wp_update_post(), which unslashes it: the
	 * backslashes of the block's encoded attributes (`\n`, `\u002d`) are doubled to survive.
	 */
	public function render_plain_content(): void {
		echo str_replace( '\\', '\\\\', serialize_block( Panel::block( $this->widget, (array) $this->get_settings() ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a block's comment; its attributes are encoded by serialize_block().
	}
}
