<?php
/**
 * The page builder's form as the page prints it, with the answer to a send made without script
 * (./NoScript.php) written into it the way the form's script shows one (features/form/messages.ts):
 * every field as the visitor typed it (files excepted: a browser never refills those, and passwords
 * are not written into a page), each refused field's group marked `elementor-error` with its
 * message after the control, `aria-invalid` and `aria-describedby`, the first one `autofocus`, and
 * the form's answer at its end. The page opens at the form (its id, the redirect's fragment).
 * Only the form whose `form_id` the answer is for is touched; every other byte stays as it was.
 *
 * @package Colophon
 */

namespace Colophon\Form;

use Colophon\HtmlTags;

defined( 'ABSPATH' ) || exit;

final class Refill {

	/** The form the answer is for, so the page opens at its top (the redirect's fragment). */
	public const ANSWER_ID = 'colophon-form-answer';

	private const HELP = 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';

	/** Input types whose value is not written back into the page. */
	private const NOT_REFILLED = array( 'file', 'password', 'hidden', 'submit', 'button', 'image', 'reset' );

	/**
	 * @param array{form_id: string, kind: string, lines: string[], errors: array<string, string>, values: array<string, string|string[]>} $answer
	 *        kind: `success` or `danger`.
	 */
	public static function apply( string $html, array $answer ): string {
		$form = self::find( $html, (string) $answer['form_id'] );
		if ( ! $form ) {
			return $html;
		}
		$errors = array_intersect_key( (array) $answer['errors'], $form['fields'] );
		$values = (array) $answer['values'];
		$marked = array_values( array_intersect_key( $form['groups'], $errors ) );
		$select = null;
		$focus  = (bool) $errors;
		return HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( $html, $form, $errors, $values, $answer, $marked, &$select, &$focus ) {
				if ( $tag['start'] < $form['start'] || $tag['start'] > $form['end'] ) {
					return null;
				}
				if ( $tag['start'] === $form['start'] ) {
					$anchor = isset( $tag['attributes']['id'] ) ? '<span id="' . self::ANSWER_ID . '"></span>' : '';
					return $anchor . HtmlTags::write( 'form', $tag['attributes'] + array( 'id' => self::ANSWER_ID ) );
				}
				if ( $tag['closing'] ) {
					if ( 'form' === $tag['name'] && $tag['start'] === $form['end'] ) {
						return self::answer( $answer ) . '</form>';
					}
					if ( 'select' === $tag['name'] && null !== $select ) {
						$id     = $select;
						$select = null;
						return isset( $errors[ $id ] ) ? '</select>' . self::help( $id, $errors[ $id ] ) : null;
					}
					return null;
				}
				$attrs = $tag['attributes'];
				if ( in_array( $tag['start'], $marked, true ) ) {
					$attrs['class'] = trim( ( $attrs['class'] ?? '' ) . ' elementor-error' );
					return HtmlTags::write( $tag['name'], $attrs, $tag['self_closing'] );
				}
				if ( 'option' === $tag['name'] && null !== $select ) {
					if ( ! array_key_exists( $select, $values ) ) {
						return null;
					}
					$attrs['selected'] = in_array( $attrs['value'] ?? '', (array) $values[ $select ], true );
					return HtmlTags::write( 'option', $attrs, $tag['self_closing'] );
				}
				$id = self::field_id( $attrs['name'] ?? '' );
				if ( null === $id || ! in_array( $tag['name'], array( 'input', 'textarea', 'select' ), true ) ) {
					return null;
				}
				if ( isset( $errors[ $id ] ) ) {
					// Without script the focus can only go to the first wrong field this way.
					$attrs['autofocus']        = $focus ? true : ( $attrs['autofocus'] ?? false );
					$focus                     = false;
					$attrs['aria-invalid']     = 'true';
					$attrs['aria-describedby'] = trim( ( $attrs['aria-describedby'] ?? '' ) . ' ' . self::help_id( $id ) );
				}
				$value = $values[ $id ] ?? null;
				$last  = $form['last'][ $id ] === $tag['start'] && isset( $errors[ $id ] );
				if ( 'select' === $tag['name'] ) {
					$select = $id;
					return HtmlTags::write( 'select', $attrs );
				}
				if ( 'textarea' === $tag['name'] ) {
					if ( null === $value && ! isset( $errors[ $id ] ) ) {
						return null;
					}
					$text = null === $value ? substr( $html, $tag['end'], $tag['text_end'] - $tag['end'] ) : esc_textarea( is_array( $value ) ? implode( "\n", $value ) : (string) $value );
					return array(
						'html'  => HtmlTags::write( 'textarea', $attrs ) . $text . '</textarea>' . ( $last ? self::help( $id, $errors[ $id ] ) : '' ),
						'until' => $tag['after'],
					);
				}
				$type = strtolower( $attrs['type'] ?? 'text' );
				if ( 'checkbox' === $type || 'radio' === $type ) {
					$attrs['checked'] = null !== $value && in_array( $attrs['value'] ?? 'on', (array) $value, true );
				} elseif ( null !== $value && ! in_array( $type, self::NOT_REFILLED, true ) ) {
					$attrs['value'] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
				}
				return HtmlTags::write( 'input', $attrs, $tag['self_closing'] ) . ( $last ? self::help( $id, $errors[ $id ] ) : '' );
			}
		);
	}

	/**
	 * The form with this `form_id`: where it starts and ends, its fields' ids (=> where each
	 * field's last control starts), and the field group each field is in.
	 *
	 * @return array{start: int, end: int, fields: array<string, true>, last: array<string, int>, groups: array<string, int>}|null
	 */
	private static function find( string $html, string $form_id ): ?array {
		$forms   = array();
		$current = null;
		$group   = null;
		HtmlTags::walk(
			$html,
			static function ( array $tag ) use ( &$forms, &$current, &$group ) {
				if ( 'form' === $tag['name'] ) {
					if ( ! $tag['closing'] && preg_match( '/(^|\s)elementor-form(\s|$)/', $tag['attributes']['class'] ?? '' ) ) {
						$current = array( 'start' => $tag['start'], 'id' => '', 'fields' => array(), 'last' => array(), 'groups' => array() );
					} elseif ( $tag['closing'] && null !== $current ) {
						$forms[] = $current + array( 'end' => $tag['start'] );
						$current = null;
					}
					return null;
				}
				if ( null === $current || $tag['closing'] ) {
					return null;
				}
				if ( 'div' === $tag['name'] && preg_match( '/(^|\s)elementor-field-group(\s|$)/', $tag['attributes']['class'] ?? '' ) ) {
					$group = $tag['start'];
				}
				$name = $tag['attributes']['name'] ?? '';
				if ( 'input' === $tag['name'] && 'form_id' === $name ) {
					$current['id'] = $tag['attributes']['value'] ?? '';
				}
				$id = self::field_id( $name );
				if ( null !== $id && in_array( $tag['name'], array( 'input', 'textarea', 'select' ), true ) ) {
					$current['fields'][ $id ] = true;
					$current['last'][ $id ]   = $tag['start'];
					if ( null !== $group ) {
						$current['groups'][ $id ] = $group;
					}
				}
				return null;
			}
		);
		foreach ( $forms as $form ) {
			if ( $form['id'] === $form_id ) {
				return $form;
			}
		}
		return null;
	}

	/** `form_fields[id]` or `form_fields[id][]` => id. */
	private static function field_id( string $name ): ?string {
		return preg_match( '/^form_fields\[([^\]]+)\](\[\])?$/', $name, $m ) ? $m[1] : null;
	}

	private static function help_id( string $id ): string {
		return 'colophon-form-error-' . sanitize_html_class( $id );
	}

	private static function help( string $id, string $text ): string {
		return sprintf( '<span class="%s" id="%s">%s</span>', self::HELP, esc_attr( self::help_id( $id ) ), esc_html( $text ) );
	}

	/** The form's answer: success as a status, anything else as an alert, one line each. */
	private static function answer( array $answer ): string {
		$kind = 'success' === $answer['kind'] ? 'success' : 'danger';
		return sprintf(
			'<div class="elementor-message elementor-message-%1$s" role="%2$s">%3$s</div>',
			$kind,
			'success' === $kind ? 'status' : 'alert',
			implode( '<br>', array_map( 'esc_html', (array) $answer['lines'] ) )
		);
	}
}
