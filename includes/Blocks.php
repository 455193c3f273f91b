<?php
/**
 * The features' blocks (features/<id>/block/block.json; the list is generated into
 * includes/generated/blocks.php): registered from their block.json with their editor script
 * (dist/blocks/<id>.js and the dependencies its .asset.php lists) and, for the editor's preview,
 * the feature's own stylesheet; all in a "Colophon" category of the inserter. A block renders its
 * feature's markers, so the page gets the feature's chunk and stylesheet like any other marker:
 * found in the content before <head> (the block's comment is a needle of the feature), or added
 * here while a block renders later (a template part, a widget area).
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Blocks {

	public const CATEGORY = 'colophon';

	/** Whether this request renders a block for the editor's preview (ServerSideRender). */
	private static bool $preview = false;

	public function __construct( private AssetManifest $manifest, private Markers $markers ) {}

	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( $this, 'category' ) );
		add_filter( 'render_block', array( $this, 'rendered' ), 10, 2 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'sidebar_styles' ) );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'note_preview' ), 10, 3 );
	}

	/**
	 * Whether the block renders for the editor's preview, where no handler runs: a render.php then
	 * prints the state its handler would put it in (a switch shown, a button ready), so the owner
	 * sees what visitors see.
	 */
	public static function preview(): bool {
		return self::$preview;
	}

	/** Renders what follows for an editor's preview, or not (the page builder's editor: ./PageBuilder/). */
	public static function set_preview( bool $preview ): void {
		self::$preview = $preview;
	}

	/**
	 * @param mixed            $response
	 * @param mixed            $handler
	 * @param \WP_REST_Request $request
	 * @return mixed
	 */
	public static function note_preview( $response, $handler, $request ) {
		if ( $request instanceof \WP_REST_Request && str_starts_with( $request->get_route(), '/wp/v2/block-renderer/' ) ) {
			self::$preview = true;
		}
		return $response;
	}

	/**
	 * What the blocks' sidebars share beyond WordPress's components: a group of fields per item
	 * (a plan, a slide) and a field whose value is refused, marked as an error and not by colour alone.
	 */
	public function sidebar_styles(): void {
		wp_add_inline_style( 'wp-components', self::field_styles() );
	}

	/** The CSS of sidebar_styles(), for the screens built with the same components too. */
	public static function field_styles(): string {
		return '.colophon-block-group{border:1px solid #ddd;border-radius:2px;padding:12px;margin:0 0 16px;display:grid;gap:12px}'
			. '.components-panel__body .colophon-block-field{margin:8px 0 16px}'
			. '.colophon-block-group[aria-invalid=true]{border-color:#cc1818}'
			. '.colophon-block-group>legend{font-weight:600;padding:0 4px}'
			. '.colophon-block-field.is-invalid input{border-color:#cc1818;box-shadow:inset 0 0 0 1px #cc1818}'
			. '.colophon-block-field.is-invalid .components-base-control__help{color:#cc1818}'
			. '.colophon-block-field.is-invalid .components-base-control__help::before{content:"\\26A0\\FE0E  "}';
	}

	/** @return array<string, string> Feature id => block name. */
	public static function all(): array {
		static $all = null;
		if ( null === $all ) {
			$file = __DIR__ . '/generated/blocks.php';
			$all  = is_readable( $file ) ? (array) require $file : array();
		}
		return $all;
	}

	public function register_blocks(): void {
		foreach ( self::all() as $id => $name ) {
			if ( ! is_readable( COLOPHON_DIR . '/dist/blocks/' . $id . '.asset.php' ) ) {
				continue; // Not built: no block rather than one without its editor.
			}
			self::register_editor_script( 'colophon-block-' . $id, $id );
			$style = $this->manifest->style( $id );
			if ( $style && ! wp_style_is( 'colophon-' . $id, 'registered' ) ) {
				wp_register_style( 'colophon-' . $id, $style, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- hashed file names.
			}
			register_block_type( COLOPHON_DIR . '/features/' . $id . '/block' );
		}
	}

	/**
	 * Registers a block-editor script the build wrote to dist/blocks/<file>.js, with the
	 * dependencies its .asset.php lists (and the scripts of Colophon's it `$needs`) and the plugin's
	 * translations; false when it is not built.
	 *
	 * @param list<string> $needs
	 */
	public static function register_editor_script( string $handle, string $file, array $needs = array() ): bool {
		$asset_file = COLOPHON_DIR . '/dist/blocks/' . $file . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = (array) require $asset_file;
		// The JSX of the editor scripts builds wp.element elements (src/admin/element/).
		$deps = array_values( array_unique( array_merge( (array) ( $asset['dependencies'] ?? array() ), array( 'wp-element' ), $needs ) ) );
		wp_register_script( $handle, plugins_url( 'dist/blocks/' . $file . '.js', COLOPHON_FILE ), $deps, (string) ( $asset['version'] ?? '' ), true );
		wp_set_script_translations( $handle, 'colophon', COLOPHON_DIR . '/languages' );
		return true;
	}

	/** What a block's editor preview says when it has nothing to show visitors yet. */
	public static function preview_note( string $text ): void {
		if ( self::preview() ) {
			printf( '<p %1$s>%2$s</p>', get_block_wrapper_attributes(), esc_html( $text ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
		}
	}

	/**
	 * @param array<int, array{slug: string, title: string}> $categories
	 * @return array<int, array{slug: string, title: string, icon?: string|null}>
	 */
	public function category( array $categories ): array {
		if ( ! in_array( self::CATEGORY, array_column( $categories, 'slug' ), true ) ) {
			$categories[] = array(
				'slug'  => self::CATEGORY,
				'title' => __( 'Colophon', 'colophon' ),
				'icon'  => null,
			);
		}
		return $categories;
	}

	/**
	 * @param string $html
	 * @param array  $block
	 */
	public function rendered( $html, $block ) {
		$id = array_search( $block['blockName'] ?? '', self::all(), true );
		if ( false !== $id ) {
			$this->markers->add( (string) $id );
		}
		return $html;
	}
}
