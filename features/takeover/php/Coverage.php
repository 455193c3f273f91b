<?php
/**
 * Which pages takeover may run on: all or nothing, per request. A page is taken over only when
 * every widget type and element feature on it — its own document, the theme-builder templates
 * shown with it (header, footer, single, archive), the popups whose conditions match it and every
 * template rendered inside those — is covered by a Colophon feature (`covers` in its
 * feature.json; takeover's own lists the widgets whose incumbent front end runs no script).
 * Anything else, an add-on's widget included, keeps the page on the incumbents' front end.
 *
 * What a document needs (./WidgetTree.php) is cached in its post meta, stamped with a generation
 * the site bumps whenever a page-builder document is saved, so a visitor's request reads it and
 * does not walk trees.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class Coverage {

	/** Post meta: the owner's switch that keeps one page on the incumbents' front end. */
	public const KEEP_META = '_colophon_takeover_keep';
	/** Post meta: this document's needs, with the generation they were read at. */
	private const NEEDS_META = '_colophon_takeover_needs';
	/** Option: bumped whenever page-builder data changes, so every cached reading is read again. */
	private const GENERATION = 'colophon_takeover_generation';
	/** Option: the checked add-ons' own templates in use, with the generation they were read at. */
	private const ADDON_TEMPLATES = 'colophon_takeover_addon_templates';
	/** The theme builder's locations rendered around or instead of a page's own content. */
	private const LOCATIONS = array( 'header', 'footer', 'single', 'archive', 'popup' );

	/** @var string[]|null */
	private ?array $covered = null;

	/** @var array{covers: string[], dirs: string[], slugs: string[]}|null The checked add-ons on this site. */
	private ?array $addons = null;

	/** @var array<string, int>|null This request's needs, read once (the decision and the page's markers both use them). */
	private ?array $needs = null;

	/**
	 * Milliseconds this request spent in the theme builder's display conditions (which templates
	 * and popups it shows here): the page builder's own lookup, which it caches and makes for the
	 * same request anyway to render them; the decision's own time is the rest.
	 */
	public float $conditions_ms = 0.0;

	public function __construct( private \Colophon\AssetManifest $manifest ) {}

	public static function register_invalidation(): void {
		// A checked add-on's own templates (./Addons.php): their switch, and their publishing. Read when
		// a post changes, not here: the list takes the `colophon_takeover_addons` filter, which site code
		// may add after Colophon registers.
		$rules   = static fn(): array => array_filter( array_map( static fn( $addon ) => $addon['templates'] ?? null, Addons::data() ), 'is_array' );
		$on_meta = static function ( $meta_id, $object_id, $key ) use ( $rules ): void {
			if ( '_elementor_data' === $key || '_elementor_conditions' === $key || in_array( $key, array_map( static fn( array $rule ) => (string) ( $rule['meta_key'] ?? '' ), $rules() ), true ) ) {
				self::bump();
			}
		};
		add_action(
			'transition_post_status',
			static function ( $new_status, $old_status, $post ) use ( $rules ): void {
				if ( $new_status !== $old_status && $post instanceof \WP_Post && in_array( $post->post_type, array_map( static fn( array $rule ) => (string) ( $rule['post_type'] ?? '' ), $rules() ), true ) ) {
					self::bump();
				}
			},
			10,
			3
		);
		add_action( 'added_post_meta', $on_meta, 10, 3 );
		add_action( 'updated_post_meta', $on_meta, 10, 3 );
		add_action( 'deleted_post_meta', $on_meta, 10, 3 );
		add_action( 'deleted_post', array( self::class, 'bump' ) );
	}

	/** Every cached reading is read again from now on. */
	public static function bump(): void {
		update_option( self::GENERATION, (int) get_option( self::GENERATION, 0 ) + 1, true );
	}

	/** @return string[] Every widget type and element feature some feature covers. */
	public function covered(): array {
		if ( null === $this->covered ) {
			$all = array();
			foreach ( $this->manifest->covers() as $names ) {
				$all = array_merge( $all, (array) $names );
			}
			// The widgets of checked add-ons that run no script (../addons.json).
			$all = array_merge( $all, $this->addons()['covers'] );
			/**
			 * Filters the widget types (`form`) and element features (`element:sticky`) takeover
			 * counts as covered. Add one only when what runs it under takeover has been checked.
			 *
			 * @param string[] $all
			 */
			$this->covered = array_values( array_unique( (array) apply_filters( 'colophon_takeover_covers', $all ) ) );
		}
		return $this->covered;
	}

	/**
	 * The checked add-ons running here at a checked version (./Addons.php): their slugs, the widget
	 * types they add to what is covered and the plugin folders whose scripts go under takeover.
	 *
	 * @return array{covers: string[], dirs: string[], scripted: array<string, string>, dirs_of: array<string, string[]>, slugs: string[]}
	 */
	public function addons(): array {
		if ( null === $this->addons ) {
			$data         = Addons::data();
			$slugs        = Addons::checked( $data, Addons::running( $data ) );
			$this->addons = Addons::adds( $data, $slugs ) + array( 'slugs' => $slugs );
		}
		return $this->addons;
	}

	/**
	 * @param array<string, int> $needs
	 * @return array<string, int> Those not covered.
	 */
	public function uncovered( array $needs ): array {
		return array_diff_key( $needs, array_flip( $this->covered() ) );
	}

	/**
	 * What document $id needs, templates inside it included (cached).
	 *
	 * @return array<string, int>
	 */
	public static function needs_of( int $id ): array {
		$generation = (int) get_option( self::GENERATION, 0 );
		$cached     = get_post_meta( $id, self::NEEDS_META, true );
		if ( is_array( $cached ) && ( $cached['generation'] ?? null ) === $generation && ( $cached['reading'] ?? 1 ) === WidgetTree::READING && is_array( $cached['needs'] ?? null ) ) {
			return $cached['needs'];
		}
		$elements = self::elements( $id );
		$needs    = null === $elements ? array() : WidgetTree::needs( $elements, array( self::class, 'elements' ) );
		// The document's page settings can switch on an add-on's script too (ElementsKit's one-page scroll).
		$page = null === $elements ? null : get_post_meta( $id, '_elementor_page_settings', true );
		foreach ( WidgetTree::addon_settings( is_array( $page ) ? $page : array() ) as $key ) {
			$needs[ 'setting:' . $key ] = ( $needs[ 'setting:' . $key ] ?? 0 ) + 1;
		}
		// A page not built with the page builder can still show its templates through the shortcode.
		if ( null === $elements ) {
			$content = (string) get_post_field( 'post_content', $id );
			if ( str_contains( $content, '[elementor-template' ) ) {
				$widget = array(
					'elType'     => 'widget',
					'widgetType' => 'shortcode',
					'settings'   => array( 'shortcode' => $content ),
				);
				$needs  = array_diff_key( WidgetTree::needs( array( $widget ), array( self::class, 'elements' ) ), array( 'shortcode' => 0 ) );
			}
		}
		update_post_meta(
			$id,
			self::NEEDS_META,
			array(
				'generation' => $generation,
				'reading'    => WidgetTree::READING,
				'needs'      => $needs,
			)
		);
		return $needs;
	}

	/** @return array<int, mixed>|null The page builder's element list of post $id, or null when it has none. */
	public static function elements( int $id ): ?array {
		if ( 'builder' !== get_post_meta( $id, '_elementor_edit_mode', true ) ) {
			return null;
		}
		$data = get_post_meta( $id, '_elementor_data', true );
		if ( is_string( $data ) ) {
			$data = json_decode( $data, true );
		}
		return is_array( $data ) ? $data : null;
	}

	/**
	 * The documents this request renders: its own, and the theme builder's templates and popups
	 * for it (the page builder decides which, by their display conditions).
	 *
	 * @return array<int, string> post id => what it is here ('page', 'header', 'popup', …)
	 */
	public function documents(): array {
		$documents = array();
		if ( is_singular() ) {
			$documents[ (int) get_queried_object_id() ] = 'page';
		}
		$module = '\ElementorPro\Modules\ThemeBuilder\Module';
		if ( class_exists( $module ) && method_exists( $module, 'instance' ) ) {
			$start = hrtime( true );
			try {
				$conditions = $module::instance()->get_conditions_manager();
				foreach ( self::LOCATIONS as $location ) {
					foreach ( array_keys( (array) $conditions->get_documents_for_location( $location ) ) as $id ) {
						$documents[ (int) $id ] = $documents[ (int) $id ] ?? $location;
					}
				}
			} catch ( \Throwable $e ) {
				// The theme builder's answer is unknown: so is what the page needs.
				$documents[0] = 'theme-builder';
			}
			$this->conditions_ms += ( hrtime( true ) - $start ) / 1e6;
		}
		/**
		 * Filters the documents takeover checks for this request (post id => what it is), for an
		 * add-on that renders templates of its own.
		 *
		 * @param array<int, string> $documents
		 */
		return (array) apply_filters( 'colophon_takeover_documents', $documents );
	}

	/**
	 * Why this request keeps the incumbents' front end: the page's own switch, an incumbent's version
	 * takeover has not been checked with (./VersionGate.php), or what it needs that nothing covers
	 * (name => count); empty when it may be taken over.
	 *
	 * @param array<string, string> $incumbents This request's incumbents (Module::incumbents(), read once).
	 * @return array<string, int>
	 */
	public function reasons( array $incumbents ): array {
		$page = is_singular() ? (int) get_queried_object_id() : 0;
		if ( $page && get_post_meta( $page, self::KEEP_META, true ) ) {
			return array( 'kept by its own switch' => 1 );
		}
		$unchecked = VersionGate::unchecked( $incumbents, VersionGate::checked() );
		if ( $unchecked ) {
			return array_fill_keys( array_values( $unchecked ), 1 );
		}
		$uncovered = $this->uncovered( $this->needs() );
		// A page that could be taken over stays while a checked add-on's own header or footer shows.
		if ( $uncovered ) {
			return $uncovered;
		}
		$slugs = $this->addons()['slugs'];
		return $this->addon_templates( $slugs ) + Addons::switches_on( Addons::data(), $slugs, static fn( string $name ) => get_option( $name, array() ) );
	}

	/**
	 * The checked add-ons' own templates in use (Addons::templates_in_use()), kept in an option with
	 * the generation it was read at: a visitor's request reads the option, not the posts table (a
	 * query of 4–5 ms in the lab). The generation moves when such a template is switched or published.
	 *
	 * @param string[] $slugs
	 * @return array<string, int>
	 */
	private function addon_templates( array $slugs ): array {
		$generation = (int) get_option( self::GENERATION, 0 );
		$cached     = get_option( self::ADDON_TEMPLATES );
		if ( is_array( $cached ) && ( $cached['generation'] ?? null ) === $generation && ( $cached['slugs'] ?? null ) === $slugs && is_array( $cached['in_use'] ?? null ) ) {
			return $cached['in_use'];
		}
		$in_use = Addons::templates_in_use( Addons::data(), $slugs );
		update_option(
			self::ADDON_TEMPLATES,
			array(
				'generation' => $generation,
				'slugs'      => $slugs,
				'in_use'     => $in_use,
			),
			true
		);
		return $in_use;
	}

	/**
	 * Every widget type and element feature this request renders, across its documents (name =>
	 * count; `unknown` for a document takeover cannot read).
	 *
	 * @return array<string, int>
	 */
	public function needs(): array {
		if ( null !== $this->needs ) {
			return $this->needs;
		}
		$needs = array();
		foreach ( array_keys( $this->documents() ) as $id ) {
			if ( 0 === $id ) {
				$needs['unknown'] = ( $needs['unknown'] ?? 0 ) + 1;
				continue;
			}
			foreach ( self::needs_of( $id ) as $name => $count ) {
				$needs[ $name ] = ( $needs[ $name ] ?? 0 ) + $count;
			}
		}
		$this->needs = $needs;
		return $needs;
	}
}
