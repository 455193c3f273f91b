<?php
/**
 * One feature's rows on the welcome screen (includes/Admin/WelcomePage.php): what it shows, what
 * is ticked or filled before and after the setup, and the options it saves from the form. A
 * feature adds its own through the `colophon_welcome_sections` filter.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

interface WelcomeSection {

	/** Where its rows go: lower first. */
	public function order(): int;

	/**
	 * The form's values for its fields, from what is saved.
	 *
	 * @param bool $done Whether the setup was finished (before it, nothing but consent is ticked).
	 * @return array<string, mixed>
	 */
	public function values( bool $done ): array;

	/** Prints its rows of the form. */
	public function rows( Fields $f ): void;

	/**
	 * Checks what was sent.
	 *
	 * @param array<string, mixed>   $input The form's fields.
	 * @param callable(string): bool   $flag  Whether a checkbox field is ticked.
	 * @param callable(string): string $text  A text field, trimmed.
	 * @return array{0: array<string, mixed>, 1: string[]} The options to save (name => value), and
	 *   what is wrong, each message naming its field.
	 */
	public function validate( array $input, callable $flag, callable $text ): array;
}
