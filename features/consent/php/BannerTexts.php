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
