<?php
/**
 * Takeover: on a site where the page builder (Elementor, Elementor Pro) and/or the listing plugin
 * (JetEngine) render the pages, Colophon can replace their front-end JavaScript.
 *
 * - Off (the default): Colophon stays out of their way. Its config names the page-builder markers
 *   it would otherwise bind (`yieldTo`, from the features' `yields`), and the runtime skips them on any page where their front
 *   end is present (their `elementorFrontendConfig` / `JetEngineSettings` globals), so nothing is
 *   handled twice.
 * - On (Colophon → Takeover): their scripts, what is built on them and jQuery (when nothing
 *   else needs it) are dequeued (./ScriptPlan.php), and Colophon's config takes their breakpoints
 *   from the active kit (./KitBreakpoints.php). Their stylesheets stay, so pages look the same.
 * - Per page, all or nothing (./Coverage.php): a page with anything no Colophon feature covers
 *   (an unknown widget, in the page, its header or footer, a popup or a template inside them), or
 *   whose own switch says so, keeps the incumbents' front end whole. The takeover screen lists the
 *   pages kept and why; Site Health says how many.
 * - Escape hatch, to compare: `?colophon-takeover=off` for users who can manage options, and the
 *   `colophon_takeover` filter for developers.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class Module {

	public const OPTION = 'colophon_takeover';
	public const PARAM  = 'colophon-takeover';

	public function __construct( private \Colophon\AssetManifest $manifest ) {
		$this->coverage = new Coverage( $manifest );
	}

	private Coverage $coverage;

	private ?bool $active = null;

	/** @var array<string, int> Why this request keeps the incumbents' front end (empty: it does not). */
	private array $kept = array();

	/** @var array<string, string> This request's incumbents, as active() found them. */
	private array $incumbents = array();

	public function register(): void {
		$this->register_admin();
		if ( is_admin() ) {
			return;
		}
		// Decided once the query is known and before anything is printed, so the time it took can
		// go out as a Server-Timing header; before the page's markers are collected (`wp`, 10).
		add_action( 'wp', array( $this, 'decide' ), 0 );
		add_filter( 'colophon_page_markers', array( $this, 'markers' ) );
		add_filter( 'colophon_config', array( $this, 'config' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'keep_jquery' ) );
		add_action( 'wp_print_scripts', array( $this, 'dequeue' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue' ), 1 );
	}

	/** What works before the owner has finished setting up: the screens, and keeping the coverage current. */
	public function register_admin(): void {
		Coverage::register_invalidation();
		( new SettingsPage( $this->coverage ) )->register();
		if ( is_admin() ) {
			( new PageSwitch() )->register();
			( new SiteHealth( $this->coverage ) )->register();
		}
	}

	/** @return array<string, string> The incumbents running on this site: slug => version. */
	public static function incumbents(): array {
		$found = array();
		if ( defined( 'ELEMENTOR_VERSION' ) ) {
			$found['elementor'] = (string) ELEMENTOR_VERSION;
		}
		if ( defined( 'ELEMENTOR_PRO_VERSION' ) ) {
			$found['elementor-pro'] = (string) ELEMENTOR_PRO_VERSION;
		}
		if ( class_exists( 'Jet_Engine' ) ) {
			// JetEngine keeps its version in its instance (jet_engine()->get_version()), not a constant.
			$engine              = function_exists( 'jet_engine' ) ? jet_engine() : null;
			$found['jet-engine'] = is_object( $engine ) && method_exists( $engine, 'get_version' ) ? (string) $engine->get_version() : ( defined( 'JET_ENGINE_VERSION' ) ? (string) JET_ENGINE_VERSION : '' );
		}
		/**
		 * Filters the incumbent plugins takeover acts on (slug => version).
		 *
		 * @param array<string, string> $found
		 */
		return (array) apply_filters( 'colophon_incumbents', $found );
	}

	public static function enabled(): bool {
		return (bool) get_option( self::OPTION, false );
	}

	/** Whether the incumbents' own front end runs this request (they are here and takeover is not on for it): Colophon then leaves their markup alone. */
	public function incumbent_runs(): bool {
		return self::incumbents() && ! $this->active();
	}

	/** Whether this request's front end is Colophon's instead of the incumbents'. */
	public function active(): bool {
		if ( null !== $this->active ) {
			return $this->active;
		}
		$incumbents       = self::incumbents();
		$this->incumbents = $incumbents;
		$on               = self::enabled() && $incumbents && ! $this->compare_requested();
		if ( $on ) {
			$this->kept = $this->coverage->reasons( $incumbents );
			$on         = ! $this->kept;
		}
		/**
		 * Filters whether takeover runs on this request (for example, off for a page that needs an
		 * add-on built on the page builder's scripts).
		 *
		 * @param bool                  $on
		 * @param array<string, string> $incumbents
		 */
		$this->active = (bool) apply_filters( 'colophon_takeover', $on, $incumbents );
		return $this->active;
	}

	/**
	 * Makes the decision for this request, and says how long it took: `Server-Timing:
	 * colophon-takeover` (its own work) and `colophon-takeover-conditions` (the theme builder's lookup).
	 */
	public function decide(): void {
		if ( is_singular() ) {
			// The page's post meta, which WordPress loads for the page anyway (one query), read first:
			// the time below is the decision's own.
			get_post_meta( (int) get_queried_object_id() );
		}
		$start = hrtime( true );
		$this->active();
		if ( self::enabled() && $this->incumbents && ! headers_sent() ) {
			// Two parts: the decision's own work, and the theme builder's conditions lookup it asks for
			// first (the page builder's, cached for the rest of the request, which renders those templates).
			$conditions = $this->coverage->conditions_ms;
			header(
				sprintf(
					'Server-Timing: colophon-takeover;dur=%.2f;desc="%s", colophon-takeover-conditions;dur=%.2f;desc="theme builder conditions"',
					max( 0, ( hrtime( true ) - $start ) / 1e6 - $conditions ),
					$this->active ? 'taken over' : 'kept',
					$conditions
				)
			);
		}
	}

	/**
	 * On a page taken over, the features covering what its documents render count as on the page
	 * even where the main query's content does not show them (a header or footer template, a
	 * popup): their stylesheets print in <head>, so the header is laid out from the first paint
	 * (the menu's first tap does not move it), and their chunks preload as their load mode says.
	 *
	 * @param string[] $ids
	 * @return string[]
	 */
	public function markers( array $ids ): array {
		if ( ! $this->active() ) {
			return $ids;
		}
		$needs = $this->coverage->needs();
		foreach ( $this->manifest->covers() as $id => $names ) {
			if ( array_intersect_key( $needs, array_flip( (array) $names ) ) ) {
				$ids[] = (string) $id;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/** `?colophon-takeover=off`, honoured for users who manage the site only. */
	private function compare_requested(): bool {
		return isset( $_GET[ self::PARAM ] ) && 'off' === $_GET[ self::PARAM ] && current_user_can( 'manage_options' ); // phpcs:ignore WordPress.Security.NonceVerification -- read-only view switch.
	}

	/** @param array<string, mixed> $config */
	public function config( array $config ): array {
		$active = $this->active(); // also reads the incumbents
		if ( ! $this->incumbents ) {
			return $config;
		}
		if ( ! $active ) {
			// Feature ids bound to each incumbent's markup (`yields` in their feature.json).
			$config['yieldTo'] = $this->manifest->yield_to();
			if ( $this->kept && current_user_can( 'manage_options' ) ) {
				// For the site owner looking at a page: why it kept the incumbents' front end.
				$config['takeoverKept'] = $this->kept;
			}
			return $config;
		}
		$config['takeover'] = true;
		$kit                = $this->kit_settings();
		if ( null !== $kit ) {
			$config['breakpoints'] = KitBreakpoints::from_kit( $kit );
		}
		return $config;
	}

	/** The active kit's settings, or null when the page builder keeps none. */
	private function kit_settings(): ?array {
		$kit_id = (int) get_option( 'elementor_active_kit', 0 );
		if ( ! $kit_id ) {
			return null;
		}
		$settings = get_post_meta( $kit_id, '_elementor_page_settings', true );
		return is_array( $settings ) ? $settings : null;
	}

	/** Needs of a page that keep jQuery on it when it is taken over (the code in its HTML widgets uses it). */
	private const JQUERY_NEEDS = array( 'html:jquery' );

	/**
	 * On a page taken over whose own code uses jQuery (./HtmlWidget.php), jQuery is queued by name,
	 * so it stays (ScriptPlan keeps what is queued by name) and prints where WordPress prints it.
	 */
	public function keep_jquery(): void {
		if ( $this->active() && array_intersect_key( $this->coverage->needs(), array_flip( self::JQUERY_NEEDS ) ) ) {
			wp_enqueue_script( 'jquery' );
		}
	}

	public function dequeue(): void {
		if ( ! $this->active() ) {
			return;
		}
		$scripts = wp_scripts();
		$addons  = $this->coverage->addons();
		// The add-ons whose scripts this page keeps (a widget of theirs checked with the page-builder
		// layer is on it): their folders stay, and the page builder's front end is Colophon's stand-in.
		$layer = Addons::scripts_needed( $this->coverage->needs(), $addons['scripted'] );
		$src   = $layer ? (string) ( $this->manifest->entry( Layer::ENTRY )[0] ?? '' ) : '';
		if ( '' !== $src ) {
			Layer::apply( $scripts, $src );
		}
		$kept = array();
		foreach ( '' !== $src ? $layer : array() as $slug ) {
			$kept = array_merge( $kept, $addons['dirs_of'][ $slug ] ?? array() );
		}
		$registered = array();
		foreach ( $scripts->registered as $handle => $dependency ) {
			$registered[ $handle ] = array(
				'src'  => $dependency->src,
				'deps' => (array) $dependency->deps,
			);
		}
		/**
		 * Filters the folders whose scripts takeover drops (path fragments of their URLs).
		 *
		 * @param string[] $dirs
		 */
		$dirs = (array) apply_filters( 'colophon_takeover_script_dirs', array_merge( ScriptPlan::DIRS, array_values( array_diff( $addons['dirs'], $kept ) ) ) );
		/**
		 * Filters the script handles takeover dequeues on this page (remove one to keep it).
		 *
		 * @param string[] $drop
		 */
		$drop = (array) apply_filters( 'colophon_takeover_scripts', ScriptPlan::drop( $registered, $scripts->queue, $dirs ) );
		foreach ( $drop as $handle ) {
			wp_dequeue_script( (string) $handle );
		}
	}
}
