<?php
/**
 * The editor side: the Colophon → Kits screen (the admin app, src/admin/, built on WordPress's own
 * React), its REST routes (colophon/v1/kit/…, for users who may manage options), the usage sharing
 * settings, and the editor events API in the page builder's editor.
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\AssetManifest;

defined( 'ABSPATH' ) || exit;

final class Module {

	public const SCREEN = 'colophon-kits';

	public function __construct( private AssetManifest $manifest ) {}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'routes' ) );
		if ( is_admin() ) {
			add_action( 'admin_menu', array( $this, 'menu' ) );
			add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		}
		( new UsageSettingsPage() )->register();
		add_filter( 'colophon_admin_config', array( self::class, 'admin_config' ) );
	}

	public function menu(): void {
		add_submenu_page( \Colophon\Admin\SettingsPage::PARENT, __( 'Colophon kits', 'colophon' ), __( 'Kits', 'colophon' ), 'manage_options', self::SCREEN, array( $this, 'render' ) );
	}

	public function enqueue( string $hook ): void {
		if ( str_ends_with( $hook, '_page_' . self::SCREEN ) ) {
			\Colophon\Admin\App::screen( self::SCREEN, 'kits-screen' );
			wp_enqueue_style( 'colophon-kits', plugins_url( 'assets/admin/kits.css', COLOPHON_FILE ), array( 'wp-components' ), COLOPHON_VERSION );
		}
	}

	/** The editor events' sharing settings, for the admin script (its events manager). */
	public static function admin_config( array $config ): array {
		$usage             = UsageSettings::get();
		$config['sharing'] = array(
			'enabled' => $usage['share'],
			'url'     => $usage['share'] ? $usage['collector'] : '',
		);
		return $config;
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap colophon-kits"><h1>' . esc_html__( 'Kits', 'colophon' ) . '</h1>';
		\Colophon\Admin\ComponentScreen::root( self::screen_data(), '' );
		echo '</div>';
	}

	/** What the Kits screen starts with (features/kits/admin-screen.tsx). */
	private static function screen_data(): array {
		return array(
			'siteName'          => get_bloginfo( 'name' ),
			'sharing'           => (bool) UsageSettings::get()['share'],
			'sharingSettings'   => admin_url( 'admin.php?page=colophon-usage-sharing' ),
			// The page builder's own kit import, for the templates of its kits that Colophon cannot create.
			'pageBuilderImport' => defined( 'ELEMENTOR_VERSION' ) ? admin_url( 'admin.php?page=elementor-app#/import' ) : '',
		);
	}

	public function routes(): void {
		$admin = static fn(): bool => current_user_can( 'manage_options' );
		// A kit's templates, as the import and its review both take them.
		$templates = array(
			'type'     => 'array',
			'items'    => array( 'type' => 'object' ),
			'required' => true,
			'maxItems' => Importer::MAX_TEMPLATES,
		);
		register_rest_route(
			'colophon/v1',
			'/kit/items',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin,
				'callback'            => fn() => rest_ensure_response( array( 'items' => ( new Exporter( $this->manifest ) )->items() ) ),
			)
		);
		register_rest_route(
			'colophon/v1',
			'/kit/export',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'ids' => array(
						'type'     => 'array',
						'items'    => array( 'type' => 'string' ),
						'required' => true,
						'maxItems' => Importer::MAX_TEMPLATES,
					),
				),
				'callback'            => array( $this, 'export' ),
			)
		);
		register_rest_route(
			'colophon/v1',
			'/kit/import',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array( 'templates' => $templates + array( 'minItems' => 1 ) ),
				'callback'            => static fn( \WP_REST_Request $request ) => rest_ensure_response( ( new Importer() )->import( (array) $request['templates'] ) ),
			)
		);
		register_rest_route(
			'colophon/v1',
			'/kit/review',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array( 'templates' => $templates ),
				'callback'            => static fn( \WP_REST_Request $request ) => rest_ensure_response( array( 'review' => Review::of( (array) $request['templates'] ) ) ),
			)
		);
	}

	public function export( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$ids = (array) $request['ids'];
		if ( ! $ids ) {
			return new \WP_Error( 'colophon_kit_empty', __( 'Choose at least one item to export.', 'colophon' ), array( 'status' => 400 ) );
		}
		list( $templates, $missing ) = ( new Exporter( $this->manifest ) )->templates( $ids );
		return rest_ensure_response(
			array(
				'generator' => 'colophon',
				'version'   => '1',
				'site'      => home_url( '/' ),
				'siteName'  => get_bloginfo( 'name' ),
				'created'   => gmdate( 'c' ),
				'templates' => $templates,
				'missing'   => $missing,
			)
		);
	}
}
