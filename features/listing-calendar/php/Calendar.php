<?php
/**
 * The listing calendar widget: `[colophon_calendar id="cal0001" post_type="colophon_event"
 * date_key="event_date" month="2026-11" cache_timeout="3600" max_cache="12"]`, in the listing
 * plugin's markup (`.jet-calendar[data-settings][data-post][data-month]`, navigation links with
 * `data-month="Month YYYY"`). Events are posts whose `date_key` meta holds a Y-m-d date, or with
 * `date_key="post_date"` posts on the day they were published (the calendar block's default). Without
 * JavaScript the navigation links still work (`?calendar-{id}=YYYY-MM`).
 *
 * @package Colophon
 */

namespace Colophon\ListingCalendar;

use Colophon\Markers;

use Colophon\Kit\SavedWidgets;

defined( 'ABSPATH' ) || exit;

final class Calendar {

	public const TAG = 'colophon_calendar';

	/** The calendar block: it reads its saved settings from the block as from the shortcode. */
	public const BLOCK = 'colophon/calendar';

	/** The `date_key` that places posts on the day they were published (no custom field). */
	public const BY_POST_DATE = 'post_date';

	/** The page's markers (set when the feature registers), for a calendar rendered by its block too. */
	private static ?Markers $markers = null;

	public function __construct( Markers $markers ) {
		self::$markers = $markers;
	}

	public function register(): void {
		add_shortcode( self::TAG, array( $this, 'shortcode' ) );
	}

	public static function settings( array $atts ): array {
		$settings = shortcode_atts(
			array(
				'id'            => '',
				'post_type'     => 'post',
				'date_key'      => 'event_date',
				'month'         => '',
				'cache_timeout' => '3600',
				'max_cache'     => '12',
			),
			$atts,
			self::TAG
		);
		$settings['post_type']     = SavedWidgets::post_type( (string) $settings['post_type'] );
		$settings['date_key']      = sanitize_key( $settings['date_key'] );
		$settings['cache_timeout'] = (int) $settings['cache_timeout'];
		$settings['max_cache']     = max( 1, (int) $settings['max_cache'] );
		return $settings;
	}

	/** @param array|string $atts */
	public function shortcode( $atts ): string {
		return self::widget( self::settings( (array) $atts ) );
	}

	/** The whole widget for its settings (the shortcode's or the block's). */
	public static function widget( array $settings ): string {
		if ( ! SavedWidgets::valid_id( $settings['id'] ) ) {
			return current_user_can( 'edit_posts' ) ? '<p>' . esc_html__( 'Calendar: the id attribute must be 7 letters or digits.', 'colophon' ) . '</p>' : '';
		}
		self::$markers?->add( 'listing-calendar' );
		$requested = sanitize_text_field( wp_unslash( $_GET[ 'calendar-' . $settings['id'] ] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification -- a public month choice.
		$month     = self::parse_month( $requested, 'Y-m' ) ?? self::parse_month( $settings['month'], 'Y-m' ) ?? array( (int) gmdate( 'Y' ), (int) gmdate( 'n' ) );
		return sprintf(
			'<div class="elementor-element elementor-widget elementor-widget-jet-listing-calendar colophon-calendar alignwide" data-id="%1$s" data-element_type="widget" data-widget_type="jet-listing-calendar.default"><div class="elementor-widget-container">%2$s</div></div>',
			esc_attr( $settings['id'] ),
			self::render( $settings, (int) get_the_ID(), $month[0], $month[1] )
		);
	}

	/** @return array{0: int, 1: int}|null Year and month (1–12) from "2026-11" or "November 2026". */
	public static function parse_month( string $value, string $format ): ?array {
		$date = \DateTimeImmutable::createFromFormat( '!' . $format, trim( $value ), new \DateTimeZone( 'UTC' ) );
		if ( ! $date || $date->format( $format ) !== trim( $value ) ) {
			return null;
		}
		$year = (int) $date->format( 'Y' );
		return $year >= 1970 && $year <= 2100 ? array( $year, (int) $date->format( 'n' ) ) : null;
	}

	/** @return array<string, \WP_Post[]> Events by Y-m-d. */
	private static function events( array $settings, int $year, int $month ): array {
		$first = sprintf( '%04d-%02d-01', $year, $month );
		$last  = gmdate( 'Y-m-t', (int) strtotime( $first ) );
		$by_date = self::BY_POST_DATE === $settings['date_key'];
		$query   = new \WP_Query(
			array(
				'post_type'      => $settings['post_type'],
				'post_status'    => 'publish',
				'has_password'   => SavedWidgets::list_protected() ? null : false,
				'posts_per_page' => 200,
				'no_found_rows'  => true,
			) + ( $by_date ? array(
				'orderby'    => 'date',
				'order'      => 'ASC',
				'date_query' => array(
					array(
						'after'     => $first,
						'before'    => $last . ' 23:59:59',
						'inclusive' => true,
					),
				),
			) : array(
				'meta_key'   => $settings['date_key'], // phpcs:ignore WordPress.DB.SlowDBQuery
				'orderby'    => 'meta_value',
				'order'      => 'ASC',
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'key'     => $settings['date_key'],
						'value'   => array( $first, $last ),
						'compare' => 'BETWEEN',
						'type'    => 'DATE',
					),
				),
			) )
		);
		$days = array();
		foreach ( $query->posts as $post ) {
			$day            = $by_date ? (string) get_the_date( 'Y-m-d', $post ) : (string) get_post_meta( $post->ID, $settings['date_key'], true );
			$days[ $day ][] = $post;
		}
		return $days;
	}

