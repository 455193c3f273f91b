<?php
/**
 * Colophon → Behaviour: the front-end options no other screen holds. The breakpoints the handlers
 * read per-device settings with (`colophon_breakpoints`, max-width px, widescreen a min-width;
 * where the page builder runs, its kit's own breakpoints win) and how long a pointer rests on a
 * listing action link before it acts (`colophon_hover_action_delay`, ms).
 *
 * @package Colophon
 */

namespace Colophon\Admin;

use Colophon\Settings;

defined( 'ABSPATH' ) || exit;

final class BehaviourSettingsPage extends SettingsPage {

	/** The hover delay validate() cleaned (null: back to the default), saved by saved_also(). */
	private ?int $delay = null;

	/** Device => its name on the screen (Settings::DEVICES, in that order). */
	private static function devices(): array {
		return array_combine( Settings::DEVICES, array( 'Mobile', 'Mobile extra', 'Tablet', 'Tablet extra', 'Laptop', 'Widescreen' ) );
	}

	protected function slug(): string {
		return 'colophon-behaviour';
	}

	protected function title(): string {
		return __( 'Colophon behaviour', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Behaviour', 'colophon' );
	}

	protected function option(): string {
		return Settings::BREAKPOINTS;
	}

	/** @return array{0: array, 1: string[]} */
	protected function validate( array $input ): array {
		$errors = array();
		$clean  = array();
		foreach ( self::devices() as $device => $label ) {
			$value = is_scalar( $input[ $device ] ?? '' ) ? trim( (string) ( $input[ $device ] ?? '' ) ) : 'list';
			if ( '' === $value ) {
				continue;
			}
			if ( ! preg_match( '/^\d+$/', $value ) || (int) $value < 240 || (int) $value > 5000 ) {
				/* translators: %s: a device name */
				$errors[] = sprintf( __( '%s: a width in pixels from 240 to 5000, or empty.', 'colophon' ), $label );
				continue;
			}
			$clean[ $device ] = (int) $value;
		}
		// Each max-width must exceed the one below it, an empty mobile or tablet counting as its
		// default; widescreen (a min-width) must exceed them all.
		$previous = null;
		$width    = static fn( string $device ): ?int => $clean[ $device ] ?? Settings::DEFAULT_BREAKPOINTS[ $device ] ?? null;
		foreach ( Settings::DEVICES as $device ) {
			if ( null === $width( $device ) ) {
				continue;
			}
			if ( null !== $previous && $width( $device ) <= $width( $previous ) ) {
				/* translators: 1: a device name, 2: the smaller device's name */
				$errors[] = sprintf( __( '%1$s: must be wider than %2$s.', 'colophon' ), self::devices()[ $device ], self::devices()[ $previous ] );
			}
			$previous = $device;
		}
		$delay = is_scalar( $input['hover_delay'] ?? '' ) ? trim( (string) ( $input['hover_delay'] ?? '' ) ) : 'list';
		if ( '' !== $delay && ( ! preg_match( '/^\d+$/', $delay ) || (int) $delay > 10000 ) ) {
			$errors[] = __( 'Hover delay: milliseconds from 0 to 10000, or empty for 400.', 'colophon' );
		}
		$this->delay = '' === $delay ? null : (int) $delay;
		return array( $clean, $errors );
	}

	protected function saved_also( array $input ): void {
		if ( null === $this->delay ) {
			delete_option( Settings::HOVER_DELAY );
		} else {
			update_option( Settings::HOVER_DELAY, $this->delay );
		}
	}

	protected function saved_message(): string {
		return __( 'Behaviour settings saved.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save behaviour settings', 'colophon' );
	}

	protected function saved(): array {
		$saved  = get_option( Settings::BREAKPOINTS, array() );
		$values = array();
		foreach ( Settings::DEVICES as $device ) {
			$values[ $device ] = is_array( $saved ) && isset( $saved[ $device ] ) ? (string) $saved[ $device ] : '';
		}
		$delay                 = get_option( Settings::HOVER_DELAY, '' );
		$values['hover_delay'] = is_numeric( $delay ) ? (string) $delay : '';
		return $values;
	}

	protected function before_form(): void {
		echo '<p>' . esc_html__( 'Where the page builder runs, the breakpoints of its kit are used, and these are not.', 'colophon' ) . '</p>';
	}

	protected function rows( Fields $f ): void {
		$active = Settings::breakpoints();
		foreach ( self::devices() as $device => $label ) {
			$default = Settings::DEFAULT_BREAKPOINTS[ $device ] ?? null;
			if ( 'widescreen' === $device ) {
				$help = __( 'From this width up (a min-width). Empty: not used.', 'colophon' );
			} elseif ( null === $default ) {
				$help = __( 'Up to this width. Empty: not used.', 'colophon' );
			} else {
				/* translators: %d: pixels */
				$help = sprintf( __( 'Up to this width. Empty: %d, the page builder\'s default.', 'colophon' ), $default );
			}
			/* translators: %s: a device name */
			$f->text( $device, sprintf( __( '%s breakpoint (px)', 'colophon' ), $label ), $help . ( isset( $active[ $device ] ) ? ' ' . sprintf( /* translators: %d: pixels */ __( 'In use: %d.', 'colophon' ), $active[ $device ] ) : '' ) );
		}
		$f->text( 'hover_delay', __( 'Hover delay (ms)', 'colophon' ), __( 'How long a pointer rests on a listing action link set to act on hover before it acts. Empty: 400, the listing plugin\'s own.', 'colophon' ) );
	}
}
