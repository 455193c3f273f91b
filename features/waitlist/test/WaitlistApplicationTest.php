<?php
/** A waitlist application as the endpoint keeps it, when a failed forward is tried again, and its CSV cells. */

use Colophon\Waitlist\Application;
use PHPUnit\Framework\TestCase;

final class WaitlistApplicationTest extends TestCase {

	public function test_the_fields_the_form_sends_are_kept_as_strings_and_missing_ones_are_empty(): void {
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
					'id'            => 1700000000000,
					'fullName'      => ' Ann Author ',
					'email'         => 'ann@example.com',
					'publishedBooks' => '1–3',
					'workedWithTUW' => 4,
					'moreInsight'   => "Two\x07 novels.",
					'admin'         => 'yes',
				)
			)
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
			Application::from_form( array( 'fname' => 'Kim', 'lname' => 'Keys', 'email' => 'kim@example.com', 'books_published' => '0', 'worked_with_us' => 'No', 'budget' => array( 'x' ) ), 5 )
		);
		$this->assertNull( Application::from_form( array( 'fname' => '', 'lname' => '' ), 5 ) );
	}

	public function test_a_body_that_says_nothing_or_is_not_an_object_is_refused(): void {
		$this->assertNull( Application::from( null ) );
		$this->assertNull( Application::from( 'ann@example.com' ) );
		$this->assertNull( Application::from( array() ) );
		$this->assertNull( Application::from( array( 'fullName' => ' ', 'email' => array( 'x' ) ) ) );
		$this->assertNull( Application::from( array( 'ann@example.com' ) ) ); // a list, not an object
	}

	public function test_a_long_message_is_cut_not_refused(): void {
		$this->assertSame( 5000, mb_strlen( (string) Application::from( array( 'moreInsight' => str_repeat( 'é', 6000 ) ) )['moreInsight'] ) );
	}

	public function test_failed_forwards_are_tried_again_after_1_min_5_min_30_min_2_h_and_12_h_then_given_up(): void {
		$this->assertSame( array( 60, 300, 1800, 7200, 43200, null, null ), array_map( array( Application::class, 'retry_in' ), array( 1, 2, 3, 4, 5, 6, 7 ) ) );
	}

	public function test_a_csv_cell_that_starts_like_a_formula_is_kept_as_text(): void {
		$this->assertSame( array( "'=HYPERLINK(\"x\")", "'+1", "'-1", "'@SUM(A1)", 'Ann', '1–3', '' ), array_map( array( Application::class, 'csv_cell' ), array( '=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', 'Ann', '1–3', '' ) ) );
	}
}
