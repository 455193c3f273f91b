<?php
/**
 * What a page-builder document needs from a front end: the widget types in its element tree and
 * the element features (sticky, motion effects, entrance animations, background slideshows and
 * videos) its settings switch on, counted, with the templates it renders inside itself (global
 * widgets, the template widget, loop and listing item templates, `[elementor-template]`
 * shortcodes) walked too. The HTML widget counts as what its code needs (./HtmlWidget.php).
 * Plain PHP, no WordPress: tests/WidgetTreeTest.php.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class WidgetTree {

	/** How documents are read: a cached reading made another way is read again. */
	public const READING = 4;

	/** @var string[]|null The listed add-ons' setting keys (addon_settings()), gathered once. */
	private static ?array $addon_keys = null;

	/** The classic layout elements: what they need is in their settings and their children. */
	private const LAYOUT = array( 'section', 'column', 'container' );

	/** How deep templates may nest in templates before the walk stops (a loop can reference itself). */
	private const MAX_DEPTH = 8;

	/**
	 * Widget settings that name another template rendered inside the widget, by widget type.
	 * (`lisitng_id` is the listing plugin's own spelling.)
	 */
	private const TEMPLATE_SETTINGS = array(
		'template'         => 'template_id',
		'loop-grid'        => 'template_id',
		'loop-carousel'    => 'template_id',
		'jet-listing-grid' => 'lisitng_id',
	);

	/** @var callable(int): ?array */
	private $load;

	/** @var array<int, true> Templates already counted on this walk. */
	private array $seen = array();

	/** @var array<string, int> */
	private array $needs = array();

	/** @param callable(int): ?array $load The element list of template $id, or null when it has none. */
	private function __construct( callable $load ) {
		$this->load = $load;
	}

	/**
	 * The needs of an element list (`_elementor_data`, decoded), by name: a widget type
	 * (`form`), or `element:<feature>` for what an element's settings switch on.
	 *
	 * @param array<int, mixed>     $elements
	 * @param callable(int): ?array $load
	 * @return array<string, int> name => how many times
	 */
	public static function needs( array $elements, callable $load ): array {
		$walk = new self( $load );
		$walk->walk( $elements, 0 );
		ksort( $walk->needs );
		return $walk->needs;
	}

	/** @param array<int, mixed> $elements */
	private function walk( array $elements, int $depth ): void {
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			$settings = is_array( $element['settings'] ?? null ) ? $element['settings'] : array();
			foreach ( self::features( $settings ) as $feature ) {
				$this->count( 'element:' . $feature );
			}
			foreach ( self::addon_settings( $settings ) as $key ) {
				$this->count( 'setting:' . $key );
			}
			$type = (string) ( $element['elType'] ?? '' );
			if ( 'widget' === $type ) {
				$this->widget( $element, $settings, $depth );
			} elseif ( '' !== $type && ! in_array( $type, self::LAYOUT, true ) ) {
				// The page builder's other elements (4.x's atomic ones: div block, flexbox, form…) by
				// their type; one whose link is set may carry an action, which runs by script.
				$this->count( 'element:' . $type . ( ! empty( $settings['link'] ) ? ':link' : '' ) );
			}
			if ( ! empty( $element['interactions'] ) ) {
				// 4.x's interactions (its new animation system) run by the page builder's script.
				$this->count( 'element:interactions' );
			}
			if ( is_array( $element['elements'] ?? null ) ) {
				$this->walk( $element['elements'], $depth );
			}
		}
	}

	/**
	 * @param array<string, mixed> $element
	 * @param array<string, mixed> $settings
	 */
	private function widget( array $element, array $settings, int $depth ): void {
		$type = (string) ( $element['widgetType'] ?? '' );
		if ( 'global' === $type ) {
			// A global widget is a saved widget: what it needs is in its template.
			$this->template( (int) ( $element['templateID'] ?? 0 ), $depth );
			return;
		}
		if ( HtmlWidget::TYPE === $type ) {
			// Custom code: what it needs is read from the code itself.
			$this->count( HtmlWidget::need( is_string( $settings[ HtmlWidget::SETTING ] ?? null ) ? $settings[ HtmlWidget::SETTING ] : '' ) );
			return;
		}
		$this->count( '' === $type ? 'unknown' : $type );
		if ( isset( self::TEMPLATE_SETTINGS[ $type ] ) ) {
			$this->template( (int) ( $settings[ self::TEMPLATE_SETTINGS[ $type ] ] ?? 0 ), $depth );
		}
		foreach ( $settings as $value ) {
			if ( is_string( $value ) && str_contains( $value, '[elementor-template' ) && preg_match_all( '/\[elementor-template\s+id=["\']?(\d+)/', $value, $m ) ) {
				foreach ( $m[1] as $id ) {
					$this->template( (int) $id, $depth );
				}
			}
		}
	}

	private function count( string $name ): void {
		$this->needs[ $name ] = ( $this->needs[ $name ] ?? 0 ) + 1;
	}

	private function template( int $id, int $depth ): void {
		if ( $id <= 0 || isset( $this->seen[ $id ] ) || $depth >= self::MAX_DEPTH ) {
			return;
		}
		$this->seen[ $id ] = true;
		$elements          = ( $this->load )( $id );
		if ( is_array( $elements ) ) {
			$this->walk( $elements, $depth + 1 );
		}
	}

	/**
	 * The settings of listed add-ons (../addons.json, `settings`) switched on in `$settings`: an
	 * element's or a document's page settings. Each runs an add-on's script (ElementsKit's one-page
	 * scroll) and keeps the page.
	 *
	 * @param array<string, mixed> $settings
	 * @return string[]
	 */
	public static function addon_settings( array $settings ): array {
		// Called for every element a walk meets: the keys are gathered once (the list is read once too).
		self::$addon_keys ??= Addons::setting_keys( Addons::data() );

		$on = array();
		foreach ( self::$addon_keys as $key ) {
			$value = $settings[ $key ] ?? '';
			if ( ! empty( $value ) && ! in_array( $value, array( 'no', 'none', 'off' ), true ) ) {
				$on[] = $key;
			}
		}
		return $on;
	}

	/**
	 * The front-end features an element's settings switch on (widgets, sections, columns and
	 * containers alike carry them).
	 *
	 * @param array<string, mixed> $settings
	 * @return string[]
	 */
	public static function features( array $settings ): array {
		$on       = static fn( string $key ): bool => ! empty( $settings[ $key ] ) && 'none' !== $settings[ $key ] && '' !== $settings[ $key ];
		$features = array();
		if ( $on( 'sticky' ) ) {
			$features[] = 'sticky';
		}
		foreach ( $settings as $key => $value ) {
			if ( 'yes' === $value && preg_match( '/^(background_)?motion_fx_(motion_fx_scrolling|motion_fx_mouse)$/', (string) $key ) ) {
				$features[] = 'motion-fx';
				break;
			}
		}
		if ( $on( 'animation' ) || $on( '_animation' ) ) {
			$features[] = 'entrance';
		}
		$background = (string) ( $settings['background_background'] ?? '' );
		if ( 'slideshow' === $background ) {
			$features[] = 'background-slideshow';
		}
		if ( 'video' === $background && $on( 'background_video_link' ) ) {
			$features[] = 'background-video';
		}
		return $features;
	}
}
