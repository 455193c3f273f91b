<?php
/**
 * A popup's rules as its owner sets them on its edit screen (features/popup/editor-sidebar.tsx;
 * the shape and defaults are features/popup/rules.ts), kept as the post meta `_colophon_popup_rules`
 * (JSON): where it shows, what opens it, the rules that hold it back, and its look. Here they are
 * cleaned when saved (numbers within ../rule-limits.json, known values only), turned into the
 * settings the popup's runtime reads (the page builder's keys), checked against the page being
 * shown, and written as the few CSS rules of its look.
 *
 * @package Colophon
 */

namespace Colophon\Popup;

defined( 'ABSPATH' ) || exit;

final class Rules {

	public const META = '_colophon_popup_rules';

	private const DEVICES    = array( 'desktop', 'tablet', 'mobile' );
	private const POSITIONS  = array( 'center', 'top', 'bottom' );
	private const ANIMATIONS = array( '', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown' );

	public static function defaults(): array {
		return array(
			'where'    => array(
				'show'    => 'site',
				'pages'   => array(),
				'types'   => array(),
				'exclude' => array(),
			),
			'triggers' => array(
				'load'       => array( 'on' => true, 'delay' => 3 ),
				'scroll'     => array( 'on' => false, 'percent' => 50 ),
				'scrollTo'   => array( 'on' => false, 'selector' => '' ),
				'click'      => array( 'on' => false, 'selector' => '' ),
				'exit'       => array( 'on' => false ),
				'inactivity' => array( 'on' => false, 'seconds' => 30 ),
			),
			'timing'   => array(
				'views'     => array( 'on' => false, 'count' => 3 ),
				'sessions'  => array( 'on' => false, 'count' => 2 ),
				'devices'   => array( 'on' => false, 'list' => self::DEVICES ),
				'loggedOut' => array( 'on' => false ),
				'schedule'  => array( 'on' => false, 'start' => '', 'end' => '' ),
				'times'     => array( 'on' => true, 'count' => 1, 'onClose' => true ),
			),
			'look'     => array(
				'width'        => 640,
				'position'     => 'center',
				'overlay'      => true,
				'closeOutside' => false,
				'closeDelay'   => 0,
				'animation'    => 'fadeIn',
			),
		);
	}

	/** The numbers the rules accept, by field path (shared with the editor). */
	public static function limits(): array {
		static $limits = null;
		if ( null === $limits ) {
			$limits = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/rule-limits.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file.
			unset( $limits['$comment'] );
		}
		return $limits;
	}

	/**
	 * The rules as they may be kept: every field of the defaults, each of its type, numbers within
	 * their limits (a refused one keeps its default), lists of known values, selectors as text.
	 *
	 * @param mixed $raw Decoded JSON.
	 */
	public static function clean( $raw ): array {
		$rules = self::merge( self::defaults(), is_array( $raw ) ? $raw : array() );
		foreach ( self::limits() as $path => $limit ) {
			list( $group, $key, $field ) = array_pad( explode( '.', $path ), 3, null );
			$value = null === $field ? $rules[ $group ][ $key ] : $rules[ $group ][ $key ][ $field ];
			if ( ! is_int( $value ) || $value < $limit['min'] || $value > $limit['max'] ) {
				$default = self::defaults();
				$value   = null === $field ? $default[ $group ][ $key ] : $default[ $group ][ $key ][ $field ];
			}
			if ( null === $field ) {
				$rules[ $group ][ $key ] = $value;
			} else {
				$rules[ $group ][ $key ][ $field ] = $value;
			}
		}
		$rules['where']['show']     = in_array( $rules['where']['show'], array( 'site', 'pages', 'types' ), true ) ? $rules['where']['show'] : 'site';
		$ids                        = static fn( array $list ): array => array_values( array_unique( array_filter( array_map( 'absint', $list ) ) ) );
		$rules['where']['pages']    = $ids( $rules['where']['pages'] );
		$rules['where']['exclude']  = $ids( $rules['where']['exclude'] );
		$rules['where']['types']    = array_values( array_filter( array_map( 'sanitize_key', $rules['where']['types'] ) ) );
		$rules['timing']['devices']['list'] = array_values( array_intersect( self::DEVICES, $rules['timing']['devices']['list'] ) );
		foreach ( array( 'start', 'end' ) as $key ) {
			$date = $rules['timing']['schedule'][ $key ];
			$rules['timing']['schedule'][ $key ] = preg_match( '/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/', $date ) ? $date : '';
		}
		foreach ( array( 'scrollTo', 'click' ) as $trigger ) {
			$rules['triggers'][ $trigger ]['selector'] = trim( wp_strip_all_tags( $rules['triggers'][ $trigger ]['selector'] ) );
		}
		$rules['look']['position']  = in_array( $rules['look']['position'], self::POSITIONS, true ) ? $rules['look']['position'] : 'center';
		$rules['look']['animation'] = in_array( $rules['look']['animation'], self::ANIMATIONS, true ) ? $rules['look']['animation'] : 'fadeIn';
		return $rules;
	}

	/** Each field of $base, from $over where it has the same type (lists: any list). */
	private static function merge( array $base, array $over ): array {
		foreach ( $base as $key => $value ) {
			if ( ! array_key_exists( $key, $over ) ) {
				continue;
			}
			if ( is_array( $value ) && array() !== $value && ! array_is_list( $value ) ) {
				$base[ $key ] = self::merge( $value, is_array( $over[ $key ] ) ? $over[ $key ] : array() );
			} elseif ( is_array( $value ) ) {
				$base[ $key ] = is_array( $over[ $key ] ) ? array_values( array_filter( $over[ $key ], 'is_scalar' ) ) : $value;
			} elseif ( is_int( $value ) && is_numeric( $over[ $key ] ) && (int) $over[ $key ] == $over[ $key ] ) { // phpcs:ignore Universal.Operators.StrictComparisons.LooseEqual -- 3 and "3" and 3.0 are the same count.
				$base[ $key ] = (int) $over[ $key ];
			} elseif ( gettype( $value ) === gettype( $over[ $key ] ) ) {
				$base[ $key ] = $over[ $key ];
			}
		}
		return $base;
	}

	/**
	 * The rules of a popup: as saved; the defaults for one made on the screen and never changed
	 * there; null for one a kit imported with the page builder's settings (those stand).
	 */
	public static function of( int $popup_id ): ?array {
		$raw = get_post_meta( $popup_id, self::META, true );
		if ( is_string( $raw ) && '' !== $raw ) {
			return self::clean( json_decode( $raw, true ) );
		}
		return metadata_exists( 'post', $popup_id, '_colophon_popup_pages' ) || metadata_exists( 'post', $popup_id, '_colophon_popup_settings' ) ? null : self::defaults();
	}

	/**
	 * Whether the popup shows on the page being served: where (the whole site, chosen pages, chosen
	 * post types) and never on an excluded page.
	 *
	 * @param array  $rules     Cleaned rules.
	 * @param int    $object_id The queried post's id, 0 elsewhere.
	 * @param string $type      The queried post's type, '' elsewhere.
	 */
	public static function shows_on( array $rules, int $object_id, string $type ): bool {
		$where = $rules['where'];
		if ( $object_id && in_array( $object_id, $where['exclude'], true ) ) {
			return false;
		}
		switch ( $where['show'] ) {
			case 'pages':
				return $object_id && in_array( $object_id, $where['pages'], true );
			case 'types':
				return '' !== $type && in_array( $type, $where['types'], true );
			default:
				return true;
		}
	}

	/** The popup runtime's settings (features/popup/settings.ts) for these rules. */
	public static function settings( array $rules ): array {
		$t        = $rules['triggers'];
		$m        = $rules['timing'];
		$triggers = array();
		if ( $t['load']['on'] ) {
			$triggers += array( 'page_load' => 'yes', 'page_load_delay' => $t['load']['delay'] );
		}
		if ( $t['scroll']['on'] ) {
			$triggers += array( 'scrolling' => 'yes', 'scrolling_direction' => 'down', 'scrolling_offset' => $t['scroll']['percent'] );
		}
		if ( $t['scrollTo']['on'] && '' !== $t['scrollTo']['selector'] ) {
			$triggers += array( 'scrolling_to' => 'yes', 'scrolling_to_selector' => $t['scrollTo']['selector'] );
		}
		if ( $t['exit']['on'] ) {
			$triggers['exit_intent'] = 'yes';
		}
		if ( $t['inactivity']['on'] ) {
			$triggers += array( 'inactivity' => 'yes', 'inactivity_time' => $t['inactivity']['seconds'] );
		}
		$timing = array();
		if ( $m['views']['on'] ) {
			$timing += array( 'page_views' => 'yes', 'page_views_views' => $m['views']['count'] );
		}
		if ( $m['sessions']['on'] ) {
			$timing += array( 'sessions' => 'yes', 'sessions_sessions' => $m['sessions']['count'] );
		}
		if ( $m['devices']['on'] ) {
			$timing += array( 'devices' => 'yes', 'devices_devices' => $m['devices']['list'] );
		}
		if ( $m['loggedOut']['on'] ) {
			$timing += array( 'logged_in' => 'yes', 'logged_in_users' => 'all' );
		}
		if ( $m['schedule']['on'] ) {
			$timing += array(
				'schedule'                 => 'yes',
				'schedule_timezone'        => 'site',
				'schedule_start_date'      => str_replace( 'T', ' ', $m['schedule']['start'] ),
				'schedule_end_date'        => str_replace( 'T', ' ', $m['schedule']['end'] ),
				'schedule_server_datetime' => current_time( 'Y-m-d H:i:s' ),
			);
		}
		if ( $m['times']['on'] ) {
			$timing += array( 'times' => 'yes', 'times_times' => $m['times']['count'], 'times_count' => $m['times']['onClose'] ? 'close' : '' );
		}
		$look = $rules['look'];
		return array(
			'triggers'                          => $triggers,
			'timing'                            => $timing,
			'open_selector'                     => $t['click']['on'] ? $t['click']['selector'] : '',
			'close_button_position'             => $look['closeOutside'] ? 'outside' : 'inside',
			'close_button_delay'                => $look['closeDelay'],
			'entrance_animation'                => $look['animation'],
			'entrance_animation_duration'       => array( 'size' => 0.4 ),
			'prevent_close_on_background_click' => '',
			'a11y_navigation'                   => 'yes',
		);
	}

	/** Its look as CSS on the page builder's modal shape the runtime builds (`#elementor-popup-modal-{id}`). */
	public static function css( int $popup_id, array $rules ): string {
		$look  = $rules['look'];
		$modal = '#elementor-popup-modal-' . $popup_id;
		$align = array(
			'center' => 'center',
			'top'    => 'flex-start',
			'bottom' => 'flex-end',
		)[ $look['position'] ];
		return $modal . '{align-items:' . $align . ( $look['overlay'] ? '' : ';background:transparent;pointer-events:none' ) . '}'
			. $modal . ' .dialog-widget-content{pointer-events:auto}'
			. $modal . ' .dialog-message{width:' . (int) $look['width'] . 'px}';
	}
}
