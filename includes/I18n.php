<?php
/**
 * The front end's texts, translated, as the page config hands them over (`i18n`, `plurals`): the
 * TypeScript has no strings of its own. Each feature declares its texts in its feature.json (the
 * core its shared ones in src/core.json); tools/features.js writes them into
 * includes/generated/texts.php as literal translation calls, which this reads.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class I18n {

	/** Counts 0–199 are tabled; larger counts share the form of 100 + (count % 100), as gettext rules do. */
	private const PLURAL_COUNTS = 200;

	/** @return array{texts: callable(): array, plurals: callable(): array} */
	private static function generated(): array {
		$file = __DIR__ . '/generated/texts.php';
		return is_readable( $file ) ? require $file : array(
			'texts'   => static fn(): array => array(),
			'plurals' => static fn(): array => array(),
		);
	}

	/** @return array<string, string> Every text by key (`colophonConfig.i18n`). */
	public static function front(): array {
		return array_merge( array(), ...array_values( ( self::generated()['texts'] )() ) );
	}

	/** One text by key, for PHP that prints what the script would say (a no-script fallback). */
	public static function text( string $key ): string {
		return self::front()[ $key ] ?? '';
	}

	/** @return array<string, array{forms: string[], index: string}> Plural texts by key (`colophonConfig.plurals`). */
	public static function plurals(): array {
		$out = array();
		foreach ( ( self::generated()['plurals'] )() as $owned ) {
			foreach ( $owned as $key => $translate ) {
				$out[ $key ] = self::plural( $translate );
			}
		}
		return $out;
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
