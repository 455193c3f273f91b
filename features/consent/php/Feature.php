<?php
/**
 * Consent: its settings screen and welcome rows; for visitors, the page config's consent settings
 * and banner texts, the boot printed first in <head>, the banner's markup, the blocker of
 * server-printed tags and strict mode's violation reports; its Site Health test and its lines of
 * the suggested privacy policy.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new SettingsPage() )->register();
		// The welcome screen's section, in the admin and for its save (a REST request).
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['consent'] = new Welcome();
				return $sections;
			}
		);
		if ( is_admin() ) {
			Health::register();
			add_filter( 'colophon_privacy_policy', array( self::class, 'policy' ) );
		}
		( new Banner( $context->markers() ) )->register();
		( new Blocker( $context->markers() ) )->register();
		( new Violations() )->register();
		add_filter( 'colophon_config', array( self::class, 'config' ) );
		// Pages differ by the visitor's region once rules name one: caches keep a copy per country.
		add_action(
			'send_headers',
			static function (): void {
				$header = (string) Settings::get()['regionHeader'];
				if ( '' !== $header && Settings::get()['regionRules'] && ! headers_sent() ) {
					header( 'Vary: ' . $header, false );
				}
			}
		);
		add_action(
			'colophon_head',
			static function () use ( $context ): void {
				self::print_boot( $context );
			}
		);
		// Which boot the page gets, said in its Server-Timing (`colophon-boot;desc="consent-strict"`),
		// read once the page's markers are known and before anything is printed.
		add_action(
			'template_redirect',
			static function () use ( $context ): void {
				if ( ! headers_sent() ) {
					header( sprintf( 'Server-Timing: colophon-boot;desc="%s"', self::boot( $context ) ?? 'none' ), false );
				}
			}
		);
	}

	/**
	 * The boot this page gets (its manifest entry), or null with consent off: the strict one where
	 * the browser's policy does the blocking. (A page with an announcement bar gets the bar's own
	 * head script: features/announcement-bar/php/Feature.php.)
	 */
	private static function boot( Context $context ): ?string {
		if ( ! Settings::visitor()['enabled'] ) {
			return null;
		}
		$entry = PageConfig::boot_entry();
		return $context->manifest()->entry( $entry ) ? $entry : 'consent-boot';
	}

	/** The consent settings and the banner's texts, while consent is on. */
	public static function config( array $config ): array {
		$consent = PageConfig::consent();
		if ( $consent ) {
			$config['consent']      = $consent;
			$config['consentTexts'] = BannerTexts::all();
		}
		return $config;
	}

	/**
	 * The boot (self::boot()), synchronous and first of the page's scripts, and right after it, with
	 * `defer`, its second half: what can wait until the document is parsed (the consent API, a new
	 * visitor's record, what a later choice does), run before the runtime. Strict mode's small
	 * boot has its own (`consent-strict-after`); the boots with the blocker share `consent-after`.
	 */
	private static function print_boot( Context $context ): void {
		$boot = self::boot( $context );
		if ( null === $boot ) {
			return;
		}
		foreach ( $context->manifest()->entry( $boot ) as $url ) {
			wp_print_script_tag(
				array(
					'id'  => 'colophon-consent-boot',
					'src' => esc_url( $url ),
				)
			);
		}
		foreach ( $context->manifest()->entry( 'consent-strict' === $boot ? 'consent-strict-after' : 'consent-after' ) as $url ) {
			wp_print_script_tag(
				array(
					'id'    => 'colophon-consent-after',
					'src'   => esc_url( $url ),
					'defer' => true,
				)
			);
		}
	}

	/** @param array{items: string[], notes: string[]} $policy */
	public static function policy( array $policy ): array {
		$consent = Settings::get();
		array_unshift(
			$policy['items'],
			/* translators: 1: the consent cookie's name, 2: its lifetime in days */
			sprintf( __( '<strong>%1$s</strong> (cookie, %2$d days): which categories of cookies and tracking the visitor allowed, and when. Set when the visitor chooses; nothing in a category is loaded before it is allowed.', 'colophon' ), esc_html( (string) ( $consent['cookieName'] ?? 'cookieyes-consent' ) ), (int) ( $consent['expiryDays'] ?? 365 ) )
		);
		if ( ! empty( $consent['enabled'] ) && ! empty( $consent['avatars'] ) ) {
			/* translators: %s: consent category slug */
			$policy['notes'][] = sprintf( __( 'Comment avatars are requested from the avatar service (Gravatar) only after the visitor allows the %s category; until then a local placeholder is shown.', 'colophon' ), esc_html( (string) $consent['avatars'] ) );
		}
		return $policy;
	}
}
