<?php
/**
 * Colophon → Site scan: the screen the scan runs in (features/consent-scan/admin.ts mounts it).
 *
 * @package Colophon
 */

namespace Colophon\ConsentScan;

defined( 'ABSPATH' ) || exit;

final class Screen {

	public const SLUG = 'colophon-scan';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'colophon_admin_config', array( self::class, 'admin_config' ) );
	}

	public function menu(): void {
		add_submenu_page( \Colophon\Admin\SettingsPage::PARENT, __( 'Site scan', 'colophon' ), __( 'Site scan', 'colophon' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	public function enqueue( string $hook ): void {
		if ( str_ends_with( $hook, '_page_' . self::SLUG ) ) {
			\Colophon\Admin\App::enqueue();
		}
	}

	/** What the screen needs: the site's address, the categories to offer, the consent screen. */
	public static function admin_config( array $config ): array {
		$settings       = \Colophon\Consent\Settings::get();
		$texts          = \Colophon\Consent\BannerTexts::all();
		$config['scan'] = array(
			'home'       => home_url( '/' ),
			// WordPress's own sitemap (with any permalinks), then where SEO plugins put theirs.
			'sitemaps'   => array_values( array_filter( array( function_exists( 'get_sitemap_url' ) ? (string) get_sitemap_url( 'index' ) : '', home_url( '/sitemap_index.xml' ), home_url( '/sitemap.xml' ) ) ) ),
			'limit'      => 50,
			'maxLimit'   => Results::MAX_PAGES,
			'categories' => array_map(
				static fn( array $c ): array => array(
					'slug' => $c['slug'],
					'name' => $texts[ 'category_' . $c['slug'] ] ?? $c['slug'],
				),
				array_values( array_filter( (array) $settings['categories'], static fn( array $c ): bool => empty( $c['necessary'] ) ) )
			),
			'consent'    => admin_url( 'admin.php?page=colophon-consent' ),
			'strict'     => (bool) $settings['strict'],
		);
		return $config;
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap colophon-scan"><h1>' . esc_html__( 'Site scan', 'colophon' ) . '</h1>';
		echo '<p>' . esc_html__( 'Reads this site\'s pages as a visitor gets them and lists every other site they load from: scripts, frames, images, styles, fonts and the addresses in inline code. Nothing is sent to those sites while it reads.', 'colophon' ) . '</p>';
		echo '<div id="colophon-scan-app"><p>' . esc_html__( 'Loading the scan… It needs JavaScript.', 'colophon' ) . '</p></div></div>';
	}
}
