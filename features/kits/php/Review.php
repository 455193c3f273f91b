<?php
/**
 * What a kit would change, read before anything is applied: for each settings template every
 * setting that differs from this site's (as its settings page would save it, or the reasons it
 * would be refused), and in plain words what an owner would not expect — consent switched off,
 * providers no longer blocked, a script loaded from another address, code that would run on every
 * page, a page template this theme does not have. The Kits screen shows it and imports only what
 * the owner ticks.
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\Consent\Settings as Consent;
use Colophon\Consent\SettingsForm as ConsentForm;
use Colophon\Tracking\Settings as Tracking;

defined( 'ABSPATH' ) || exit;

final class Review {

	/**
	 * @param array[] $templates
	 * @return array[] Per template worth a look: {id, title, doc_type, changes: {label, from, to}[], warnings: string[], refused: string[]}.
	 */
	public static function of( array $templates ): array {
		$out = array();
		foreach ( array_filter( $templates, 'is_array' ) as $t ) {
			$doc_type = (string) ( $t['doc_type'] ?? '' );
			$entry    = array(
				'id'       => substr( (string) ( $t['id'] ?? '' ), 0, 100 ),
				'title'    => sanitize_text_field( (string) ( $t['title'] ?? '' ) ),
				'doc_type' => $doc_type,
				'changes'  => array(),
				'warnings' => array(),
				'refused'  => array(),
			);
			$input = is_array( $t['settings'] ?? null ) ? $t['settings'] : array();
			if ( DocTypes::CONSENT === $doc_type ) {
				$entry = self::consent( $entry, $input );
			} elseif ( DocTypes::TRACKING === $doc_type ) {
				$entry = self::tracking( $entry, $input );
			} elseif ( in_array( $doc_type, array( DocTypes::POPUP, DocTypes::PAGE ), true ) ) {
				$entry = self::content( $entry, $t );
			}
			if ( $entry['changes'] || $entry['warnings'] || $entry['refused'] ) {
				$out[] = $entry;
			}
		}
		return $out;
	}

	private static function consent( array $entry, array $input ): array {
		$now                  = Consent::get();
		list( $new, $errors ) = ConsentForm::validate( $input );
		if ( $errors ) {
			$entry['refused'] = $errors;
			return $entry;
		}
		$labels = array(
			'enabled'          => __( 'Consent management', 'colophon' ),
			'domain'           => __( 'Registered domain', 'colophon' ),
			'law'              => __( 'Law', 'colophon' ),
			'respectGpc'       => __( 'Global Privacy Control', 'colophon' ),
			'cookieName'       => __( 'Consent cookie name', 'colophon' ),
			'cookieDomain'     => __( 'Consent cookie domain', 'colophon' ),
			'expiryDays'       => __( 'Consent cookie expiry (days)', 'colophon' ),
			'logUrl'           => __( 'Log endpoint', 'colophon' ),
			'categories'       => __( 'Categories', 'colophon' ),
			'providers'        => __( 'Blocked providers', 'colophon' ),
			'consentMode'      => __( 'Consent mode defaults', 'colophon' ),
			'strict'           => __( 'Strict mode', 'colophon' ),
			'allowedHosts'     => __( 'Hosts always allowed', 'colophon' ),
		);
		$entry['changes'] = self::changes( $now, $new, $labels );
		if ( ! empty( $now['enabled'] ) && empty( $new['enabled'] ) ) {
			$entry['warnings'][] = __( 'Switches consent management off: no banner, and trackers load on every page without asking.', 'colophon' );
		}
		$removed = array_diff( array_column( (array) $now['providers'], 'url' ), array_column( (array) $new['providers'], 'url' ) );
		if ( $removed ) {
			/* translators: %s: list of provider addresses */
			$entry['warnings'][] = sprintf( __( 'Stops blocking these providers before consent: %s.', 'colophon' ), implode( ', ', $removed ) );
		}
		if ( ! empty( $now['strict'] ) && empty( $new['strict'] ) ) {
			$entry['warnings'][] = __( 'Turns strict mode off: the browser no longer refuses hosts a visitor has not allowed.', 'colophon' );
		}
		$hosts = array_diff( (array) $new['allowedHosts'], (array) $now['allowedHosts'] );
		if ( $hosts ) {
			/* translators: %s: list of hosts */
			$entry['warnings'][] = sprintf( __( 'Lets every visitor’s browser reach these hosts before consent: %s.', 'colophon' ), implode( ', ', $hosts ) );
		}
		if ( $new['logUrl'] !== $now['logUrl'] && '' !== $new['logUrl'] ) {
			/* translators: %s: URL */
			$entry['warnings'][] = sprintf( __( 'Sends each visitor’s consent record to %s.', 'colophon' ), $new['logUrl'] );
		}
		return $entry;
	}

	private static function tracking( array $entry, array $input ): array {
		$now                  = Tracking::get();
		list( $new, $errors ) = Tracking::validate( $input );
		if ( $errors ) {
			$entry['refused'] = $errors;
			return $entry;
		}
		$labels           = array_combine( array_keys( Tracking::defaults() ), array_map( array( Tracking::class, 'label' ), array_keys( Tracking::defaults() ) ) );
		$entry['changes'] = self::changes( $now, $new, $labels );
		if ( (string) $new['pixel_src'] !== (string) $now['pixel_src'] && '' !== (string) $new['pixel_src'] ) {
			/* translators: %s: URL */
			$entry['warnings'][] = sprintf( __( 'Loads the pixel’s script from %s: it runs on every page once a visitor allows advertising.', 'colophon' ), $new['pixel_src'] );
		}
		if ( (string) $new['conversion_function'] !== (string) $now['conversion_function'] && '' !== (string) $new['conversion_function'] ) {
			/* translators: %s: function name */
			$entry['warnings'][] = sprintf( __( 'Calls the page function %s at each conversion.', 'colophon' ), $new['conversion_function'] );
		}
		return $entry;
	}

	private static function content( array $entry, array $t ): array {
		$content = (string) ( $t['content'] ?? '' );
		if ( preg_match( '/<script\b|\son[a-z]+\s*=|javascript:/i', $content ) ) {
			$entry['warnings'][] = __( 'Its content holds script, which would run for visitors (only if your account may publish unfiltered HTML).', 'colophon' );
		}
		$template = (string) ( $t['settings']['template'] ?? '' );
		if ( DocTypes::PAGE === $entry['doc_type'] && '' !== $template && 'default' !== $template && ! Importer::theme_has_template( $template ) ) {
			/* translators: %s: template file */
			$entry['warnings'][] = sprintf( __( 'Asks for the page template "%s", which this theme does not have: the page would use the default template.', 'colophon' ), sanitize_text_field( $template ) );
		}
		return $entry;
	}

	/** Each labelled setting whose value differs, as short text. */
	private static function changes( array $now, array $new, array $labels ): array {
		$out = array();
		foreach ( $labels as $key => $label ) {
			$from = self::text( $now[ $key ] ?? null );
			$to   = self::text( $new[ $key ] ?? null );
			if ( $from !== $to ) {
				$out[] = array(
					'label' => $label,
					'from'  => $from,
					'to'    => $to,
				);
			}
		}
		return $out;
	}

	private static function text( $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? __( 'on', 'colophon' ) : __( 'off', 'colophon' );
		}
		if ( is_array( $value ) ) {
			if ( ! $value ) {
				return __( '(none)', 'colophon' );
			}
			if ( isset( $value[0]['url'] ) ) {
				return implode( ', ', array_column( $value, 'url' ) );
			}
			if ( isset( $value[0]['slug'] ) ) {
				return implode( ', ', array_column( $value, 'slug' ) );
			}
			$text = (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES );
			return strlen( $text ) > 200 ? substr( $text, 0, 197 ) . '…' : $text;
		}
		return '' === (string) $value ? __( '(empty)', 'colophon' ) : (string) $value;
	}
}
