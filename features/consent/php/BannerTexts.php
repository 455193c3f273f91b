<?php
/**
 * The banner's and the preferences' words, translated (the page config's `consentTexts`; the
 * server-printed banner, ./Banner.php, uses the same).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class BannerTexts {

	/**
	 * Translated banner texts (`colophonConfig.consentTexts`), with each category's name and
	 * description as the owner wrote them on the consent screen; a category of the owner's own
	 * without a name is called by its slug made readable ("book-club" → "Book club").
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$texts = self::built_in();
		foreach ( self::owners() as $key => $text ) {
			$texts[ $key ] = self::translated( $key, $text );
		}
		foreach ( Settings::get()['categories'] as $category ) {
			$slug = (string) ( $category['slug'] ?? '' );
			if ( '' === $slug ) {
				continue;
			}
			$name = (string) ( $category['name'] ?? '' );
			if ( '' !== $name || ! isset( $texts[ 'category_' . $slug ] ) ) {
				$texts[ 'category_' . $slug ] = '' !== $name ? $name : ucfirst( str_replace( array( '-', '_' ), ' ', $slug ) );
			}
			if ( '' !== (string) ( $category['description'] ?? '' ) ) {
				$texts[ 'category_' . $slug . '_description' ] = (string) $category['description'];
			}
		}
		return $texts;
	}

	/** The texts an owner can write on the consent screen, in the order it shows them. */
	public const EDITABLE = array( 'title', 'description', 'acceptAll', 'rejectAll', 'customise', 'preferencesTitle', 'preferencesDescription', 'save', 'revisit' );

	/** @return array<string, string> The owner's own words, by key (only those written). */
	public static function owners(): array {
		$saved = (array) ( Settings::get()['texts'] ?? array() );
		$out   = array();
		foreach ( self::EDITABLE as $key ) {
			$text = trim( (string) ( $saved[ $key ] ?? '' ) );
			if ( '' !== $text ) {
				$out[ $key ] = $text;
			}
		}
		return $out;
	}

	/**
	 * An owner's text in the visitor's language, where a string-translation plugin has it (WPML's
	 * or Polylang's string translation, registered by register_strings()); otherwise as written.
	 * The built-in texts need none: WordPress translates them into the site's language.
	 */
	private static function translated( string $key, string $text ): string {
		if ( function_exists( 'pll__' ) ) {
			return (string) pll__( $text );
		}
		/**
		 * WPML's string translation (documented by WPML).
		 *
		 * @param string $text
		 */
		return (string) apply_filters( 'wpml_translate_single_string', $text, 'Colophon', 'banner ' . $key );
	}

	/** Offers the owner's texts to a string-translation plugin (WPML, Polylang) to translate. */
	public static function register_strings(): void {
		foreach ( self::owners() as $key => $text ) {
			if ( function_exists( 'pll_register_string' ) ) {
				pll_register_string( 'banner ' . $key, $text, 'Colophon', 'description' === $key || 'preferencesDescription' === $key );
			}
			/**
			 * WPML's string registration (documented by WPML).
			 */
			do_action( 'wpml_register_single_string', 'Colophon', 'banner ' . $key, $text );
		}
	}

	/** The built-in texts (the consent screen shows them where the owner wrote none). */
	public static function defaults(): array {
		return self::built_in();
	}

	/** @return array<string, string> */
	private static function built_in(): array {
		return array(
			'title'                          => __( 'We value your privacy', 'colophon' ),
			'description'                    => __( 'We use cookies to run this site, to understand how it is used and to show relevant ads. Choose which ones you allow; you can change your mind at any time.', 'colophon' ),
			'acceptAll'                      => __( 'Accept all', 'colophon' ),
			'rejectAll'                      => __( 'Reject all', 'colophon' ),
			'customise'                      => __( 'Customise', 'colophon' ),
			'save'                           => __( 'Save my preferences', 'colophon' ),
			'close'                          => __( 'Close', 'colophon' ),
			'preferencesTitle'               => __( 'Cookie preferences', 'colophon' ),
			'preferencesDescription'         => __( 'Necessary cookies keep the site working and are always on. The others are off until you turn them on.', 'colophon' ),
			'preferencesFailed'              => __( 'The cookie settings could not be loaded. Check your connection and try again.', 'colophon' ),
			'alwaysActive'                   => __( 'Always active', 'colophon' ),
			'revisit'                        => __( 'Cookie settings', 'colophon' ),
			'gpcNotice'                      => __( 'Your browser’s Global Privacy Control signal was honoured: we do not sell or share your data.', 'colophon' ),
			'videoPlaceholderTitle'          => __( 'This video is blocked until you accept {categories} cookies.', 'colophon' ),
			'videoPlaceholderAccept'         => __( 'Accept and play', 'colophon' ),
			'category_necessary'             => __( 'Necessary', 'colophon' ),
			'category_necessary_description' => __( 'Security, load balancing and remembering your cookie choice.', 'colophon' ),
			'category_functional'            => __( 'Functional', 'colophon' ),
			'category_functional_description' => __( 'Embedded videos, chat and remembering preferences.', 'colophon' ),
			'category_analytics'             => __( 'Analytics', 'colophon' ),
			'category_analytics_description' => __( 'Counting visits and learning which pages help readers.', 'colophon' ),
			'category_performance'           => __( 'Performance', 'colophon' ),
			'category_performance_description' => __( 'Measuring how fast pages load.', 'colophon' ),
			'category_advertisement'         => __( 'Advertisement', 'colophon' ),
			'category_advertisement_description' => __( 'Ad pixels that tell us which ads brought you here.', 'colophon' ),
			'category_other'                 => __( 'Other', 'colophon' ),
			'category_other_description'     => __( 'Cookies that do not fit the other categories yet.', 'colophon' ),
		);
	}
}
