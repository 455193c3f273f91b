<?php
/** A waitlist application as the endpoint keeps it, when a failed forward is tried again, and its CSV cells. */

use Colophon\Waitlist\Application;
use Colophon\Waitlist\Fields;
use PHPUnit\Framework\TestCase;

final class WaitlistApplicationTest extends TestCase {

	/** SPEC's application, made from the marketplace's fields by id. */
	public function test_the_marketplace_fields_give_the_application_spec_names_the_name_joined_by_a_space(): void {
		$this->assertSame(
			array(
				'id'             => 1700000000000,
				'fullName'       => 'Ann Author',
				'email'          => 'ann@example.com',
				'publishedBooks' => '1–3',
				'plannedBooks'   => '',
				'workedWithTUW'  => '4',
				'monthlyBudget'  => '',
				'moreInsight'    => 'Two novels.',
			),
			Application::from(
				array(
					'id'     => 1700000000000,
					'fields' => array(
						'fname'           => ' Ann ',
						'lname'           => 'Author',
						'email'           => 'ann@example.com',
						'books_published' => '1–3',
						'worked_with_us'  => 4,
						'message'         => "Two\x07 novels.",
						'admin'           => 'yes',
					),
				),
				Fields::defaults()
			)
		);
	}

	public function test_a_page_printed_before_the_fields_could_be_set_sends_the_application_itself_and_it_is_kept(): void {
		$this->assertSame(
			array(
				'id'             => 7,
				'fullName'       => 'Ann Author',
				'email'          => 'ann@example.com',
				'publishedBooks' => '',
				'plannedBooks'   => '',
				'workedWithTUW'  => '',
				'monthlyBudget'  => '',
				'moreInsight'    => '',
			),
			Application::from( array( 'id' => 7, 'fullName' => ' Ann Author ', 'email' => 'ann@example.com', 'admin' => 'yes' ), Fields::defaults() )
		);
	}

	public function test_the_form_posted_without_javascript_gives_the_same_application(): void {
		$this->assertSame(
			array(
				'id'             => 5,
				'fullName'       => 'Kim Keys',
				'email'          => 'kim@example.com',
				'publishedBooks' => '0',
				'plannedBooks'   => '',
				'workedWithTUW'  => 'No',
				'monthlyBudget'  => '',
				'moreInsight'    => '',
			),
			Application::from_fields( array( 'fname' => 'Kim', 'lname' => 'Keys', 'email' => 'kim@example.com', 'books_published' => '0', 'worked_with_us' => 'No', 'budget' => array( 'x' ) ), 5, Fields::defaults() )
		);
		$this->assertNull( Application::from_fields( array( 'fname' => '', 'lname' => '' ), 5, Fields::defaults() ) );
	}

	public function test_an_owners_fields_give_their_own_application_and_name_the_required_ones_left_empty(): void {
		list( $fields ) = Fields::check(
			array(
				array( 'label' => 'Your name', 'type' => 'text', 'required' => true ),
				array( 'label' => 'Email', 'type' => 'email', 'id' => 'mail', 'key' => 'email', 'required' => true ),
				array( 'label' => 'Genre', 'type' => 'select', 'options' => array( 'Crime', 'Romance' ) ),
			)
		);
		$posted = array( 'waitlist_your_name' => 'Ann', 'mail' => '', 'waitlist_genre' => 'Crime', 'fname' => 'ignored' );
		$this->assertSame(
			array( 'id' => 3, 'yourName' => 'Ann', 'email' => '', 'genre' => 'Crime' ),
			Application::from( array( 'id' => 3, 'fields' => $posted ), $fields )
		);
		$this->assertSame( array( 'Email' ), Application::missing( $posted, $fields ) );
		$this->assertSame( array(), Application::missing( array( 'mail' => 'a@b.c', 'waitlist_your_name' => 'Ann' ), $fields ) );
	}

	public function test_a_body_that_says_nothing_or_is_not_an_object_is_refused(): void {
		$fields = Fields::defaults();
		$this->assertNull( Application::from( null, $fields ) );
		$this->assertNull( Application::from( 'ann@example.com', $fields ) );
		$this->assertNull( Application::from( array(), $fields ) );
		$this->assertNull( Application::from( array( 'fullName' => ' ', 'email' => array( 'x' ) ), $fields ) );
		$this->assertNull( Application::from( array( 'ann@example.com' ), $fields ) ); // a list, not an object
		$this->assertNull( Application::from( array( 'fields' => array( 'fname' => ' ' ) ), $fields ) );
	}

	public function test_a_long_message_is_cut_not_refused(): void {
		$this->assertSame( 5000, mb_strlen( (string) Application::from( array( 'fields' => array( 'message' => str_repeat( 'é', 6000 ) ) ), Fields::defaults() )['moreInsight'] ) );
	}

	public function test_failed_forwards_are_tried_again_after_1_min_5_min_30_min_2_h_and_12_h_then_given_up(): void {
		$this->assertSame( array( 60, 300, 1800, 7200, 43200, null, null ), array_map( array( Application::class, 'retry_in' ), array( 1, 2, 3, 4, 5, 6, 7 ) ) );
	}

	public function test_a_csv_cell_that_starts_like_a_formula_is_kept_as_text(): void {
		$this->assertSame( array( "'=HYPERLINK(\"x\")", "'+1", "'-1", "'@SUM(A1)", 'Ann', '1–3', '' ), array_map( array( Application::class, 'csv_cell' ), array( '=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', 'Ann', '1–3', '' ) ) );
	}
}
