<?php
/**
 * The waitlist form's fields, as the owner sets them on Colophon → Waitlist (option
 * `colophon_waitlist`, its `fields`): each with a label, a kind, its choices, whether it must be
 * filled in, whether it takes the form's whole width, what the browser may fill it with, its id in
 * the page (the form's field `id` and `name`) and the name it is sent under. Until the owner saves
 * their own, the marketplace's fields SPEC names (fname, lname, email, books_published,
 * planning_to_publish, worked_with_us, budget, message), sent as SPEC's application (fullName,
 * email, publishedBooks, plannedBooks, workedWithTUW, monthlyBudget, moreInsight): fields sent
 * under the same name are joined by a space, as the first and last name are.
 *
 * check() is the one place a list is cleaned and refused (the screen's save through the REST
 * settings endpoint, a kit's import); ../fields.ts says the same refusals in the browser before
 * anything is sent, word for word.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

defined( 'ABSPATH' ) || exit;

final class Fields {

	/** The kinds of field the form prints. */
	public const TYPES = array( 'text', 'email', 'tel', 'number', 'select', 'checkbox', 'textarea' );

	/** What the browser may fill a field with (WCAG 1.3.5: the field's purpose, said to the browser). */
	public const AUTOFILL = array( '', 'name', 'given-name', 'family-name', 'email', 'tel', 'organization', 'url', 'country-name' );

	public const MAX_FIELDS  = 30;
	public const MAX_OPTIONS = 50;
	private const MAX_LABEL  = 200;

	/** A field's id in the page, and the name it is sent under. */
	private const ID_PATTERN  = '/^[a-z][a-z0-9_-]{0,39}$/';
	private const KEY_PATTERN = '/^[A-Za-z_][A-Za-z0-9_]{0,63}$/';

	/**
	 * The marketplace's fields (SPEC), in the site's language.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function defaults(): array {
		$field = static fn( string $id, string $key, string $label, string $type, array $options = array(), string $autofill = '', bool $wide = false ): array => array(
			'id'       => $id,
			'key'      => $key,
			'label'    => $label,
			'type'     => $type,
			'options'  => $options,
			'required' => false,
			'wide'     => $wide,
			'autofill' => $autofill,
		);
		return array(
			$field( 'fname', 'fullName', __( 'First name', 'colophon' ), 'text', array(), 'given-name' ),
			$field( 'lname', 'fullName', __( 'Last name', 'colophon' ), 'text', array(), 'family-name' ),
			$field( 'email', 'email', __( 'Email', 'colophon' ), 'email', array(), 'email', true ),
			$field( 'books_published', 'publishedBooks', __( 'Books published so far', 'colophon' ), 'select', array( '0', '1–3', '4–10', __( 'More than 10', 'colophon' ) ) ),
			$field( 'planning_to_publish', 'plannedBooks', __( 'Books planned in the next two years', 'colophon' ), 'select', array( '1', '2–3', '4–10', __( 'More than 10', 'colophon' ) ) ),
			$field( 'worked_with_us', 'workedWithTUW', __( 'Have you worked with us before?', 'colophon' ), 'select', array( __( 'Yes', 'colophon' ), __( 'No', 'colophon' ) ) ),
			$field( 'budget', 'monthlyBudget', __( 'Monthly budget for freelancers', 'colophon' ), 'select', array( __( 'Under $500', 'colophon' ), '$500–$1,000', '$1,000–$3,000', __( 'Over $3,000', 'colophon' ) ), '', true ),
			$field( 'message', 'moreInsight', __( 'Anything else we should know?', 'colophon' ), 'textarea', array(), '', true ),
		);
	}

	/** @return list<array<string, mixed>> The fields the form has now: the owner's, or the marketplace's until they save their own. */
	public static function current(): array {
		$saved = get_option( WaitlistPage::OPTION, null );
		if ( is_array( $saved ) && is_array( $saved['fields'] ?? null ) && $saved['fields'] ) {
			list( $clean, $errors ) = self::check( $saved['fields'] );
			if ( ! $errors ) {
				return $clean;
			}
		}
		return self::defaults();
	}

	/**
	 * A list of fields cleaned, or the reasons it is refused, each naming the field ("Field 3") and
	 * what to change. An id or a name to send it under left empty is made from the label.
	 *
	 * @param mixed $list The fields as the screen or a kit sends them.
	 * @return array{0: list<array<string, mixed>>, 1: list<string>}
	 */
	public static function check( $list ): array {
		$errors = array();
		$list   = is_array( $list ) ? array_values( $list ) : array();
		if ( ! $list ) {
			return array( array(), array( __( 'Fields: the form needs at least one field.', 'colophon' ) ) );
		}
		if ( count( $list ) > self::MAX_FIELDS ) {
			/* translators: %d: the most fields a form may have */
			return array( array(), array( sprintf( __( 'Fields: a form may have at most %d fields.', 'colophon' ), self::MAX_FIELDS ) ) );
		}
		$clean = array();
		$ids   = array();
		foreach ( $list as $i => $row ) {
			$row = is_array( $row ) ? $row : array();
			/* translators: %d: the field's number in the form */
			$name  = sprintf( __( 'Field %d', 'colophon' ), $i + 1 );
			$say   = static function ( string $what, string $why ) use ( $name ): string {
				/* translators: 1: "Field 2", 2: the setting's name, 3: what is wrong and how to fix it */
				return sprintf( __( '%1$s, %2$s: %3$s', 'colophon' ), $name, $what, $why );
			};
			$text  = static fn( string $key ): string => is_scalar( $row[ $key ] ?? null ) ? trim( (string) $row[ $key ] ) : '';
			$label = sanitize_text_field( $text( 'label' ) );
			$type  = $text( 'type' );
			$id    = $text( 'id' );
			$key   = $text( 'key' );

			if ( '' === $label ) {
				$errors[] = $say( __( 'Label', 'colophon' ), __( 'write what the field asks, such as Your genre.', 'colophon' ) );
			} elseif ( mb_strlen( $label ) > self::MAX_LABEL ) {
				/* translators: %d: the most characters a label may have */
				$errors[] = $say( __( 'Label', 'colophon' ), sprintf( __( 'at most %d characters.', 'colophon' ), self::MAX_LABEL ) );
			}
			if ( ! in_array( $type, self::TYPES, true ) ) {
				$errors[] = $say( __( 'Kind', 'colophon' ), __( 'choose one of the kinds the list offers.', 'colophon' ) );
			}
			$options = array();
			foreach ( is_array( $row['options'] ?? null ) ? $row['options'] : array() as $option ) {
				$option = is_scalar( $option ) ? sanitize_text_field( (string) $option ) : '';
				if ( '' !== $option && ! in_array( $option, $options, true ) ) {
					$options[] = mb_substr( $option, 0, self::MAX_LABEL );
				}
			}
			if ( 'select' === $type && ! $options ) {
				$errors[] = $say( __( 'Choices', 'colophon' ), __( 'write at least one choice, one per line.', 'colophon' ) );
			} elseif ( 'select' === $type && count( $options ) > self::MAX_OPTIONS ) {
				/* translators: %d: the most choices a field may have */
				$errors[] = $say( __( 'Choices', 'colophon' ), sprintf( __( 'at most %d.', 'colophon' ), self::MAX_OPTIONS ) );
			}
			if ( '' !== $id && ! preg_match( self::ID_PATTERN, $id ) ) {
				$errors[] = $say( __( 'Field id', 'colophon' ), __( 'lowercase letters, digits, - and _, starting with a letter (at most 40), or empty to make it from the label.', 'colophon' ) );
			} elseif ( '' !== $id && isset( $ids[ $id ] ) ) {
				/* translators: 1: the id, 2: the number of the field that has it */
				$errors[] = $say( __( 'Field id', 'colophon' ), sprintf( __( '“%1$s” is already the id of field %2$d.', 'colophon' ), $id, $ids[ $id ] ) );
			}
			if ( '' !== $key && ! preg_match( self::KEY_PATTERN, $key ) ) {
				$errors[] = $say( __( 'Sent as', 'colophon' ), __( 'letters, digits and _, not starting with a digit (at most 64), or empty to make it from the label.', 'colophon' ) );
			} elseif ( 'id' === $key ) {
				$errors[] = $say( __( 'Sent as', 'colophon' ), __( '“id” is the application’s own (the time it was sent): choose another name.', 'colophon' ) );
			}
			if ( '' !== $id ) {
				$ids[ $id ] = $i + 1;
			}
			$autofill = $text( 'autofill' );
			$clean[]  = array(
				'id'       => $id,
				'key'      => $key,
				'label'    => $label,
				'type'     => $type,
				'options'  => 'select' === $type ? $options : array(),
				'required' => ! empty( $row['required'] ),
				'wide'     => ! empty( $row['wide'] ),
				'autofill' => in_array( $autofill, self::AUTOFILL, true ) ? $autofill : '',
			);
		}
		if ( $errors ) {
			return array( array(), $errors );
		}
		// Ids and names left empty: made from the label, an id kept unique.
		foreach ( $clean as $i => $field ) {
			$words = self::words( $field['label'] );
			if ( '' === $field['id'] ) {
				$base = substr( 'waitlist_' . ( $words ? implode( '_', $words ) : 'field_' . ( $i + 1 ) ), 0, 37 );
				$id   = rtrim( $base, '_' );
				for ( $n = 2; isset( $ids[ $id ] ); $n++ ) {
					$id = rtrim( $base, '_' ) . '_' . $n;
				}
				$ids[ $id ]          = $i + 1;
				$clean[ $i ]['id'] = $id;
			}
			if ( '' === $field['key'] ) {
				$camel               = $words ? $words[0] . implode( '', array_map( 'ucfirst', array_slice( $words, 1 ) ) ) : '';
				$clean[ $i ]['key'] = preg_match( self::KEY_PATTERN, $camel ) ? substr( $camel, 0, 64 ) : 'field' . ( $i + 1 );
			}
		}
		return array( $clean, array() );
	}

	/** @return list<string> A label's words in plain lowercase ASCII ("Your genre?" → your, genre). */
	private static function words( string $label ): array {
		$plain = strtolower( remove_accents( $label ) );
		return array_values( array_filter( preg_split( '/[^a-z0-9]+/', $plain ) ?: array(), 'strlen' ) );
	}

	/**
	 * The name each field is sent under => what the form asked for it (fields sent under one name
	 * are joined: "First name / Last name").
	 *
	 * @param list<array<string, mixed>> $fields
	 * @return array<string, string>
	 */
	public static function labels( array $fields ): array {
		$labels = array();
		foreach ( $fields as $field ) {
			$key            = (string) $field['key'];
			$labels[ $key ] = isset( $labels[ $key ] ) ? $labels[ $key ] . ' / ' . $field['label'] : (string) $field['label'];
		}
		return $labels;
	}
}
