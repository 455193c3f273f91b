<?php
/**
 * The banner's look, as the owner sets it on the consent screen: where it sits (a bar at the
 * bottom or the top, or a box in a bottom corner), its font and four colours. Printed on the banner's root
 * as a class and CSS custom properties (features/consent-banner/consent-banner.css reads them),
 * only where they differ from the built-in look, so most pages carry nothing extra.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Look {

	public const POSITIONS = array( 'bottom', 'top', 'box-left', 'box-right' );

	/**
	 * 'system': the device's own font, in place from the first paint. 'site': the page's font,
	 * which a theme's web font replaces once it has loaded, after the banner is on screen: the
	 * banner's text reflows then and the banner moves (a layout shift on every first visit).
	 */
	public const FONTS = array( 'system', 'site' );

	/** '' colours are the built-in ones. */
	public const DEFAULTS = array(
		'position'   => 'bottom',
		'font'       => 'system',
		'background' => '',
		'text'       => '',
		'accent'     => '',
		'accentText' => '',
	);

	/** The custom property each colour sets. */
	private const PROPERTIES = array(
		'background' => '--colophon-consent-bg',
		'text'       => '--colophon-consent-fg',
		'accent'     => '--colophon-consent-accent',
		'accentText' => '--colophon-consent-accent-fg',
	);

	/** @return array<string, string> The saved look over the defaults. */
	public static function get( ?array $settings = null ): array {
		$settings ??= Settings::get();
		return array_merge( self::DEFAULTS, array_intersect_key( (array) ( $settings['look'] ?? array() ), self::DEFAULTS ) );
	}

	/** A colour as saved: `#rgb` or `#rrggbb` in lower case, or '' (the built-in one); null when neither. */
	public static function colour( string $value ): ?string {
		$value = strtolower( trim( $value ) );
		return '' === $value || preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/', $value ) ? $value : null;
	}

	/** The banner root's extra attributes: its position class and colour properties (escaped). */
	public static function attributes( array $look ): string {
		$class  = 'bottom' === $look['position'] || ! in_array( $look['position'], self::POSITIONS, true ) ? '' : ' is-' . $look['position'];
		$class .= 'site' === ( $look['font'] ?? '' ) ? ' is-site-font' : '';
		$style = '';
		foreach ( self::PROPERTIES as $key => $property ) {
			$colour = self::colour( (string) ( $look[ $key ] ?? '' ) );
			if ( $colour ) {
				$style .= $property . ':' . $colour . ';';
			}
		}
		return sprintf( ' class="colophon-consent%s"', esc_attr( $class ) ) . ( '' !== $style ? sprintf( ' style="%s"', esc_attr( $style ) ) : '' );
	}
}
