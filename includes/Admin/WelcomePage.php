<?php
/**
 * Colophon → Overview: the welcome screen an owner finishes before Colophon changes anything a
 * visitor gets (includes/Setup.php). It asks for the choices that change the front end, each with
 * what it adds to the pages, prefilled from what is saved (a kit import's settings show here), and
 * saves each into the option its own screen edits. Afterwards the same form stays as the overview.
 * Each feature brings its own rows (includes/Admin/WelcomeSection.php, `colophon_welcome_sections`).
 *
 * @package Colophon
 */

namespace Colophon\Admin;

use Colophon\Setup;

defined( 'ABSPATH' ) || exit;

final class WelcomePage extends SettingsPage {

	/** @var array<string, mixed> The options validate() cleaned, written by saved_also(). */
	private array $clean = array();

	protected function slug(): string {
		return self::PARENT;
	}

	protected function title(): string {
		return Setup::done() ? __( 'Colophon overview', 'colophon' ) : __( 'Welcome to Colophon', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Overview', 'colophon' );
	}

	/** The Colophon menu's items, in the order an owner sets things up (others follow). */
	private const ORDER = array( self::PARENT, 'colophon-consent', 'colophon-tracking', 'edit.php?post_type=colophon_popup', 'colophon-takeover', 'colophon-kits', 'colophon-templates', 'colophon-behaviour', 'colophon-usage-sharing', 'colophon-data' );

	/** The Colophon menu itself, before the other screens join it (admin_menu, 10), and their order once all have. */
	public function register(): void {
		parent::register();
		remove_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_menu', array( $this, 'menu' ), 9 );
		add_action( 'admin_menu', array( self::class, 'order' ), 999 );
		add_action( 'admin_notices', array( self::class, 'setup_notice' ) );
	}

	/**
	 * Until the setup is finished, the Dashboard and the Plugins screen (where an owner lands after
	 * activating) say that Colophon changes nothing yet, and lead to the welcome screen.
	 */
	public static function setup_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( Setup::done() || ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info is-dismissible"><p><strong>%1$s</strong> %2$s</p><p><a class="button button-primary" href="%3$s">%4$s</a></p></div>',
			esc_html__( 'Colophon is active, and changes nothing on your site until you finish its setup.', 'colophon' ),
			esc_html__( 'Choose what it adds to your pages (the consent banner, the lightbox, like buttons, takeover), then press Finish setup.', 'colophon' ),
			esc_url( admin_url( 'admin.php?page=' . self::PARENT ) ),
			esc_html__( 'Set up Colophon', 'colophon' )
		);
	}

	public static function order(): void {
		global $submenu;
		if ( empty( $submenu[ self::PARENT ] ) ) {
			return;
		}
		$rank = array_flip( self::ORDER );
		usort( $submenu[ self::PARENT ], static fn( array $a, array $b ): int => ( $rank[ $a[2] ] ?? 99 ) <=> ( $rank[ $b[2] ] ?? 99 ) );
	}

	public function menu(): void {
		add_menu_page( __( 'Colophon', 'colophon' ), __( 'Colophon', 'colophon' ), 'manage_options', self::PARENT, array( $this, 'render' ), 'dashicons-book-alt', 81 );
		parent::menu();
	}

	protected function option(): string {
		return Setup::OPTION;
	}

	/** @return WelcomeSection[] The features' sections, in their order. */
	private static function sections(): array {
		/**
		 * Filters the welcome screen's sections: each feature adds its own, by id.
		 *
		 * @param array<string, WelcomeSection> $sections
		 */
		$sections = array_filter( (array) apply_filters( 'colophon_welcome_sections', array() ), static fn( $section ): bool => $section instanceof WelcomeSection );
		uasort( $sections, static fn( WelcomeSection $a, WelcomeSection $b ): int => $a->order() <=> $b->order() );
		return $sections;
	}

	protected function validate( array $input ): array {
		$flag        = static fn( string $field ): bool => ! empty( $input[ $field ] ) && is_scalar( $input[ $field ] );
		$text        = static fn( string $field ): string => is_scalar( $input[ $field ] ?? '' ) ? trim( (string) ( $input[ $field ] ?? '' ) ) : '';
		$errors      = array();
		$this->clean = array();
		foreach ( self::sections() as $section ) {
			list( $options, $problems ) = $section->validate( $input, $flag, $text );
			$this->clean                = array_merge( $this->clean, $options );
			$errors                     = array_merge( $errors, $problems );
		}
		return array( Setup::finished(), $errors );
	}

	protected function saved_also( array $input ): void {
		foreach ( $this->clean as $option => $value ) {
			update_option( $option, $value );
		}
	}

	protected function saved_message(): string {
		return __( 'Saved. Visitors now get what is ticked here; each choice has its own screen in this menu for the details.', 'colophon' );
	}

	protected function button(): string {
		return Setup::done() ? __( 'Save', 'colophon' ) : __( 'Finish setup', 'colophon' );
	}

	protected function saved(): array {
		$values = array();
		foreach ( self::sections() as $section ) {
			$values = array_merge( $values, $section->values( Setup::done() ) );
		}
		return $values;
	}

	protected function before_form(): void {
		if ( Setup::done() ) {
			echo '<p>' . esc_html__( 'What Colophon adds to your pages. Change a choice here, or open its screen in this menu for the details.', 'colophon' ) . '</p>';
			return;
		}
		echo '<div class="notice notice-info inline"><p><strong>' . esc_html__( 'Colophon changes nothing on your site until you finish this page.', 'colophon' ) . '</strong> ' . esc_html__( 'Visitors get exactly what they got before. Choose what to add, then press Finish setup. You can change every choice later.', 'colophon' ) . '</p></div>';
	}

	protected function rows( Fields $f ): void {
		foreach ( self::sections() as $section ) {
			$section->rows( $f );
		}
	}
}
