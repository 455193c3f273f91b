<?php
/**
 * A Settings screen of declared fields (includes/Admin/Fields.php), drawn with WordPress's
 * components (src/blocks/settings-screen.tsx) and saved through its own REST route
 * (`colophon/v1/screens/<slug>`), which prepares and checks the fields as the screen shows them.
 * Invalid input is refused with a message naming the field and the fix; the previous settings
 * stay in force and the screen keeps exactly what was typed, so nothing is lost. Each screen says
 * what it holds (fields, validation, option).
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

	/**
	 * The sent fields as validate() takes them: a screen whose fields send rows (lists of fields)
	 * turns them into the text fields they edit here.
	 */
	protected function prepare( array $input ): array {
		return $input;
	}

	/** @return array{0: array, 1: string[]} Clean settings, and one message per refused field. */
	abstract protected function validate( array $input ): array;

	/** The saved settings as the form shows them (every value a string or a bool). */
	abstract protected function saved(): array;

	/** Declares the screen's fields on `$fields`. */
	abstract protected function rows( Fields $fields ): void;

	abstract protected function saved_message(): string;

	abstract protected function button(): string;

	/** On every request: the REST settings endpoint sees the option; in the admin, the screen too. */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
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

	/** Its script in dist/blocks/ (without .js): the declared fields drawn with WordPress's components. */
	protected function script(): string {
		return 'settings-screen';
	}

	private string $hook = '';

	public function menu(): void {
		$this->hook = (string) add_submenu_page( self::PARENT, $this->title(), $this->menu_title(), 'manage_options', $this->slug(), array( $this, 'render' ) );
	}

	/** The screen's own route: the fields as the screen shows them in, the screen as saved out. */
	public function register_route(): void {
		register_rest_route(
			'colophon/v1',
			'/screens/' . $this->slug(),
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'save' ),
				'permission_callback' => static fn(): bool => current_user_can( 'manage_options' ),
				'args'                => array(
					'values' => array(
						'type'     => 'object',
						'required' => true,
					),
				),
			)
		);
	}

	public function enqueue( string $hook ): void {
		if ( $hook === $this->hook && ComponentScreen::load( $this->slug(), $this->script(), self::STYLES ) ) {
			$this->enqueue_also();
		}
	}

	/** What a screen's own kinds need besides its script (a stylesheet, their look). */
	protected function enqueue_also(): void {}

	/** The declared fields as in the block editor's sidebar, notes and folded groups between them. */
	private const STYLES = '.colophon-settings{max-width:52rem}.colophon-settings .components-panel__body>.components-base-control,.colophon-settings .colophon-block-field,.colophon-settings .colophon-settings__checks,.colophon-settings .colophon-settings__note{margin:0 0 20px}'
		. '.colophon-settings__note h3,.colophon-settings__checks legend{font-size:13px;font-weight:600;margin:0 0 8px;padding:0}.colophon-settings__checks .components-checkbox-control{display:inline-block;margin:0 1.5em 8px 0}'
		. '.colophon-settings__checks>.components-base-control__help,.colophon-consent-rows>.components-base-control__help{font-size:12px;font-style:normal;color:#757575;margin-top:0}'
		. '.colophon-settings__errors ul{list-style:disc;margin:8px 0 0 20px}.colophon-settings__actions{margin:16px 0}.colophon-settings .components-checkbox-control__help,.colophon-settings .components-base-control__help{max-width:44rem}';

	/**
	 * Saves what the screen sent: prepared and checked as before; refused, nothing is saved and the
	 * answer (400) names each field; saved, the answer is the screen as it now is.
	 */
	public function save( \WP_REST_Request $request ) {
		$input                  = $this->prepare( (array) $request->get_param( 'values' ) );
		list( $clean, $errors ) = $this->validate( $input );
		if ( $errors ) {
			return new \WP_REST_Response(
				array(
					'code'    => 'colophon_settings_refused',
					'message' => implode( ' ', $errors ),
					'data'    => array(
						'status' => 400,
						'errors' => array_values( $errors ),
					),
				),
				400
			);
		}
		$this->saving = true;
		update_option( $this->option(), $clean );
		$this->saving = false;
		$this->saved_also( $input );
		return array(
			'message' => $this->saved_message(),
			'screen'  => $this->screen(),
		);
	}

	/** A setting the screen keeps in an option of its own, saved with the form (raw input; validate it). */
	protected function saved_also( array $input ): void {}

	/** What a screen shows above its fields (an introduction). */
	protected function before_form(): void {}

	/** What a screen shows below its fields (a report, say); printed with the page, not redrawn on save. */
	protected function after_form(): void {}

	/** What the screen's script draws: its title, introduction, fields, values and button. */
	private function screen(): array {
		$values = $this->saved();
		$fields = new Fields( $values );
		$this->rows( $fields );
		ob_start();
		$this->before_form();
		return array(
			'title'  => $this->title(),
			'intro'  => (string) ob_get_clean(),
			'fields' => $fields->declared(),
			'values' => (object) $values,
			'button' => $this->button(),
			'route'  => '/colophon/v1/screens/' . $this->slug(),
		);
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap">';
		// The title inside the root: the script redraws it (the welcome screen's changes once finished).
		ComponentScreen::root( $this->screen(), '<h1>' . esc_html( $this->title() ) . '</h1>', 'colophon-settings' );
		$this->after_form();
		echo '</div>';
	}
}
