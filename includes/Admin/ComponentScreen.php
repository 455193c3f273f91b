<?php
/**
 * A screen of the Colophon menu built with WordPress's components (React, `wp.components`): its
 * script, dist/blocks/<script>.js with the dependencies the build listed in its .asset.php, mounts
 * on the screen's root and saves through the REST settings endpoint (the option is registered with
 * register_setting, so the Settings API and `/wp/v2/settings` see the same value and the same
 * checks). What the script starts with is in the root's `data-colophon-screen` attribute (JSON),
 * not in an inline script.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

abstract class ComponentScreen {

	/** Page slug in the Colophon menu (admin.php?page=…). */
	abstract protected function slug(): string;

	abstract protected function title(): string;

	/** The name of its script in dist/blocks/ (without .js). */
	abstract protected function script(): string;

	/** What the script starts with (the saved settings, choices, links). */
	abstract protected function data(): array;

	/** Registers its option with register_setting (on admin_init and rest_api_init). */
	abstract public function register_setting(): void;

	/**
	 * What a screen's sanitize callback returns: the clean value, or, refused, the value in force
	 * (else `$fallback`), with the reasons said where the value came from (the REST settings
	 * endpoint answers 400 with them: SettingsPage::refused()).
	 *
	 * @param list<string> $errors
	 */
	protected static function kept_unless_refused( string $option, array $clean, array $errors, array $fallback ): array {
		if ( ! $errors ) {
			return $clean;
		}
		SettingsPage::refused( $option, implode( ' ', $errors ) );
		$old = get_option( $option );
		return is_array( $old ) ? $old : $fallback;
	}

	protected function menu_title(): string {
		return $this->title();
	}

	/** Where the screen sits in the Colophon menu (null: at the end). */
	protected function position(): ?int {
		return null;
	}

	private string $hook = '';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	public function menu(): void {
		$this->hook = (string) add_submenu_page( SettingsPage::PARENT, $this->title(), $this->menu_title(), 'manage_options', $this->slug(), array( $this, 'render' ), $this->position() );
	}

	public function enqueue( string $hook ): void {
		if ( $hook === $this->hook ) {
			// The fields as in the block editor's sidebar: space between them, a refused one marked.
			self::load( $this->slug(), $this->script(), '.colophon-screen .components-panel__body>.components-base-control,.colophon-screen .components-panel__body>.colophon-block-field,.colophon-screen .components-toggle-control{margin:0 0 16px}.colophon-screen .components-panel{max-width:48rem}' );
		}
	}

	/**
	 * A screen's script (dist/blocks/<script>.js) with WordPress's components and their styles,
	 * the fields' own look and `$styles`, after the scripts it `$needs` besides WordPress's packages.
	 * Shared by the screens of declared fields (SettingsPage) and those of Kits and Templates.
	 *
	 * @param list<string> $needs
	 * @return bool Whether the script is built and queued.
	 */
	public static function load( string $slug, string $script, string $styles, array $needs = array() ): bool {
		if ( ! \Colophon\Blocks::register_editor_script( 'colophon-screen-' . $slug, $script, $needs ) ) {
			return false;
		}
		wp_enqueue_script( 'colophon-screen-' . $slug );
		wp_enqueue_style( 'wp-components' );
		wp_add_inline_style( 'wp-components', \Colophon\Blocks::field_styles() . $styles );
		return true;
	}

	/**
	 * The root a screen's script mounts on, with what it starts with in `data-colophon-screen`
	 * (JSON), `$inside` (escaped) shown until then, and a notice for a browser without JavaScript.
	 */
	public static function root( array $data, string $inside, string $class = '' ): void {
		printf(
			'<div id="colophon-screen"%1$s data-colophon-screen="%2$s">%3$s<p>%4$s</p></div><noscript><div class="notice notice-error"><p>%5$s</p></div></noscript>',
			'' === $class ? '' : ' class="' . esc_attr( $class ) . '"',
			esc_attr( (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) ),
			$inside, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller.
			esc_html__( 'Loading…', 'colophon' ),
			esc_html__( 'This screen needs JavaScript, as the block editor does.', 'colophon' )
		);
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( $this->title() ) . '</h1>';
		self::root( $this->data(), '' );
		echo '</div>';
	}
}
