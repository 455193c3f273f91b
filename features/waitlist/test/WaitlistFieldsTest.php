<?php
/** The waitlist form's fields as the owner sets them: what is refused (each field named), and what an empty id or name becomes. */

use Colophon\Waitlist\Fields;
use Colophon\Waitlist\WaitlistPage;
use PHPUnit\Framework\TestCase;

final class WaitlistFieldsTest extends TestCase {

	public function test_the_marketplace_fields_are_a_list_the_check_keeps_as_it_is(): void {
		$this->assertSame( array( 'fname', 'lname', 'email', 'books_published', 'planning_to_publish', 'worked_with_us', 'budget', 'message' ), array_column( Fields::defaults(), 'id' ) );
		$this->assertSame( array( Fields::defaults(), array() ), Fields::check( Fields::defaults() ) );
		$this->assertSame( 'First name / Last name', Fields::labels( Fields::defaults() )['fullName'] );
	}

	public function test_an_empty_id_or_name_is_made_from_the_label_ids_kept_unique(): void {
		list( $fields, $errors ) = Fields::check(
			array(
				array( 'label' => 'Your genre?', 'type' => 'text' ),
				array( 'label' => 'Your genre!', 'type' => 'text' ),
				array( 'label' => 'Café près', 'type' => 'textarea', 'id' => 'waitlist_cafe_pres_2', 'required' => '1', 'options' => array( 'dropped' ) ),
				array( 'label' => '★', 'type' => 'checkbox', 'autofill' => 'javascript:' ),
			)
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( array( 'waitlist_your_genre', 'waitlist_your_genre_2', 'waitlist_cafe_pres_2', 'waitlist_field_4' ), array_column( $fields, 'id' ) );
		$this->assertSame( array( 'yourGenre', 'yourGenre', 'cafePres', 'field4' ), array_column( $fields, 'key' ) );
		$this->assertSame( array( true, array(), '' ), array( $fields[2]['required'], $fields[2]['options'], $fields[3]['autofill'] ) );
	}

	public function test_each_refusal_names_the_field_and_the_setting_in_the_screens_words(): void {
		list( $fields, $errors ) = Fields::check(
			array(
				array( 'label' => ' ', 'type' => 'text' ),
				array( 'label' => 'Genre', 'type' => 'select', 'options' => array( ' ', '' ) ),
				array( 'label' => 'A', 'type' => 'text', 'id' => 'Email' ),
				array( 'label' => 'B', 'type' => 'text', 'id' => 'genre' ),
				array( 'label' => 'C', 'type' => 'text', 'id' => 'genre', 'key' => '2nd' ),
				array( 'label' => 'D', 'type' => 'text', 'key' => 'id' ),
				array( 'label' => 'E', 'type' => 'file' ),
			)
		);
		$this->assertSame( array(), $fields );
		$this->assertSame(
			array(
				'Field 1, Label: write what the field asks, such as Your genre.',
				'Field 2, Choices: write at least one choice, one per line.',
				'Field 3, Field id: lowercase letters, digits, - and _, starting with a letter (at most 40), or empty to make it from the label.',
				'Field 5, Field id: “genre” is already the id of field 4.',
				'Field 5, Sent as: letters, digits and _, not starting with a digit (at most 64), or empty to make it from the label.',
				'Field 6, Sent as: “id” is the application’s own (the time it was sent): choose another name.',
				'Field 7, Kind: choose one of the kinds the list offers.',
			),
			$errors
		);
	}

	public function test_a_form_without_fields_or_with_too_many_is_refused_as_a_whole(): void {
		$this->assertSame( array( array(), array( 'Fields: the form needs at least one field.' ) ), Fields::check( array() ) );
		$this->assertSame( array( 'Fields: a form may have at most 30 fields.' ), Fields::check( array_fill( 0, 31, array( 'label' => 'A', 'type' => 'text' ) ) )[1] );
	}

	public function test_the_form_has_the_marketplace_fields_until_the_owner_saves_their_own(): void {
		unset( $GLOBALS['colophon_test_options']['colophon_waitlist'] );
		$this->assertSame( Fields::defaults(), Fields::current() );
		$GLOBALS['colophon_test_options']['colophon_waitlist'] = array( 'api' => '', 'fields' => array( array( 'label' => 'Email', 'type' => 'email', 'id' => 'email', 'key' => 'email' ) ) );
		$this->assertSame( array( 'email' ), array_column( Fields::current(), 'id' ) );
		unset( $GLOBALS['colophon_test_options']['colophon_waitlist'] );
	}

	public function test_the_thank_you_message_is_kept_as_plain_text_and_a_long_one_is_refused_by_name(): void {
		$GLOBALS['colophon_test_options']['colophon_waitlist'] = array( 'api' => '', 'thanks' => 'Old thanks.' );
		$saved = WaitlistPage::sanitize( array( 'api' => '', 'thanks' => "  Thank you, <b>we</b> will\nwrite soon.  " ) );
		$this->assertSame( 'Thank you, we will write soon.', $saved['thanks'] );
		// Left out, it stays as it was (the address alone may be sent).
		$this->assertSame( 'Old thanks.', WaitlistPage::sanitize( array( 'api' => '' ) )['thanks'] );
		unset( $GLOBALS['colophon_test_settings_errors'] );
		$kept = WaitlistPage::sanitize( array( 'api' => '', 'thanks' => str_repeat( 'a', WaitlistPage::MAX_THANKS + 1 ) ) );
		$this->assertSame( 'Old thanks.', $kept['thanks'] );
		$this->assertStringContainsString( 'Thank-you message: at most 300 characters', implode( ' ', $GLOBALS['colophon_test_settings_errors']['colophon_waitlist'] ?? array() ) );
		unset( $GLOBALS['colophon_test_options']['colophon_waitlist'], $GLOBALS['colophon_test_settings_errors'] );
	}
}
