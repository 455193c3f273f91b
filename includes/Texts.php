<?php
/**
 * Every visitor-facing text the front end shows, translated here and handed over in the page
 * config (`i18n`, `plurals`): the TypeScript has no strings of its own. The consent banner's texts
 * live with its settings (Consent\Settings::texts()).
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Texts {

	/** Counts 0–199 are tabled; larger counts share the form of 100 + (count % 100), as gettext rules do. */
	private const PLURAL_COUNTS = 200;

	/** @return array<string, string> Texts by key (`colophonConfig.i18n`). */
	public static function front(): array {
		return array(
			'close'            => __( 'Close', 'colophon' ),
			'copied'           => __( 'Link copied', 'colophon' ),
			'copyByHand'       => __( 'Your browser did not let us copy it: the page address is selected, copy it with Ctrl+C (or ⌘+C).', 'colophon' ),
			'waitlistSent'     => __( 'Thank you: your application is in. We will email you when the marketplace opens for your books.', 'colophon' ),
			'waitlistFailed'   => __( 'Your application could not be sent. Check your connection and send it again: everything you typed is still here.', 'colophon' ),
			'formSending'      => __( 'Sending…', 'colophon' ),
			'formFailed'       => __( 'Your message could not be sent: the site did not answer as expected. Everything you typed is still here; please send it again in a moment.', 'colophon' ),
			'formOffline'      => __( 'Your message could not be sent. Check your connection and send it again: everything you typed is still here.', 'colophon' ),
			/* translators: 1: the step's number, 2: how many steps, 3: the step's label */
			'formStep'         => __( 'Step %1$d of %2$d: %3$s', 'colophon' ),
			'previous'         => __( 'Previous', 'colophon' ),
			'next'             => __( 'Next', 'colophon' ),
			/* translators: Swiper fills in {{index}}: keep the braces. */
			'goToSlide'        => __( 'Go to slide {{index}}', 'colophon' ),
			/* translators: Swiper fills in {{index}} and {{slidesLength}}: keep the braces. */
			'slideLabel'       => __( '{{index}} of {{slidesLength}}', 'colophon' ),
			'carousel'         => __( 'carousel', 'colophon' ),
			'slide'            => __( 'slide', 'colophon' ),
			'menu'             => __( 'Menu', 'colophon' ),
			'menuOptionsInvalid' => __( 'This menu’s options (data-sm-options) are not valid JSON, so it uses its defaults. Fix them in the menu widget’s settings.', 'colophon' ),
			'popup'            => __( 'Popup', 'colophon' ),
			'lightbox'         => __( 'Media viewer', 'colophon' ),
			'video'            => __( 'Video', 'colophon' ),
			'play'             => __( 'Play', 'colophon' ),
			'pause'            => __( 'Pause', 'colophon' ),
			'mute'             => __( 'Mute', 'colophon' ),
			'unmute'           => __( 'Unmute', 'colophon' ),
			'restart'          => __( 'Watch again', 'colophon' ),
			'fullscreen'       => __( 'Full screen', 'colophon' ),
			'exitFullscreen'   => __( 'Leave full screen', 'colophon' ),
			'captions'         => __( 'Captions', 'colophon' ),
			'seek'             => __( 'Position in the video', 'colophon' ),
			/* translators: 1: the time played, 2: the video's length, both as mm:ss */
			'timeOf'           => __( '%1$s of %2$s', 'colophon' ),
			'videoFailed'      => __( 'This video could not be played. Reload the page to try again.', 'colophon' ),
			/* translators: %s: the scheduling provider's name */
			'schedulingConsent' => __( 'The booking calendar comes from %s, which sets functional cookies. Allow them to book here, or use the link below.', 'colophon' ),
			'schedulingAllow'  => __( 'Allow and show the calendar', 'colophon' ),
			/* translators: %s: the scheduling provider's name */
			'schedulingTitle'  => __( 'Booking calendar (%s)', 'colophon' ),
			'imageFailed'      => __( 'This image could not be loaded.', 'colophon' ),
			'like'             => __( 'Like', 'colophon' ),
			'dislike'          => __( 'Dislike', 'colophon' ),
			'voteSaving'       => __( 'Saving your vote…', 'colophon' ),
			'voteSaved'        => __( 'Thanks for your vote.', 'colophon' ),
			'voteFailed'       => __( 'Your vote could not be saved. Please try again.', 'colophon' ),
			'loopEmpty'        => __( 'No results match these filters.', 'colophon' ),
			'listingFailed'    => __( 'These items could not be loaded. Reload the page to try again.', 'colophon' ),
			'loadMoreFailed'   => __( 'More items could not be loaded. Check your connection and try again.', 'colophon' ),
			'listingRetry'     => __( 'Try again', 'colophon' ),
			'storeFailed'      => __( 'That did not work: check your connection and try again.', 'colophon' ),
			'storeUnavailable' => __( 'Your browser does not let this site save your list.', 'colophon' ),
			'calendarFailed'   => __( 'This month could not be loaded. Check your connection and try again.', 'colophon' ),
		);
	}

	/** @return array<string, array{forms: string[], index: string}> Plural texts by key (`colophonConfig.plurals`). */
	public static function plurals(): array {
		return array(
			/* translators: %d: number of posts the filters found */
			'loopCount'     => self::plural( static fn( int $n ): string => _n( '%d result', '%d results', $n, 'colophon' ) ),
			/* translators: %d: number of items just added to the list */
			'listingLoaded' => self::plural( static fn( int $n ): string => _n( '%d more item loaded', '%d more items loaded', $n, 'colophon' ) ),
			/* translators: %d: number of images a gallery's filter shows */
			'galleryCount'  => self::plural( static fn( int $n ): string => _n( '%d image', '%d images', $n, 'colophon' ) ),
			/* translators: 1: the most items the store can hold, 2: the store's name */
			'storeFull'     => self::plural( static fn( int $n ): string => _n( 'You can keep at most %1$d item in %2$s. Remove it to add another.', 'You can keep at most %1$d items in %2$s. Remove one to add another.', $n, 'colophon' ) ),
		);
	}

	/**
	 * A plural message as the front end reads it: the distinct forms `_n()` gives, and for each
	 * count 0–199 the index of its form, one digit per count (gettext has at most 6 forms).
	 *
	 * @param callable(int): string $translate Calls _n() with literal strings, so they can be extracted.
	 * @return array{forms: string[], index: string}
	 */
	public static function plural( callable $translate ): array {
		$forms = array();
		$index = '';
		for ( $n = 0; $n < self::PLURAL_COUNTS; $n++ ) {
			$form = $translate( $n );
			$at   = array_search( $form, $forms, true );
			if ( false === $at ) {
				$at      = count( $forms );
				$forms[] = $form;
			}
			$index .= (string) $at;
		}
		return array(
			'forms' => $forms,
			'index' => $index,
		);
	}
}
