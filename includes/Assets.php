<?php
/**
 * Prints the page config and the scripts: the config first thing in <head>, then what hooks
 * `colophon_head` (the consent boot, synchronous, before any tag manager), the runtime deferred,
 * preload hints and stylesheets only for the handler chunks the page's markers need. Each feature
 * adds its own part of the config through `colophon_config`.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Assets {

	private const RUNTIME = 'colophon-runtime';

	/** @var array<string, true> Handler stylesheets already printed. */
	private array $printed_styles = array();

	public function __construct( private AssetManifest $manifest, private Markers $markers ) {}

	public function register(): void {
		if ( is_admin() ) {
			add_action( 'admin_notices', array( $this, 'missing_build_notice' ) );
			return;
		}
		add_action( 'wp', array( $this->markers, 'collect_from_query' ) );
		add_action( 'wp_head', array( $this, 'print_head' ), 1 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'script_loader_tag', array( $this, 'defer_runtime' ), 10, 2 );
		add_action( 'wp_footer', array( $this, 'print_late_styles' ), 1 );
	}

	/**
	 * The config and the consent boot, first thing in <head>. The config is a JSON block, data
	 * rather than code, so a strict Content Security Policy (`script-src 'self'`) does not stop it;
	 * both tags go through WordPress's script-tag functions, whose filters (`wp_inline_script_attributes`,
	 * `wp_script_attributes`) let a CSP plugin add its nonce.
	 */
	public function print_head(): void {
		if ( ! $this->manifest->exists() ) {
			return;
		}
		wp_print_inline_script_tag(
			(string) wp_json_encode( $this->config(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP ),
			array(
				'type' => 'application/json',
				'id'   => 'colophon-config',
			)
		);
		/**
		 * Fires right after the page config is printed, first thing in <head>: what must run before
		 * any other script (the consent boot) prints itself here.
		 */
		do_action( 'colophon_head' );
		// Each chunk once, with what it shares with others (the handler kit, vendor chunks) first; only
		// for features whose load mode preloads (src/boot/load-modes.json): a first screen downloads
		// only what it runs.
		$preloads = array();
		$markers  = $this->manifest->markers();
		foreach ( $this->markers->ids() as $id ) {
			if ( empty( $markers[ $id ]['preload'] ) ) {
				continue;
			}
			$preloads = array_merge( $preloads, $this->manifest->chunk( $id ) );
		}
		foreach ( array_unique( $preloads ) as $url ) {
			printf( "<link rel=\"preload\" as=\"script\" href=\"%s\">\n", esc_url( $url ) );
		}
	}

	public function enqueue(): void {
		if ( ! $this->manifest->exists() ) {
			return;
		}
		$runtime = $this->manifest->entry( 'runtime' );
		if ( $runtime ) {
			wp_enqueue_script( self::RUNTIME, $runtime[0], array(), null, false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- file names carry content hashes.
		}
		foreach ( $this->markers->ids() as $id ) {
			$this->enqueue_style( $id );
		}
	}

	/** Stylesheets of widgets that rendered after <head> (sidebars, footers) print in the footer. */
	public function print_late_styles(): void {
		foreach ( $this->markers->ids() as $id ) {
			$this->enqueue_style( $id );
		}
	}

	/** WordPress 6.1 has no script strategies yet: add `defer` ourselves. */
	public function defer_runtime( string $tag, string $handle ): string {
		if ( self::RUNTIME === $handle && ! str_contains( $tag, ' defer' ) ) {
			$tag = str_replace( ' src=', ' defer src=', $tag );
		}
		return $tag;
	}

	public function missing_build_notice(): void {
		if ( $this->manifest->exists() || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		echo '<div class="notice notice-error"><p>';
		esc_html_e( 'Colophon has not been built: run `npm install && npm run build` in the plugin folder, or install a release zip. Until then it adds nothing to your pages.', 'colophon' );
		echo '</p></div>';
	}

	/** @return array<string, mixed> window.colophonConfig */
	public function config(): array {
		$config = array(
			'breakpoints' => Settings::breakpoints(),
			'urls'        => array(
				'assets' => $this->manifest->base_url(),
				'ajax'   => admin_url( 'admin-ajax.php' ),
				'rest'   => rest_url(),
			),
			'nonces'      => Ajax\Session::nonces(),
			'styles'      => $this->manifest->styles(),
			'i18n'        => I18n::front(),
			'plurals'     => I18n::plurals(),
			'environment' => array(
				'edit'    => false,
				'preview' => is_preview(),
			),
		);
		if ( is_singular() ) {
			$config['post'] = array( 'id' => get_queried_object_id() );
		}
		$unbound = AssetManifest::unavailable();
		if ( $unbound ) {
			$config['unbound'] = $unbound;
		}
		if ( is_user_logged_in() ) {
			$config['user']            = array( 'roles' => array_values( wp_get_current_user()->roles ) );
			$config['nonces']['rest'] = wp_create_nonce( 'wp_rest' );
		}
		/**
		 * Filters the page config printed as window.colophonConfig.
		 *
		 * @param array $config
		 */
		return (array) apply_filters( 'colophon_config', $config );
	}

	private function enqueue_style( string $id ): void {
		$url = $this->manifest->style( $id );
		if ( ! $url || isset( $this->printed_styles[ $id ] ) ) {
			return;
		}
		$this->printed_styles[ $id ] = true;
		wp_enqueue_style( 'colophon-' . $id, $url, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- hashed file names.
		// Chunk stylesheets are small (0.1–4 KB): with its path WordPress prints one inline in <head>
		// (wp_maybe_inline_styles, within `styles_inline_size_limit`) instead of a render-blocking request.
		$path = $this->manifest->style_path( $id );
		if ( $path ) {
			wp_style_add_data( 'colophon-' . $id, 'path', $path );
		}
	}
}
