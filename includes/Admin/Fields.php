<?php
/**
 * The rows of a settings form: text, checkbox, textarea and select, each labelled, with its help
 * text tied to the control (aria-describedby), and its value from the saved settings or the draft.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

final class Fields {

	public function __construct( private string $key, private array $values ) {}

	public function name( string $field ): string {
		return $this->key . '[' . $field . ']';
	}

	public function value( string $field ): string {
		$value = $this->values[ $field ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	public function text( string $field, string $label, string $help = '' ): void {
		printf(
			'<tr><th scope="row"><label for="colophon-%1$s">%2$s</label></th><td><input class="regular-text" type="text" id="colophon-%1$s" name="%3$s" value="%4$s" aria-describedby="colophon-%1$s-help"><p class="description" id="colophon-%1$s-help">%5$s</p></td></tr>',
			esc_attr( $field ),
			esc_html( $label ),
			esc_attr( $this->name( $field ) ),
			esc_attr( $this->value( $field ) ),
			esc_html( $help )
		);
	}

	/** A checkbox; `$help`, when given, is said under it (and read with it). */
	public function check( string $field, string $label, string $help = '' ): void {
		printf(
			'<tr><th scope="row">%2$s</th><td><label><input type="checkbox" id="colophon-%1$s" name="%3$s" value="1" %4$s%5$s> %2$s</label>%6$s</td></tr>',
			esc_attr( $field ),
			esc_html( $label ),
			esc_attr( $this->name( $field ) ),
			checked( ! empty( $this->values[ $field ] ), true, false ),
			'' === $help ? '' : sprintf( ' aria-describedby="colophon-%s-help"', esc_attr( $field ) ),
			'' === $help ? '' : sprintf( '<p class="description" id="colophon-%1$s-help">%2$s</p>', esc_attr( $field ), esc_html( $help ) )
		);
	}

	public function area( string $field, string $label, string $help, int $rows = 8 ): void {
		printf(
			'<tr><th scope="row"><label for="colophon-%1$s">%2$s</label></th><td><textarea class="large-text code" rows="%6$d" id="colophon-%1$s" name="%3$s" aria-describedby="colophon-%1$s-help">%4$s</textarea><p class="description" id="colophon-%1$s-help">%5$s</p></td></tr>',
			esc_attr( $field ),
			esc_html( $label ),
			esc_attr( $this->name( $field ) ),
			esc_textarea( $this->value( $field ) ),
			esc_html( $help ),
			absint( $rows )
		);
	}

	/** @param array<string, string> $options value => label */
	public function select( string $field, string $label, array $options, string $help = '' ): void {
		$described = '' !== $help ? sprintf( ' aria-describedby="colophon-%s-help"', esc_attr( $field ) ) : '';
		printf( '<tr><th scope="row"><label for="colophon-%1$s">%2$s</label></th><td><select id="colophon-%1$s" name="%3$s"%4$s>', esc_attr( $field ), esc_html( $label ), esc_attr( $this->name( $field ) ), $described ); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
		foreach ( $options as $value => $text ) {
			printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( (string) $value ), selected( $this->value( $field ), (string) $value, false ), esc_html( $text ) );
		}
		echo '</select>';
		if ( '' !== $help ) {
			printf( '<p class="description" id="colophon-%1$s-help">%2$s</p>', esc_attr( $field ), esc_html( $help ) );
		}
		echo '</td></tr>';
	}
}
