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

	public function register(): void {
		parent::register();
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_init', array( BannerTexts::class, 'register_strings' ) );
	}

	/** The banner's own stylesheet and the admin script, for the live preview. */
	public function enqueue( string $hook ): void {
		if ( ! str_ends_with( $hook, '_page_' . $this->slug() ) ) {
			return;
		}
		\Colophon\Admin\App::enqueue();
		$css = \Colophon\Admin\App::style( 'consent-banner' );
		if ( $css ) {
			wp_enqueue_style( 'colophon-consent-banner', $css, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the file name carries its hash.
		}
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
		$this->banner_rows( $f );
		ListRows::render( $f );
		$categories = array_column( Settings::get()['categories'], 'slug' );
		ServiceRows::render( $f, $categories );
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
		// Open when the form comes back refused: a field in it may be the one to fix.
		$open = isset( $_GET['colophon-error'] ) ? ' open' : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which way the form is shown.
		echo '<tr><th scope="row">' . esc_html__( 'Advanced', 'colophon' ) . '</th><td><details class="colophon-consent-advanced"' . esc_attr( $open ) . '><summary>' . esc_html__( 'Cookie names and lifetimes, the previous banner\'s log, Consent Mode defaults', 'colophon' ) . '</summary><table class="form-table" role="presentation">';
		$f->text( 'cookieName', __( 'Consent cookie name', 'colophon' ), __( 'cookieyes-consent keeps the choices visitors made with the previous banner.', 'colophon' ) );
		$f->text( 'cookieDomain', __( 'Consent cookie domain', 'colophon' ), __( 'Empty: this host only. Set the root domain to share the choice with subdomains.', 'colophon' ) );
		$f->text( 'expiryDays', __( 'Consent cookie expiry (days)', 'colophon' ) );
		$f->text( 'helperCookieDays', __( 'Helper cookie lifetime (days)', 'colophon' ), __( 'The allow/deny cookies read by WP Consent API plugins.', 'colophon' ) );
		$f->text( 'key', __( 'Provider key', 'colophon' ), __( 'Sent with the banner_load log.', 'colophon' ) );
		$f->text( 'bannerId', __( 'Banner id', 'colophon' ) );
		$f->text( 'logUrl', __( 'Log endpoint', 'colophon' ), __( 'The consent provider\'s log URL for the banner_load beacon. Empty: no log.', 'colophon' ) );
		$f->check( 'consentModeEnabled', __( 'Send consent-mode defaults and updates to the tag manager', 'colophon' ) );
		$f->area( 'consentModeRows', __( 'Consent mode defaults', 'colophon' ), __( 'JSON list of {"analytics", "advertisement", "functional", "necessary", "ad_user_data", "ad_personalization": "granted"|"denied", "regions": "All" or "DE, FR, US-CA"}. Without an "All" row, a global all-denied default is added.', 'colophon' ) );
		echo '</table></details></td></tr>';
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
		$built_in = BannerTexts::defaults();
		printf(
			'<tr><th scope="row">%1$s</th><td><div id="colophon-consent-preview" class="colophon-consent-preview" data-texts="%2$s"><p class="description">%3$s</p></div></td></tr>',
			esc_html__( 'Preview', 'colophon' ),
			esc_attr( (string) wp_json_encode( $built_in ) ),
			esc_html__( 'The preview needs JavaScript.', 'colophon' )
		);
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
