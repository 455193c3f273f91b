<?php
/**
 * The features' blocks as widgets of the page builder's panel, in a "Colophon" category, where the
 * page builder is active (its own registration hooks: with it absent, none of this runs and
 * ./BlockWidget.php is never loaded). Which blocks, and their controls, come from the features'
 * folders (block/panel.json, through includes/generated/widgets.php); takeover counts each widget
 * as covered by its feature (tools/features.js adds it to the feature's `covers`).
 *
 * @package Colophon
 */

namespace Colophon\PageBuilder;

use Colophon\Blocks;

defined( 'ABSPATH' ) || exit;

final class Widgets {

	public const CATEGORY = 'colophon';

	/** Whether one of the widgets is rendering its block now (./BlockWidget.php). */
	public static bool $rendering = false;

	public function register(): void {
		add_action( 'elementor/widgets/register', array( $this, 'widgets' ) );
		add_action( 'elementor/elements/categories_registered', array( $this, 'category' ) );
		add_filter( 'pre_render_block', array( self::class, 'skip_stored_copy' ), 10, 2 );
	}

	/**
	 * A page the page builder draws still has its stored text, which holds the widgets' blocks
	 * (BlockWidget::render_plain_content()): WordPress renders that text before the page builder
	 * replaces it with its own output, so each block would render twice, the hidden copy first
	 * (a query run for nothing, a one-per-page form taken). While the page builder draws the page,
	 * only the widgets render their blocks; without it, the stored text shows them.
	 *
	 * @param string|null $pre
	 * @param array       $block
	 * @return string|null
	 */
	public static function skip_stored_copy( $pre, $block ) {
		if ( null !== $pre || self::$rendering || ! did_action( 'elementor/loaded' ) ) {
			return $pre;
		}
		if ( ! in_array( $block['blockName'] ?? '', array_column( Panel::all(), 'block' ), true ) ) {
			return $pre;
		}
		$post = (int) get_the_ID();
		return $post && 'builder' === get_post_meta( $post, '_elementor_edit_mode', true ) ? '' : $pre;
	}

	/** @param object $manager The page builder's widgets manager. */
	public function widgets( $manager ): void {
		if ( ! class_exists( '\Elementor\Widget_Base' ) || ! method_exists( $manager, 'register' ) ) {
			return;
		}
		require_once __DIR__ . '/BlockWidget.php';
		$blocks = \WP_Block_Type_Registry::get_instance();
		foreach ( Panel::all() as $widget ) {
			// A block not registered (its editor script not built) has no widget either.
			if ( $blocks->is_registered( (string) $widget['block'] ) ) {
				$manager->register( new BlockWidget( array(), array( 'colophon_widget' => $widget ) ) );
			}
		}
	}

	/** @param object $manager The page builder's elements manager. */
	public function category( $manager ): void {
		if ( method_exists( $manager, 'add_category' ) ) {
			$manager->add_category(
				self::CATEGORY,
				array(
					'title' => __( 'Colophon', 'colophon' ),
					'icon'  => 'eicon-apps',
				)
			);
		}
	}

	/** Whether this request draws the page builder's editor or its preview (no handler runs there). */
	public static function editing(): bool {
		if ( ! class_exists( '\Elementor\Plugin' ) || ! isset( \Elementor\Plugin::$instance ) ) {
			return false;
		}
		$plugin = \Elementor\Plugin::$instance;
		return ( isset( $plugin->editor ) && $plugin->editor->is_edit_mode() )
			|| ( isset( $plugin->preview ) && $plugin->preview->is_preview_mode() );
	}

	/** @return array<string, string> The post types visitors may see, slug => name. */
	public static function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $slug => $type ) {
			if ( 'attachment' !== $slug && is_post_type_viewable( $type ) ) {
				$types[ $slug ] = (string) $type->labels->name;
			}
		}
		return $types;
	}
}
