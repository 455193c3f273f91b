<?php
/**
 * The answer to a form sent without script, written into the page builder's form markup
 * (features/form/php/Refill.php): what was typed comes back, refused fields are marked the way the
 * form's script marks them, and nothing outside that one form changes.
 *
 * @package Colophon
 */

use Colophon\Form\Refill;
use PHPUnit\Framework\TestCase;

final class RefillTest extends TestCase {

	private const FORM = '<p>Before <input name="form_fields[name]" value="x"></p>'
		. '<form class="elementor-form" method="post" name="Enquiry"><input type="hidden" name="post_id" value="7"><input type="hidden" name="form_id" value="frm1">'
		. '<div class="elementor-field-group elementor-field-group-name"><label for="form-field-name">Name</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field" value=""></div>'
		. '<div class="elementor-field-group elementor-field-group-email"><input type="email" name="form_fields[email]" id="form-field-email" aria-describedby="hint"></div>'
		. '<div class="elementor-field-group"><textarea name="form_fields[message]" id="form-field-message">Default text</textarea></div>'
		. '<div class="elementor-field-group"><select name="form_fields[service]"><option value="edit">Editing</option><option value="cover" selected>Cover</option></select></div>'
		. '<div class="elementor-field-group"><span><input type="checkbox" name="form_fields[formats][]" value="ebook"> <input type="checkbox" name="form_fields[formats][]" value="print"></span></div>'
		. '<div class="elementor-field-group"><input type="password" name="form_fields[secret]"><input type="file" name="form_fields[file][]"></div>'
		. '<button type="submit">Send</button></form>'
		. '<form class="elementor-form"><input type="hidden" name="form_id" value="other"><input name="form_fields[name]" value=""></form>';

	private static function answer( array $overrides = array() ): array {
		return $overrides + array(
			'form_id' => 'frm1',
			'kind'    => 'danger',
			'lines'   => array( 'Your submission failed because of an error.' ),
			'errors'  => array( 'email' => 'Invalid Email address.' ),
			'values'  => array(
				'name'    => 'Ada "Lovelace" <3',
				'email'   => 'ada@example',
				'message' => "Two lines\n</textarea><b>not markup</b>",
				'service' => 'edit',
				'formats' => array( 'print' ),
				'secret'  => 'hunter2',
			),
		);
	}

	public function test_what_was_typed_comes_back_escaped_in_every_kind_of_field(): void {
		$html = Refill::apply( self::FORM, self::answer() );
		$this->assertStringContainsString( 'id="form-field-name" class="elementor-field" value="Ada &quot;Lovelace&quot; &lt;3"', $html );
		$this->assertStringContainsString( 'value="ada@example"', $html );
		$this->assertStringContainsString( '>Two lines' . "\n" . '&lt;/textarea&gt;&lt;b&gt;not markup&lt;/b&gt;</textarea>', $html );
		$this->assertStringContainsString( '<option value="edit" selected>Editing</option><option value="cover">Cover</option>', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="form_fields[formats][]" value="ebook"> <input type="checkbox" name="form_fields[formats][]" value="print" checked>', $html );
		$this->assertStringNotContainsString( 'hunter2', $html );
		$this->assertStringContainsString( '<input type="file" name="form_fields[file][]">', $html );
	}

	public function test_a_refused_field_is_marked_as_the_script_marks_it_and_the_answer_ends_the_form(): void {
		$html = Refill::apply( self::FORM, self::answer() );
		$this->assertStringContainsString( '<div class="elementor-field-group elementor-field-group-email elementor-error"><input type="email" name="form_fields[email]" id="form-field-email" aria-describedby="hint colophon-form-error-email" autofocus aria-invalid="true" value="ada@example"><span class="elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline" id="colophon-form-error-email">Invalid Email address.</span></div>', $html );
		$this->assertSame( 1, substr_count( $html, 'elementor-error' ) );
		$this->assertStringContainsString( '<button type="submit">Send</button><div class="elementor-message elementor-message-danger" role="alert">Your submission failed because of an error.</div></form>', $html );
	}

	public function test_the_page_opens_at_the_form(): void {
		$this->assertStringContainsString( '<form class="elementor-form" method="post" name="Enquiry" id="colophon-form-answer">', Refill::apply( self::FORM, self::answer() ) );
		$with_id = str_replace( 'name="Enquiry"', 'name="Enquiry" id="enquiry"', self::FORM );
		$this->assertStringContainsString( '<span id="colophon-form-answer"></span><form class="elementor-form" method="post" name="Enquiry" id="enquiry">', Refill::apply( $with_id, self::answer() ) );
	}

	public function test_nothing_outside_that_form_changes(): void {
		$html = Refill::apply( self::FORM, self::answer() );
		$this->assertStringStartsWith( '<p>Before <input name="form_fields[name]" value="x"></p>', $html );
		$this->assertStringEndsWith( '<form class="elementor-form"><input type="hidden" name="form_id" value="other"><input name="form_fields[name]" value=""></form>', $html );
		$this->assertSame( self::FORM, Refill::apply( self::FORM, self::answer( array( 'form_id' => 'missing' ) ) ) );
	}

	public function test_a_success_empties_nothing_and_says_so_as_a_status(): void {
		$html = Refill::apply(
			self::FORM,
			self::answer(
				array(
					'kind'   => 'success',
					'lines'  => array( 'Thanks!', 'We answer within a day.' ),
					'errors' => array(),
					'values' => array(),
				)
			)
		);
		$this->assertStringContainsString( '<div class="elementor-message elementor-message-success" role="status">Thanks!<br>We answer within a day.</div></form>', $html );
		$this->assertStringContainsString( '>Default text</textarea>', $html );
		$this->assertStringNotContainsString( 'elementor-error', $html );
	}
}
