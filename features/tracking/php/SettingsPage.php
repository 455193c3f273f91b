<?php
/**
 * Colophon → Tracking (includes/Admin/SettingsPage.php: a plain form; bad input refused
 * with a message naming the field, nothing lost).
 *
 * @package Colophon
 */

namespace Colophon\Tracking;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class SettingsPage extends \Colophon\Admin\SettingsPage {

	protected function slug(): string {
		return 'colophon-tracking';
	}

	protected function title(): string {
		return __( 'Colophon tracking', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Tracking', 'colophon' );
	}

	protected function option(): string {
		return Settings::OPTION;
	}


	protected function validate( array $input ): array {
		return Settings::validate( $input );
	}

	protected function saved_message(): string {
		return __( 'Tracking settings saved.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save tracking settings', 'colophon' );
	}

	protected function saved(): array {
		$s                      = Settings::get();
		$s['advanced_matching'] = '1' === (string) $s['advanced_matching'];
		return $s;
	}

	/** The pixel waits for advertising consent: with the banner off it never loads, and the screen says so. */
	protected function before_form(): void {
		if ( '' !== (string) Settings::get()['pixel_code'] && ! \Colophon\Consent\Settings::enabled() ) {
			printf(
				'<div class="notice notice-warning inline"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
				esc_html__( 'The consent banner is off, so the TikTok pixel never loads: it waits for a visitor to allow advertising cookies, which only the banner can ask. Switch the banner on to use the pixel.', 'colophon' ),
				esc_url( admin_url( 'admin.php?page=colophon' ) ),
				esc_html__( 'Colophon → Overview', 'colophon' )
			);
		}
	}

	protected function rows( Fields $f ): void {
		$f->text( 'pixel_code', __( 'TikTok pixel ID', 'colophon' ), __( 'From TikTok Ads Manager (Tools → Events → your pixel). Empty: no pixel. It loads from analytics.tiktok.com only after a visitor allows advertising cookies.', 'colophon' ) );
		$f->text( 'pixel_src', __( 'Pixel script address', 'colophon' ), __( 'Empty: TikTok\'s own host (analytics.tiktok.com). Or your own proxy: an https:// URL or a path on this site.', 'colophon' ) );
		$f->check( 'advanced_matching', __( 'Advanced matching: send the email and phone number of submitted forms to the pixel', 'colophon' ) );
		$f->text( 'country', __( 'Country', 'colophon' ), __( 'ISO 3166 two-letter code (GB, US, DE…): phone numbers typed without a country code are read in it.', 'colophon' ) );
		$f->area( 'experiments', __( 'Experiments', 'colophon' ), __( 'One per line: a CSS selector of the form, =, the experiment id. Example: #contact-form, #quote-form = 9088', 'colophon' ), 4 );
		$f->text( 'conversion_function', __( 'Conversion function', 'colophon' ), __( 'The A/B tool\'s global function called with the experiment id when a mapped form is sent, such as abTool.convert. Called only with analytics consent.', 'colophon' ) );
		$f->text( 'marketplace_hosts', __( 'Marketplace hosts', 'colophon' ), __( 'Links to these hosts (and their subdomains) carry the visitor\'s affiliate code (?aff= / ?aff_id=). Separate several with commas.', 'colophon' ) );
		$f->text( 'affiliate_days', __( 'Affiliate code lifetime (days)', 'colophon' ), __( 'How long a visitor\'s affiliate code is kept (once advertising cookies are allowed). 1 to 365.', 'colophon' ) );
	}
}
