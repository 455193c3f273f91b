<?php
/**
 * Colophon → Templates: the library of Colophon's own templates (popups) in the admin app, and its
 * REST routes (colophon/v1/templates…, for users who may manage options). Import and "export to a
 * kit" go through the Kits routes, so a template travels as a kit.
 *
 * @package Colophon
 */

namespace Colophon\TemplateLibrary;

defined( 'ABSPATH' ) || exit;

final class Module {

	public const SCREEN = 'colophon-templates';
	private const PARENT = \Colophon\Admin\SettingsPage::PARENT;

	public function register(): void {
		add_action( 'init', array( Library::class, 'register_taxonomy' ) );
		add_action( 'rest_api_init', array( $this, 'routes' ) );
		if ( is_admin() ) {
			add_action( 'admin_menu', array( $this, 'menu' ), 11 );
			add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		}
	}

	public function menu(): void {
		add_submenu_page( self::PARENT, __( 'Colophon templates', 'colophon' ), __( 'Templates', 'colophon' ), 'manage_options', self::SCREEN, array( $this, 'render' ) );
	}

	public function enqueue( string $hook ): void {
		if ( str_ends_with( $hook, '_page_' . self::SCREEN ) ) {
			\Colophon\Admin\App::screen( self::SCREEN, 'template-library-screen' );
			wp_enqueue_style( 'colophon-kits', plugins_url( 'assets/admin/kits.css', COLOPHON_FILE ), array( 'wp-components' ), COLOPHON_VERSION );
			wp_enqueue_style( 'colophon-templates', plugins_url( 'assets/admin/templates.css', COLOPHON_FILE ), array(), COLOPHON_VERSION );
		}
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap colophon-templates"><h1>' . esc_html__( 'Templates', 'colophon' ) . '</h1>';
		\Colophon\Admin\ComponentScreen::root( array(), '' );
		echo '</div>';
	}

	public function routes(): void {
		$library = new Library();
		$admin   = static fn(): bool => current_user_can( 'manage_options' );
		$id      = array(
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		);
		$answer  = static fn( $result ) => is_wp_error( $result ) ? $result : rest_ensure_response( $result );
		$route   = static function ( string $path, string $methods, array $args, callable $callback ) use ( $admin ): void {
			register_rest_route(
				'colophon/v1',
				$path,
				array(
					'methods'             => $methods,
					'permission_callback' => $admin,
					'args'                => $args,
					'callback'            => $callback,
				)
			);
		};
		$route( '/templates', 'GET', array(), static fn() => rest_ensure_response( $library->all() ) );
		$route(
			'/templates/(?P<id>\d+)',
			'POST',
			array(
				'id'     => $id,
				'title'  => array( 'type' => 'string' ),
				'folder' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
			),
			static function ( \WP_REST_Request $request ) use ( $library, $answer ) {
				if ( $request->has_param( 'title' ) ) {
					return $answer( $library->rename( (int) $request['id'], (string) $request['title'] ) );
				}
				if ( $request->has_param( 'folder' ) ) {
					return $answer( $library->move( (int) $request['id'], $request['folder'] ) );
				}
				return new \WP_Error( 'colophon_template_change', __( 'Say what to change: a title or a folder.', 'colophon' ), array( 'status' => 400 ) );
			}
		);
		$route( '/templates/(?P<id>\d+)', 'DELETE', array( 'id' => $id ), static fn( \WP_REST_Request $request ) => $answer( $library->delete( (int) $request['id'] ) ) );
		$route(
			'/templates/(?P<id>\d+)/copy',
			'POST',
			array(
				'id'     => $id,
				'folder' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
			),
			static fn( \WP_REST_Request $request ) => $answer( $library->copy( (int) $request['id'], $request->has_param( 'folder' ) ? $request['folder'] : null ) )
		);
		$route(
			'/templates/(?P<id>\d+)/apply-settings',
			'POST',
			array(
				'id' => $id,
				'to' => array(
					'type'     => 'array',
					'items'    => array( 'type' => 'integer' ),
					'required' => true,
					'maxItems' => 500,
				),
			),
			static fn( \WP_REST_Request $request ) => $answer( $library->apply_settings( (int) $request['id'], (array) $request['to'] ) )
		);
		$route(
			'/templates/folders',
			'POST',
			array(
				'name' => array(
					'type'     => 'string',
					'required' => true,
				),
			),
			static fn( \WP_REST_Request $request ) => $answer( $library->create_folder( (string) $request['name'] ) )
		);
	}
}
