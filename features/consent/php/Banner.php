<?php
/**
 * The banner and the revisit button, printed first in <body> so keyboard users reach the banner
 * before the page; and the handshake with the WP Consent API.
 *
 * Both are printed `hidden`. The consent boot (in <head>) marks `<html data-colophon-consent>`
 * `ask` or `decided` before the first paint, and consent-banner.css shows the one that applies: a
 * new visitor sees the banner with the page, without waiting for any script (it is often the
 * largest text on a phone's first screen). The consent-banner chunk makes the buttons work; the
 * preferences dialog loads when asked for. Without the boot (consent off, a wrong domain, an
 * unreadable config) neither shows.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Markers;

defined( 'ABSPATH' ) || exit;

final class Banner {

	/** The revisit button's cookie. */
	private const COOKIE_ICON = 'M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm0 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm6 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z';

	private bool $printed = false;

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		if ( ! Settings::visitor()['enabled'] ) {
			return;
		}
		add_filter( 'colophon_page_markers', array( $this, 'declare_marker' ) );
		add_action( 'wp_body_open', array( $this, 'print_root' ), 1 );
		add_action( 'wp_footer', array( $this, 'print_root' ), 1 ); // themes without wp_body_open
		// WP Consent API: this plugin manages consent; tell its PHP side the consent type.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( COLOPHON_FILE ), '__return_true' );
		add_filter( 'wp_get_consent_type', static fn() => 'ccpa' === Settings::visitor()['law'] ? 'optout' : 'optin' );
	}

	public function declare_marker( array $ids ): array {
		// Not over the page the owner is building in the page builder's editor.
		if ( ! \Colophon\PageBuilder\Widgets::editing() ) {
			$ids[] = 'consent-banner';
		}
		return $ids;
	}

	public function print_root(): void {
		if ( $this->printed || is_admin() || \Colophon\PageBuilder\Widgets::editing() ) {
			return;
		}
		$this->printed = true;
		echo self::markup( BannerTexts::all(), Look::get() ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in markup().
	}

	/**
	 * The banner (its three buttons) and the revisit button, both `hidden`, with `$texts`
	 * (BannerTexts::all()) escaped. tests/php/BannerTest.php keeps features/consent-banner/test/banner.html,
	 * the markup the browser tests use, equal to it.
	 *
	 * @param array<string, string> $texts Translated banner texts.
	 * @param array<string, string> $look  Where it sits and its colours (Look::get()).
	 */
	public static function markup( array $texts, array $look = Look::DEFAULTS ): string {
		$button = static fn( string $action, string $label, string $extra = '' ): string => sprintf(
			'<button type="button" class="colophon-consent__button%s" data-consent-action="%s">%s</button>',
			$extra,
			$action,
			esc_html( $label )
		);
		// Drawn above every popup, and kept reachable while one is open (src/kit/inert-behind.ts).
		return '<div id="colophon-consent"' . Look::attributes( $look ) . ' data-colophon-above-modals>'
			. '<section class="colophon-consent__banner" role="dialog" aria-modal="false" aria-labelledby="colophon-consent-title" aria-describedby="colophon-consent-description" hidden>'
			. '<div class="colophon-consent__body">'
			. '<h2 id="colophon-consent-title" class="colophon-consent__title">' . esc_html( $texts['title'] ) . '</h2>'
			. '<p id="colophon-consent-description" class="colophon-consent__text">' . esc_html( $texts['description'] ) . '</p>'
			. '</div><div class="colophon-consent__actions">'
			. $button( 'customise', $texts['customise'] )
			. $button( 'reject', $texts['rejectAll'] )
			. $button( 'accept', $texts['acceptAll'], ' colophon-consent__button--primary' )
			. '</div></section>'
			. sprintf( '<button type="button" class="colophon-consent__revisit" data-consent-action="revisit" aria-label="%1$s" title="%1$s" hidden>', esc_attr( $texts['revisit'] ) )
			. '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . self::COOKIE_ICON . '"/></svg>'
			. '</button></div>';
	}
}
