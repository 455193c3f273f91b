<?php
/**
 * The waitlist form: `[colophon_waitlist]` prints a form with the fields the owner set on
 * Colophon → Waitlist (Fields.php; until then the marketplace's field ids the spec names: fname,
 * lname, email, books_published, planning_to_publish, worked_with_us, budget, message);
 * features/waitlist sends it as JSON to this site (Endpoint.php), which keeps it, then
 * forwards it to `{api}/v1/waitlist` (Forwarder.php). The forwarding address is the site owner's,
 * never the content's: Colophon → Waitlist (option `colophon_waitlist`, filter
 * `colophon_waitlist_api`), an https address or a path of this site (http only on this site's own
 * host). An `api` attribute (the shortcode took one once) is ignored: any author could have pointed a
 * published form, and applicants' names and emails, at a host of their own. The ids are the
 * page's own, so one form per page: a second shortcode prints nothing.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Waitlist {

	public const ID = 'waitlist';

	/** The query argument a form sent without JavaScript comes back with: sent, failed or empty. */
	public const OUTCOME = 'colophon-waitlist';

	private bool $printed = false;

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		add_shortcode( 'colophon_waitlist', array( $this, 'shortcode' ) );
		add_filter(
			'colophon_config',
			static function ( array $config ): array {
				$thanks             = self::thanks();
				$config['waitlist'] = array( 'endpoint' => Endpoint::url() ) + ( '' !== $thanks ? array( 'thanks' => $thanks ) : array() );
				return $config;
			}
		);
	}

	/** The thank-you message the owner wrote on Colophon → Waitlist ('' for the built-in one). */
	public static function thanks(): string {
		$saved = get_option( WaitlistPage::OPTION, null );
		return is_array( $saved ) && is_string( $saved['thanks'] ?? null ) ? $saved['thanks'] : '';
	}

	/** The marketplace API's base address the owner set, or '' when it is unset or not allowed. */
	public static function api(): string {
		/**
		 * Filters the address kept waitlist applications are forwarded to (`{api}/v1/waitlist`).
		 *
		 * @param string $api An https URL, or a path on this site (Colophon → Waitlist; '' keeps them in WordPress only).
		 */
		$saved = get_option( WaitlistPage::OPTION, null ); // null, not the registered default: unsaved yet
		// The screen's setting; before it, the address was an option only code could set.
		$saved = is_array( $saved ) && is_string( $saved['api'] ?? null ) ? $saved['api'] : (string) get_option( 'colophon_waitlist_api', '' );
		$api   = trim( (string) apply_filters( 'colophon_waitlist_api', $saved ) );
		return self::allowed( $api, (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ? $api : '';
	}

	/** An https address, a path of this site, or http on this site's own host. */
	public static function allowed( string $api, string $site_host ): bool {
		if ( preg_match( '#^/(?!/)#', $api ) ) {
			return ! preg_match( '/[\s\\\\]/', $api );
		}
		$parts = wp_parse_url( $api );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return false;
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		return 'https' === $scheme || ( 'http' === $scheme && strtolower( $parts['host'] ) === strtolower( $site_host ) );
	}

	/**
	 * One field as the form prints it: its label (saying "required" where it is), its control with
	 * the field's id as its id and name.
	 *
	 * @param array<string, mixed> $field One of Fields::current().
	 */
	private static function field( array $field ): string {
		$id    = (string) $field['id'];
		$type  = (string) $field['type'];
		$attrs = sprintf( 'id="%1$s" name="%1$s"', esc_attr( $id ) );
		if ( '' !== $field['autofill'] ) {
			$attrs .= ' autocomplete="' . esc_attr( (string) $field['autofill'] ) . '"';
		}
		if ( $field['required'] ) {
			$attrs .= ' required';
		}
		$label = esc_html( (string) $field['label'] );
		if ( $field['required'] ) {
			$label .= ' <span class="colophon-waitlist__required">' . esc_html__( '(required)', 'colophon' ) . '</span>';
		}
		if ( 'select' === $type ) {
			$control = '<select ' . $attrs . '><option value="">' . esc_html__( 'Choose…', 'colophon' ) . '</option>';
			foreach ( $field['options'] as $option ) {
				$control .= '<option>' . esc_html( (string) $option ) . '</option>';
			}
			$control .= '</select>';
		} elseif ( 'textarea' === $type ) {
			$control = '<textarea ' . $attrs . ' rows="4"></textarea>';
		} elseif ( 'checkbox' === $type ) {
			return sprintf(
				'<p class="colophon-waitlist__field colophon-waitlist__field--check colophon-waitlist__field--wide"><input type="checkbox" %1$s value="%2$s"><label for="%3$s">%4$s</label></p>',
				$attrs, // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
				esc_attr__( 'Yes', 'colophon' ),
				esc_attr( $id ),
				$label // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
			);
		} else {
			$control = '<input type="' . esc_attr( $type ) . '" ' . $attrs . '>';
		}
		return sprintf(
			'<p class="colophon-waitlist__field%1$s"><label for="%2$s">%3$s</label>%4$s</p>',
			$field['wide'] ? ' colophon-waitlist__field--wide' : '',
			esc_attr( $id ),
			$label, // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
			$control // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
		);
	}

	/** @param array<string, string>|string $atts */
	public function shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'api'    => '',
				'button' => __( 'Join the waitlist', 'colophon' ),
			),
			is_array( $atts ) ? $atts : array(),
			'colophon_waitlist'
		);
		if ( $this->printed ) {
			return '<!-- colophon_waitlist: one form per page (its field ids are the page\'s) -->';
		}
		$this->printed = true;
		$this->markers->add( self::ID );
		$ignored = '' !== $atts['api'] ? '<!-- colophon_waitlist: the api attribute is ignored; applications go to the address set in Colophon → Waitlist -->' : '';

		$fields   = Fields::current();
		$required = false;
		$html     = '';
		foreach ( $fields as $field ) {
			$html     .= self::field( $field );
			$required  = $required || $field['required'];
		}
		// Without JavaScript the browser posts the form itself to the same endpoint, which sends it back here.
		$outcome = isset( $_GET[ self::OUTCOME ] ) ? sanitize_key( wp_unslash( $_GET[ self::OUTCOME ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- only which message to show.
		$says    = array(
			'sent'    => array( 'status', self::thanks() ?: \Colophon\I18n::text( 'waitlistSent' ) ),
			'failed'  => array( 'alert', __( 'Your application could not be sent. Please try again in a moment.', 'colophon' ) ),
			'empty'   => array( 'alert', __( 'Your application was empty: fill in at least your name or email, then send it.', 'colophon' ) ),
			'missing' => array( 'alert', __( 'Fill in every field marked required, then send your application again.', 'colophon' ) ),
		);
		$said = isset( $says[ $outcome ] ) ? sprintf( '<p class="colophon-waitlist__outcome" role="%1$s">%2$s</p>', esc_attr( $says[ $outcome ][0] ), esc_html( $says[ $outcome ][1] ) ) : '';
		return sprintf(
			'%1$s<form id="colophon-waitlist" class="colophon-waitlist" data-widget_type="colophon-waitlist.default" method="post" action="%5$s"%6$s>%4$s%2$s<button type="submit" class="colophon-waitlist__submit">%3$s</button></form>',
			$ignored, // phpcs:ignore WordPress.Security.EscapeOutput -- a fixed comment.
			$html, // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
			esc_html( (string) $atts['button'] ),
			$said, // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
			esc_url( Endpoint::url() ),
			// SPEC's form checks nothing; fields the owner made required are checked by the browser, with JavaScript or without.
			$required ? '' : ' novalidate'
		);
	}
}
