<?php
/**
 * A Settings screen as a plain form (no JavaScript needed). Invalid input is refused with a message
 * naming the field and the fix; the previous settings stay in force and the form shows exactly what
 * was typed, so nothing is lost. Each screen says what it holds (fields, validation, option).
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

abstract class SettingsPage {

	/** The Colophon menu every screen sits in (its first item, the overview, has this slug). */
	public const PARENT = 'colophon';

	/** Page slug in the Colophon menu (admin.php?page=…). */
	abstract protected function slug(): string;

	/** Menu and page title. */
	abstract protected function title(): string;

	/** The option the clean settings are saved to. */
	abstract protected function option(): string;

	/** Name of the posted array (`name="{key}[field]"`). */
	abstract protected function key(): string;

	/**
	 * The posted fields as validate() and a refused form's draft take them: a screen whose form
	 * posts rows (lists of fields) turns them into the text fields they edit here.
	 */
	protected function prepare( array $input ): array {
		return $input;
	}

	/** @return array{0: array, 1: string[]} Clean settings, and one message per refused field. */
	abstract protected function validate( array $input ): array;

	/** The saved settings as the form shows them (every value a string or a bool). */
	abstract protected function saved(): array;

	/** Prints the form's rows; `$fields` prints the common kinds. */
	abstract protected function rows( Fields $fields ): void;

	abstract protected function saved_message(): string;

	abstract protected function button(): string;

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . $this->action(), array( $this, 'save' ) );
	}

	/** The screen's name in the Colophon menu. */
	protected function menu_title(): string {
		return $this->title();
	}

	public function menu(): void {
		add_submenu_page( self::PARENT, $this->title(), $this->menu_title(), 'manage_options', $this->slug(), array( $this, 'render' ) );
	}

	private function action(): string {
		return 'colophon_save_' . str_replace( '-', '_', preg_replace( '/^colophon-/', '', $this->slug() ) );
	}

	private function draft_key(): string {
		return $this->action() . '_draft_' . get_current_user_id();
	}

	private function back( string $flag ): void {
		wp_safe_redirect( add_query_arg( array( 'page' => $this->slug(), $flag => 1 ), admin_url( 'admin.php' ) ) );
		exit;
	}

	public function save(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change these settings.', 'colophon' ), 403 );
		}
		check_admin_referer( $this->action() );
		$input = $this->prepare( wp_unslash( (array) ( $_POST[ $this->key() ] ?? array() ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated in validate().
		list( $clean, $errors ) = $this->validate( $input );
		if ( $errors ) {
			// The form shows back what was typed; a field that arrived as a list shows empty.
			$draft = array_map( static fn( $value ) => is_scalar( $value ) ? (string) $value : '', $input );
			set_transient( $this->draft_key(), array( 'input' => $draft, 'errors' => $errors ), 10 * MINUTE_IN_SECONDS );
			$this->back( 'colophon-error' );
		}
		update_option( $this->option(), $clean );
		$this->saved_also( $input );
		delete_transient( $this->draft_key() );
		$this->back( 'colophon-saved' );
	}

	/** @return array{0: array, 1: string[]} The form's values (the refused draft if there is one, else the saved settings) and errors. */
	private function values(): array {
		$draft = isset( $_GET['colophon-error'] ) ? get_transient( $this->draft_key() ) : false; // phpcs:ignore WordPress.Security.NonceVerification
		if ( is_array( $draft ) ) {
			return array( (array) $draft['input'], (array) $draft['errors'] );
		}
		return array( $this->saved(), array() );
	}

	/** A setting the screen keeps in an option of its own, saved with the form (raw input; validate it). */
	protected function saved_also( array $input ): void {}

	/** What a screen shows above its form (an introduction). */
	protected function before_form(): void {}

	/** What a screen shows below its form (a report, say). */
	protected function after_form(): void {}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		list( $values, $errors ) = $this->values();
		?>
		<div class="wrap">
			<h1><?php echo esc_html( $this->title() ); ?></h1>
			<?php if ( $errors ) : ?>
				<div class="notice notice-error" role="alert"><p><?php esc_html_e( 'Nothing was saved: fix these and save again. Your input is kept below.', 'colophon' ); ?></p><ul>
				<?php foreach ( $errors as $error ) : ?>
					<li><?php echo esc_html( $error ); ?></li>
				<?php endforeach; ?>
				</ul></div>
			<?php elseif ( isset( $_GET['colophon-saved'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification ?>
				<div class="notice notice-success"><p><?php echo esc_html( $this->saved_message() ); ?></p></div>
			<?php endif; ?>
			<?php $this->before_form(); ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( $this->action() ); ?>">
				<?php wp_nonce_field( $this->action() ); ?>
				<table class="form-table" role="presentation">
					<?php $this->rows( new Fields( $this->key(), $values ) ); ?>
				</table>
				<?php submit_button( $this->button() ); ?>
			</form>
			<?php $this->after_form(); ?>
		</div>
		<?php
	}
}
