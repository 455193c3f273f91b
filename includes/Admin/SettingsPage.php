<?php
/**
 * A Settings screen as a plain form (no JavaScript needed). Invalid input is refused with a message
 * naming the field and the fix; the previous settings stay in force and the form shows exactly what
 * was typed, so nothing is lost. Each screen says what it holds (fields, validation, option).
 *
 * Its option is registered with register_setting too, so the Settings API and the REST settings
 * endpoint (`/wp/v2/settings`, administrators only) see it; a value sent there goes through the
 * same validation as the form (as the form would show it, then validate()), and a refused one
 * keeps the settings in force, with the reasons as settings errors.
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

	/** On every request: the REST settings endpoint sees the option; in the admin, the screen too. */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . $this->action(), array( $this, 'save' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/** Whether save() is writing a value it has already validated. */
	private bool $saving = false;

	/** Registers the option with the Settings API (unless the screen registers it itself). */
	public function register_setting(): void {
		if ( isset( get_registered_settings()[ $this->option() ] ) ) {
			return;
		}
		register_setting(
			'colophon',
			$this->option(),
			array(
				'type'              => 'object',
				'description'       => $this->title(),
				'sanitize_callback' => array( $this, 'sanitize_setting' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => true,
					),
				),
			)
		);
	}

	/**
	 * A value that comes through the Settings API or the REST settings endpoint, checked as the
	 * form checks it: shown as the form would show it (saved() reading this value), then validate().
	 * Refused, the settings in force stay. Other writers (the form's save(), a kit's import) have
	 * validated what they write.
	 *
	 * @param mixed $value
	 * @return mixed
	 */
	public function sanitize_setting( $value ) {
		$via_api = ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || 'options.php' === ( $GLOBALS['pagenow'] ?? '' );
		if ( $this->saving || ! $via_api ) {
			return $value;
		}
		$given = static fn() => is_array( $value ) ? $value : array();
		add_filter( 'pre_option_' . $this->option(), $given );
		$form = $this->saved();
		remove_filter( 'pre_option_' . $this->option(), $given );
		list( $clean, $errors ) = $this->validate( $this->prepare( $form ) );
		if ( $errors ) {
			self::refused( $this->option(), implode( ' ', $errors ) );
			return get_option( $this->option() );
		}
		return $clean;
	}

	/** @var array<string, string> Option => why a value sent through the REST settings endpoint was refused. */
	private static array $refusals = array();

	/**
	 * Says why a value for `$option` was refused: as a settings error on the Settings API's screens,
	 * and through the REST settings endpoint as its answer (400, the reasons by option), not as a
	 * success that changed nothing.
	 */
	public static function refused( string $option, string $why ): void {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( $option, 'colophon-refused', $why );
		}
		if ( ! self::$refusals ) {
			add_filter( 'rest_post_dispatch', array( self::class, 'refusal_answer' ), 10, 3 );
		}
		self::$refusals[ $option ] = $why;
	}

	/**
	 * @param \WP_HTTP_Response $response
	 * @param \WP_REST_Server   $server
	 * @param \WP_REST_Request  $request
	 * @return \WP_HTTP_Response
	 */
	public static function refusal_answer( $response, $server, $request ) {
		if ( ! self::$refusals || '/wp/v2/settings' !== $request->get_route() ) {
			return $response;
		}
		$answer         = new \WP_REST_Response(
			array(
				'code'    => 'colophon_setting_refused',
				'message' => implode( ' ', self::$refusals ),
				'data'    => array(
					'status' => 400,
					'params' => self::$refusals,
				),
			),
			400
		);
		self::$refusals = array();
		return $answer;
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
		$this->saving = true;
		update_option( $this->option(), $clean );
		$this->saving = false;
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
