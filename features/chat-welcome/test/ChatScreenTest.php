<?php
/** Colophon → Chat's settings: what is kept, and what is refused with the field named (the REST settings endpoint's check). */

use Colophon\ChatWelcome\ChatScreen;
use PHPUnit\Framework\TestCase;

final class ChatScreenTest extends TestCase {

	public function test_a_service_with_its_account_and_the_welcome_by_page_are_kept_clean(): void {
		$this->assertSame(
			array(
				array(
					'provider' => 'crisp',
					'account'  => '3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
					'category' => 'functional',
					'pages'    => array(
						array(
							'path'     => '/pricing/',
							'messages' => array( 'Questions about a plan?' ),
						),
					),
					'fallback' => array( 'Hi!' ),
				),
				array(),
			),
			ChatScreen::check(
				array(
					'provider' => 'crisp',
					'account'  => ' 3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6 ',
					'pages'    => array( array( 'path' => '/pricing/', 'messages' => array( ' Questions about a plan? ', '', 'Questions about a plan?' ) ) ),
					'fallback' => array( 'Hi!', ' ' ),
				)
			)
		);
	}

	public function test_no_service_keeps_no_account_and_nothing_is_refused(): void {
		$this->assertSame( array( '', '', 'functional' ), array_slice( array_values( ChatScreen::check( array( 'account' => 'x' ) )[0] ), 0, 3 ) );
	}

	public function test_each_refusal_names_its_field_or_line(): void {
		$this->assertSame(
			array(
				'Tidio public key: paste the key from Tidio → Settings → Developer (lowercase letters and digits).',
				'Consent category: choose one of the list.',
				'Welcome by page, line 1: start with the page’s path, such as /pricing/, then | and the message.',
				'Welcome by page, line 2: write the message after the |.',
			),
			ChatScreen::check(
				array(
					'provider' => 'tidio',
					'account'  => '../evil.example/x',
					'category' => 'necessary-ish',
					'pages'    => array( array( 'path' => 'pricing', 'messages' => array( 'Hi' ) ), array( 'path' => '/', 'messages' => array( ' ' ) ) ),
				)
			)[1]
		);
		$this->assertSame( array( 'Chat service: choose one of the list.' ), ChatScreen::check( array( 'provider' => 'intercom' ) )[1] );
	}

	public function test_a_value_written_past_the_check_reads_as_no_chat_not_half_a_chat(): void {
		$GLOBALS['colophon_test_options']['colophon_chat'] = array( 'provider' => 'crisp', 'account' => 'not-an-id' );
		$this->assertSame( array( 'provider' => '', 'account' => '', 'category' => 'functional', 'pages' => array(), 'fallback' => array() ), ChatScreen::saved() );
		unset( $GLOBALS['colophon_test_options']['colophon_chat'] );
	}
}
