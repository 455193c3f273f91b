<?php
/**
 * Colophon → Consent (includes/Admin/SettingsPage.php: declared fields; bad input refused with a
 * message naming the field, nothing lost). Its script (features/consent/admin-screen.tsx) draws
 * two kinds of its own: the banner's live preview and the rows of categories and providers.
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

	protected function script(): string {
		return 'consent-screen';
	}

	public function register(): void {
		parent::register();
		add_action( 'admin_init', array( BannerTexts::class, 'register_strings' ) );
	}

	/** The preview's frame, and a list's rows: their fields side by side where there is room. */
	private const STYLES = '.colophon-consent-preview .colophon-consent__button{display:inline-flex;align-items:center;justify-content:center}.colophon-consent-preview__frame{position:relative;overflow:hidden;border:1px solid #c3c4c7;background:repeating-linear-gradient(0deg,#f6f7f7 0 1.5rem,#f0f0f1 1.5rem 3rem)}'
		. '.colophon-consent-rows h3{font-size:13px;margin:0 0 4px}.colophon-consent-rows>.components-base-control__help{margin:0 0 12px}.colophon-consent-row__fields{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:12px}'
		. '.colophon-consent-row__checks{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 16px;align-content:start}.colophon-consent-row__checks legend{font-size:11px;font-weight:500;text-transform:uppercase;margin-bottom:8px;padding:0}.colophon-consent-row__actions{display:flex;flex-wrap:wrap;gap:4px}';

	/** The banner's own stylesheet, for the live preview, and the screen's own kinds' look. */
	protected function enqueue_also(): void {
		$css = \Colophon\Admin\App::style( 'consent-banner' );
		if ( $css ) {
			wp_enqueue_style( 'colophon-consent-banner', $css, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the file name carries its hash.
		}
		wp_add_inline_style( 'wp-components', self::STYLES );
	}

	protected function rows( Fields $f ): void {
		$f->check( 'enabled', __( 'Show the consent banner and block trackers until consent', 'colophon' ) );
		$f->text( 'domain', __( 'Registered domain', 'colophon' ), __( 'The banner runs on this host and its subdomains only (a leading www. is ignored).', 'colophon' ) );
		$f->select(
			'law',
			__( 'Law', 'colophon' ),
			array(
				'gdpr' => __( 'GDPR (opt-in)', 'colophon' ),
				'ccpa' => __( 'CCPA (opt-out)', 'colophon' ),
			)
		);
		$f->text( 'regionHeader', __( 'Region header', 'colophon' ), __( 'Optional: the request header with the visitor\'s country that your CDN or server adds, such as CF-IPCountry (Cloudflare) or CloudFront-Viewer-Country. Then the rules below choose the law per region.', 'colophon' ) );
		$f->area( 'regionRules', __( 'Rules by region', 'colophon' ), __( 'One per line: the regions (country codes, US-CA for a state, EU for the European Economic Area), "=" and the law: gdpr, ccpa, or none for no banner and nothing held back. The first line that names the visitor\'s region wins; other visitors get the law above. Example: "EU, GB, CH = gdpr", "US-CA, US-CO, US-VA = ccpa", "US = none".', 'colophon' ), 4 );
		$f->check( 'respectGpc', __( 'Honour the Global Privacy Control signal: it refuses advertising under every law', 'colophon' ) );
		$f->group( __( 'The banner: place, colours and words', 'colophon' ), true, fn() => $this->banner_rows( $f ) );
		ListRows::declare( $f );
		$categories = array_column( Settings::get()['categories'], 'slug' );
		ServiceRows::declare( $f, $categories );
		$texts = BannerTexts::all();
		$f->select(
			'avatars',
			__( 'Avatars wait for', 'colophon' ),
			array( '' => __( 'Nothing: load them at once', 'colophon' ) ) + array_combine( $categories, array_map( static fn( string $slug ): string => $texts[ 'category_' . $slug ] ?? $slug, $categories ) ),
			__( 'Comment and author avatars come from an avatar service (gravatar.com), which sees each visitor\'s address. Until the visitor allows this category, a local placeholder is shown instead.', 'colophon' )
		);
		$f->text( 'thumbnail', __( 'Video thumbnail', 'colophon' ), __( 'Empty (recommended): a copy this site fetches once and keeps, so the visitor\'s browser asks the video provider for nothing before consent. Or an address of your own with {id} for the video id.', 'colophon' ) );
		$f->check( 'strict', __( 'Strict mode: the browser itself refuses every host this visitor has not allowed', 'colophon' ) );
		$f->area( 'allowedHosts', __( 'Hosts always allowed', 'colophon' ), __( 'Recommended for sites that must prove prior consent. In strict mode each page carries a Content-Security-Policy built from the visitor\'s own choice: this site, the hosts listed here (one per line: fonts, a CDN, a payment form) and the hosts of the providers whose categories the visitor allowed. Anything else is refused by the browser, including what no script patch can reach. Accepting more reloads the page once.', 'colophon' ), 4 );

		// What a site moving from the incumbent banner keeps, and the tag manager's defaults: rarely changed.
		$f->group(
			__( 'Cookie names and lifetimes, the previous banner\'s log, Consent Mode defaults', 'colophon' ),
			false,
			static function ( Fields $f ): void {
				$f->text( 'cookieName', __( 'Consent cookie name', 'colophon' ), __( 'cookieyes-consent keeps the choices visitors made with the previous banner.', 'colophon' ) );
				$f->text( 'cookieDomain', __( 'Consent cookie domain', 'colophon' ), __( 'Empty: this host only. Set the root domain to share the choice with subdomains.', 'colophon' ) );
				$f->text( 'expiryDays', __( 'Consent cookie expiry (days)', 'colophon' ) );
				$f->text( 'helperCookieDays', __( 'Helper cookie lifetime (days)', 'colophon' ), __( 'The allow/deny cookies read by WP Consent API plugins.', 'colophon' ) );
				$f->text( 'key', __( 'Provider key', 'colophon' ), __( 'Sent with the banner_load log.', 'colophon' ) );
				$f->text( 'bannerId', __( 'Banner id', 'colophon' ) );
				$f->text( 'logUrl', __( 'Log endpoint', 'colophon' ), __( 'The consent provider\'s log URL for the banner_load beacon. Empty: no log.', 'colophon' ) );
				$f->check( 'consentModeEnabled', __( 'Send consent-mode defaults and updates to the tag manager', 'colophon' ) );
				$f->area( 'consentModeRows', __( 'Consent mode defaults', 'colophon' ), __( 'JSON list of {"analytics", "advertisement", "functional", "necessary", "ad_user_data", "ad_personalization": "granted"|"denied", "regions": "All" or "DE, FR, US-CA"}. Without an "All" row, a global all-denied default is added.', 'colophon' ) );
			}
		);
	}

	/** The banner's place, colours and words, with a live preview (features/consent/admin-preview.ts). */
	private function banner_rows( Fields $f ): void {
		$f->select(
			'look_position',
			__( 'Banner position', 'colophon' ),
			array(
				'bottom'    => __( 'A bar at the bottom', 'colophon' ),
				'top'       => __( 'A bar at the top', 'colophon' ),
				'box-left'  => __( 'A box in the bottom left corner', 'colophon' ),
				'box-right' => __( 'A box in the bottom right corner', 'colophon' ),
			)
		);
		$f->select(
			'look_font',
			__( 'Banner font', 'colophon' ),
			array(
				'system' => __( 'The device\'s own font', 'colophon' ),
				'site'   => __( 'The site\'s font', 'colophon' ),
			),
			__( 'A site\'s web fonts arrive after the banner is shown. In the site\'s font, the banner\'s words then take another width and the banner moves on a visitor\'s first page (a layout shift, which search engines count); in the device\'s font nothing moves.', 'colophon' )
		);
		$built_in = BannerTexts::defaults();
		$f->custom( 'consent-preview', __( 'Preview', 'colophon' ), array( 'texts' => $built_in ) );
		foreach ( SettingsForm::look_labels() as $key => $label ) {
			$f->text( 'look_' . $key, $label, __( 'A colour such as #1d1d1f; empty for the built-in one.', 'colophon' ) );
		}
		foreach ( BannerTexts::EDITABLE as $key ) {
			/* translators: %s: the built-in text */
			$help = sprintf( __( 'Empty: "%s", in the language of the site. With WPML or Polylang, your text is offered for translation.', 'colophon' ), $built_in[ $key ] );
			if ( 'description' === $key || 'preferencesDescription' === $key ) {
				$f->area( 'text_' . $key, SettingsForm::text_label( $key ), $help, 3 );
			} else {
				$f->text( 'text_' . $key, SettingsForm::text_label( $key ), $help );
			}
		}
	}
}
