<?php
/**
 * Colophon → Consent (includes/Admin/SettingsPage.php: a plain form; bad input refused
 * with a message naming the field, nothing lost).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class SettingsPage extends \Colophon\Admin\SettingsPage {

	protected function slug(): string {
		return 'colophon-consent';
	}

	protected function title(): string {
		return __( 'Colophon consent', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Consent', 'colophon' );
	}

	protected function option(): string {
		return Settings::OPTION;
	}

	protected function key(): string {
		return 'colophon_consent';
	}

	protected function prepare( array $input ): array {
		return ListRows::prepare( $input );
	}

	protected function validate( array $input ): array {
		return SettingsForm::validate( $input );
	}

	protected function saved_message(): string {
		return __( 'Consent settings saved.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save consent settings', 'colophon' );
	}

	protected function saved(): array {
		return SettingsForm::values();
	}

	protected function after_form(): void {
		Violations::render();
	}

	protected function rows( Fields $f ): void {
		$f->check( 'enabled', __( 'Show the consent banner and block trackers until consent', 'colophon' ) );
		$f->text( 'domain', __( 'Registered domain', 'colophon' ), __( 'The banner runs on this host and its subdomains only (a leading www. is ignored).', 'colophon' ) );
		$f->text( 'key', __( 'Provider key', 'colophon' ), __( 'Sent with the banner_load log.', 'colophon' ) );
		$f->text( 'bannerId', __( 'Banner id', 'colophon' ) );
		$f->select(
			'law',
			__( 'Law', 'colophon' ),
			array(
				'gdpr' => __( 'GDPR (opt-in)', 'colophon' ),
				'ccpa' => __( 'CCPA (opt-out)', 'colophon' ),
			)
		);
		$f->check( 'respectGpc', __( 'Honour the Global Privacy Control signal (opt-out law)', 'colophon' ) );
		$f->text( 'cookieName', __( 'Consent cookie name', 'colophon' ), __( 'cookieyes-consent keeps the choices visitors made with the previous banner.', 'colophon' ) );
		$f->text( 'cookieDomain', __( 'Consent cookie domain', 'colophon' ), __( 'Empty: this host only. Set the root domain to share the choice with subdomains.', 'colophon' ) );
		$f->text( 'expiryDays', __( 'Consent cookie expiry (days)', 'colophon' ) );
		$f->text( 'helperCookieDays', __( 'Helper cookie lifetime (days)', 'colophon' ), __( 'The allow/deny cookies read by WP Consent API plugins.', 'colophon' ) );
		$f->text( 'logUrl', __( 'Log endpoint', 'colophon' ), __( 'The consent provider\'s log URL for the banner_load beacon. Empty: no log.', 'colophon' ) );
		$f->text( 'thumbnail', __( 'Video thumbnail', 'colophon' ), __( 'Empty (recommended): a copy this site fetches once and keeps, so the visitor\'s browser asks the video provider for nothing before consent. Or an address of your own with {id} for the video id.', 'colophon' ) );
		ListRows::render( $f );
		$categories = array_column( Settings::get()['categories'], 'slug' );
		ServiceRows::render( $f, $categories );
		$texts      = BannerTexts::all();
		$f->select(
			'avatars',
			__( 'Avatars wait for', 'colophon' ),
			array( '' => __( 'Nothing: load them at once', 'colophon' ) ) + array_combine( $categories, array_map( static fn( string $slug ): string => $texts[ 'category_' . $slug ] ?? $slug, $categories ) ),
			__( 'Comment and author avatars come from an avatar service (gravatar.com), which sees each visitor\'s address. Until the visitor allows this category, a local placeholder is shown instead.', 'colophon' )
		);
		$f->check( 'strict', __( 'Strict mode: the browser itself refuses every host this visitor has not allowed', 'colophon' ) );
		$f->area( 'allowedHosts', __( 'Hosts always allowed', 'colophon' ), __( 'Recommended for sites that must prove prior consent. In strict mode each page carries a Content-Security-Policy built from the visitor\'s own choice: this site, the hosts listed here (one per line: fonts, a CDN, a payment form) and the hosts of the providers whose categories the visitor allowed. Anything else is refused by the browser, including what no script patch can reach. Accepting more reloads the page once.', 'colophon' ), 4 );
		$f->check( 'consentModeEnabled', __( 'Send consent-mode defaults and updates to the tag manager', 'colophon' ) );
		$f->area( 'consentModeRows', __( 'Consent mode defaults', 'colophon' ), __( 'JSON list of {"analytics", "advertisement", "functional", "necessary", "ad_user_data", "ad_personalization": "granted"|"denied", "regions": "All" or "DE, FR, US-CA"}. Without an "All" row, a global all-denied default is added.', 'colophon' ) );
	}
}
