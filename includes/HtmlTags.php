<?php
/**
 * Reads HTML the way a browser's parser finds tags, not by a pattern: attribute values in double,
 * single or no quotes, any case, entities, `>` inside a quoted value, and the places where nothing
 * is a tag (comments, doctype, the text of script, style, textarea, title and the like). WordPress
 * 6.1, the oldest version Colophon supports, has no HTML API (WP_HTML_Tag_Processor came with 6.2),
 * hence this small reader. Used by the consent blocker (features/consent/php/InertTags.php), the
 * page builder's form without script (features/form/php/Refill.php) and takeover's reading of the
 * HTML widget's code (features/takeover/php/HtmlWidget.php).
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class HtmlTags {

	/** Elements whose content is text, not tags, up to their end tag. */
	public const RAW_TEXT = array( 'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext' );

	/**
	 * Calls $visit for each start and end tag, in order, and replaces what it returns a string for.
	 * A visited tag is `start_tag()`'s array plus `start` (where its `<` is) and `closing` (an end
	 * tag: name, start and end only). For a raw-text element it also holds `text_end`, where its end
	 * tag begins, and `after`, past that end tag. $visit returns null (keep the tag), a string (it
	 * replaces the tag) or array{html: string, until: int} (it replaces everything up to `until`).
	 *
	 * @param callable(array): (string|array{html: string, until: int}|null) $visit
	 */
	public static function walk( string $html, callable $visit ): string {
		$out  = '';
		$done = 0;
		$at   = 0;
		$len  = strlen( $html );
		while ( $at < $len ) {
			$lt = strpos( $html, '<', $at );
			if ( false === $lt ) {
				break;
			}
			if ( substr_compare( $html, '<!--', $lt, 4 ) === 0 ) {
				$end = strpos( $html, '-->', $lt + 4 );
				$at  = false === $end ? $len : $end + 3;
				continue;
			}
			$next = $html[ $lt + 1 ] ?? '';
			if ( '/' === $next && preg_match( '#\G</([a-zA-Z][^\s/>]*)[^>]*>?#', $html, $m, 0, $lt ) ) {
				$tag = array( 'name' => strtolower( $m[1] ), 'closing' => true, 'start' => $lt, 'end' => $lt + strlen( $m[0] ) );
			} elseif ( '!' === $next || '?' === $next || '/' === $next ) {
				$end = strpos( $html, '>', $lt + 1 );
				$at  = false === $end ? $len : $end + 1;
				continue;
			} else {
				$tag = self::start_tag( $html, $lt );
				if ( null === $tag ) {
					$at = $lt + 1;
					continue;
				}
				$tag['start']   = $lt;
				$tag['closing'] = false;
				if ( in_array( $tag['name'], self::RAW_TEXT, true ) ) {
					$tag['after']    = self::after_raw_text( $html, $tag['end'], $tag['name'] );
					$close           = strrpos( substr( $html, 0, $tag['after'] ), '</' );
					$tag['text_end'] = false === $close || $close < $tag['end'] ? $tag['after'] : $close;
				}
			}
			$replacement = $visit( $tag );
			$until       = $tag['end'];
			if ( is_array( $replacement ) ) {
				$until       = max( $tag['end'], min( $len, (int) $replacement['until'] ) );
				$replacement = (string) $replacement['html'];
			}
			if ( null !== $replacement ) {
				$out .= substr( $html, $done, $lt - $done ) . $replacement;
				$done = $until;
			}
			$at = max( $until, $tag['after'] ?? $tag['end'] );
		}
		return $out . substr( $html, $done );
	}

	/**
	 * The start tag at $lt: its lowercased name, attributes (name => decoded value, first wins, as in
	 * HTML), whether it closes itself, and where it ends. Null when `<` does not start a tag there.
	 *
	 * @return array{name: string, attributes: array<string, string>, self_closing: bool, end: int}|null
	 */
	public static function start_tag( string $html, int $lt ): ?array {
		if ( ! preg_match( '/\G<([a-zA-Z][^\s\/>]*)/', $html, $m, 0, $lt ) ) {
			return null;
		}
		$name  = strtolower( $m[1] );
		$at    = $lt + strlen( $m[0] );
		$len   = strlen( $html );
		$attrs = array();
		$self  = false;
		while ( $at < $len ) {
			$at += strspn( $html, " \t\n\f\r", $at );
			$char = $html[ $at ] ?? '';
			if ( '>' === $char || '' === $char ) {
				return array( 'name' => $name, 'attributes' => $attrs, 'self_closing' => $self, 'end' => min( $len, $at + 1 ) );
			}
			if ( '/' === $char ) {
				$self = true;
				++$at;
				continue;
			}
			$self = false;
			// An attribute name runs to white space, `/`, `>` or `=` (a leading `=` belongs to it).
			$name_len = 1 + strcspn( $html, " \t\n\f\r/>=", $at + 1 );
			$attr     = strtolower( substr( $html, $at, $name_len ) );
			$at      += $name_len;
			$after    = $at + strspn( $html, " \t\n\f\r", $at );
			$value    = '';
			if ( '=' === ( $html[ $after ] ?? '' ) ) {
				$at    = $after + 1;
				$at   += strspn( $html, " \t\n\f\r", $at );
				$quote = $html[ $at ] ?? '';
				if ( '"' === $quote || "'" === $quote ) {
					$close = strpos( $html, $quote, $at + 1 );
					$close = false === $close ? $len : $close;
					$value = substr( $html, $at + 1, $close - $at - 1 );
					$at    = min( $len, $close + 1 );
				} else {
					$value_len = strcspn( $html, " \t\n\f\r>", $at );
					$value     = substr( $html, $at, $value_len );
					$at       += $value_len;
				}
			}
			// A name no browser would read back (quotes, `<`) is left out rather than written out broken.
			if ( ! array_key_exists( $attr, $attrs ) && preg_match( '/^[^"\'<]+$/', $attr ) ) {
				$attrs[ $attr ] = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
		}
		return array( 'name' => $name, 'attributes' => $attrs, 'self_closing' => $self, 'end' => $len );
	}

	/** Where the text of a raw-text element ends: after its end tag, or the end of the string. */
	public static function after_raw_text( string $html, int $at, string $name ): int {
		if ( ! preg_match( '#</' . $name . '[\s/>]#i', $html, $m, PREG_OFFSET_CAPTURE, $at ) ) {
			return strlen( $html );
		}
		$end = strpos( $html, '>', $m[0][1] );
		return false === $end ? strlen( $html ) : $end + 1;
	}

	/** A start tag written out: the name, then each attribute (a true value is written bare, false or null left out). */
	public static function write( string $name, array $attributes, bool $self_closing = false ): string {
		$html = '<' . $name;
		foreach ( $attributes as $attribute => $value ) {
			if ( true === $value ) {
				$html .= ' ' . $attribute;
			} elseif ( false !== $value && null !== $value ) {
				$html .= ' ' . $attribute . '="' . htmlspecialchars( (string) $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '"';
			}
		}
		return $html . ( $self_closing ? ' />' : '>' );
	}

	/** @return string[] A visited start tag's classes, as `walk()` hands it over. */
	public static function classes( array $tag ): array {
		return preg_split( '/\s+/', trim( (string) ( $tag['attributes']['class'] ?? '' ) ), -1, PREG_SPLIT_NO_EMPTY ) ?: array();
	}
}