	/** The `.jet-calendar` element for one month. */
	public static function render( array $settings, int $post_id, int $year, int $month ): string {
		$first     = (int) gmmktime( 0, 0, 0, $month, 1, $year );
		$days_in   = (int) gmdate( 't', $first );
		$start     = (int) get_option( 'start_of_week', 1 );
		$lead      = ( (int) gmdate( 'w', $first ) - $start + 7 ) % 7;
		$events    = self::events( $settings, $year, $month );
		$prev      = (int) gmmktime( 0, 0, 0, $month - 1, 1, $year );
		$next      = (int) gmmktime( 0, 0, 0, $month + 1, 1, $year );
		$name      = date_i18n( 'F Y', $first, true );
		$base      = (string) get_permalink( $post_id );
		$nav       = static function ( int $time, string $class, string $label, string $symbol ) use ( $settings, $base ): string {
			return sprintf(
				'<a class="jet-calendar-nav__link %1$s" href="%2$s" data-month="%3$s" aria-label="%4$s">%5$s</a>',
				$class,
				esc_url( add_query_arg( 'calendar-' . $settings['id'], gmdate( 'Y-m', $time ), $base ) ),
				esc_attr( gmdate( 'F Y', $time ) ),
				esc_attr( sprintf( $label, date_i18n( 'F Y', $time, true ) ) ),
				$symbol
			);
		};
		global $wp_locale;
		$months = '';
		for ( $m = 1; $m <= 12; $m++ ) {
			$months .= sprintf( '<option value="%d"%s>%s</option>', $m - 1, selected( $m, $month, false ), esc_html( $wp_locale->get_month( $m ) ) );
		}
		$years = '';
		for ( $y = $year - 2; $y <= $year + 2; $y++ ) {
			$years .= sprintf( '<option value="%1$d"%2$s>%1$d</option>', $y, selected( $y, $year, false ) );
		}
		$head = '';
		for ( $i = 0; $i < 7; $i++ ) {
			$weekday = ( $start + $i ) % 7;
			$head   .= sprintf( '<th scope="col"><abbr title="%s">%s</abbr></th>', esc_attr( $wp_locale->get_weekday( $weekday ) ), esc_html( $wp_locale->get_weekday_abbrev( $wp_locale->get_weekday( $weekday ) ) ) );
		}
		$cells = array_fill( 0, $lead, '<td class="jet-calendar-week__day day-pad"></td>' );
		for ( $day = 1; $day <= $days_in; $day++ ) {
			$date    = sprintf( '%04d-%02d-%02d', $year, $month, $day );
			$list    = $events[ $date ] ?? array();
			$content = '';
			foreach ( $list as $event ) {
				$content .= sprintf( '<div class="jet-calendar-week__day-event"><a href="%s">%s</a></div>', esc_url( get_permalink( $event ) ), esc_html( get_the_title( $event ) ) );
			}
			$label   = date_i18n( 'j F', (int) gmmktime( 0, 0, 0, $month, $day, $year ), true );
			$trigger = $list
				/* translators: 1: date, 2: number of events */
				? sprintf( '<button type="button" class="jet-calendar-week__day-mobile-trigger" aria-expanded="false" aria-label="%s">%d</button>', esc_attr( sprintf( _n( '%1$s: %2$d event', '%1$s: %2$d events', count( $list ), 'colophon' ), $label, count( $list ) ) ), count( $list ) )
				: '';
			$cells[] = sprintf(
				'<td class="jet-calendar-week__day%1$s" data-day="%2$s"><div class="jet-calendar-week__day-header"><span class="jet-calendar-week__day-date">%3$d</span>%4$s</div>%5$s</td>',
				$list ? ' has-events' : '',
				$date,
				$day,
				$trigger,
				$content ? '<div class="jet-calendar-week__day-content">' . $content . '</div>' : ''
			);
		}
		while ( count( $cells ) % 7 ) {
			$cells[] = '<td class="jet-calendar-week__day day-pad"></td>';
		}
		$rows = '';
		foreach ( array_chunk( $cells, 7 ) as $week ) {
			$rows .= '<tr class="jet-calendar-week">' . implode( '', $week ) . '</tr>';
		}
		$data = array(
			'id'            => $settings['id'],
			'cache_timeout' => $settings['cache_timeout'],
			'max_cache'     => $settings['max_cache'],
		);
		return sprintf(
			'<div class="jet-calendar" data-settings="%1$s" data-post="%2$d" data-month="%3$s"><table class="jet-calendar-grid"><caption class="jet-calendar-caption"><span class="jet-calendar-caption__wrap">%4$s<span class="jet-calendar-caption__name">%5$s</span><span class="jet-calendar-caption__dates"><select class="jet-calendar-caption__select" data-select="month" aria-label="%6$s">%7$s</select><select class="jet-calendar-caption__select" data-select="year" aria-label="%8$s">%9$s</select></span>%10$s</span></caption><thead><tr>%11$s</tr></thead><tbody>%12$s</tbody></table></div>',
			esc_attr( (string) wp_json_encode( $data ) ),
			$post_id,
			esc_attr( gmdate( 'F Y', $first ) ),
			/* translators: %s: month and year */
			$nav( $prev, 'nav-link-prev', __( 'Previous month, %s', 'colophon' ), '‹' ),
			esc_html( $name ),
			esc_attr__( 'Month', 'colophon' ),
			$months,
			esc_attr__( 'Year', 'colophon' ),
			$years,
			/* translators: %s: month and year */
			$nav( $next, 'nav-link-next', __( 'Next month, %s', 'colophon' ), '›' ),
			$head,
			$rows
		);
	}
}
