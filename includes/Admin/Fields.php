<?php
/**
 * The fields of a settings screen, declared: each call adds one (text, checkbox, text of several
 * lines, choice, a set of checkboxes, a note, a folded group, or a kind a feature's screen script
 * draws), with its label and help. The screen's script (src/blocks/settings-screen.tsx) draws
 * them with WordPress's components; the values come from the saved settings.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

defined( 'ABSPATH' ) || exit;

final class Fields {

	/** @var list<array<string, mixed>> The fields declared so far (a group's, while it is being declared). */
	private array $declared = array();

	public function __construct( private array $values ) {}

	/** @return list<array<string, mixed>> */
	public function declared(): array {
		return $this->declared;
	}

	/** A field's saved value as text (a screen's declaration can depend on it). */
	public function value( string $field ): string {
		$value = $this->values[ $field ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	public function text( string $field, string $label, string $help = '' ): void {
		$this->declared[] = array( 'kind' => 'text', 'field' => $field, 'label' => $label, 'help' => $help );
	}

	/** A checkbox; `$help`, when given, is said under it (and read with it). */
	public function check( string $field, string $label, string $help = '' ): void {
		$this->declared[] = array( 'kind' => 'check', 'field' => $field, 'label' => $label, 'help' => $help );
	}

	public function area( string $field, string $label, string $help, int $rows = 8 ): void {
		$this->declared[] = array( 'kind' => 'area', 'field' => $field, 'label' => $label, 'help' => $help, 'rows' => $rows );
	}

	/** @param array<string, string> $options value => label */
	public function select( string $field, string $label, array $options, string $help = '' ): void {
		$list = array();
		foreach ( $options as $value => $text ) {
			$list[] = array( 'value' => (string) $value, 'label' => $text );
		}
		$this->declared[] = array( 'kind' => 'select', 'field' => $field, 'label' => $label, 'help' => $help, 'options' => $list );
	}

	/**
	 * Checkboxes under one label, each its own field.
	 *
	 * @param array<string, string> $items field => label
	 */
	public function checks( string $label, array $items, string $help = '' ): void {
		$list = array();
		foreach ( $items as $field => $text ) {
			$list[] = array( 'field' => (string) $field, 'label' => $text );
		}
		$this->declared[] = array( 'kind' => 'checks', 'label' => $label, 'help' => $help, 'items' => $list );
	}

	/** Something the screen says, not a field: what `$print` prints (it escapes what it prints). */
	public function note( string $label, callable $print ): void {
		ob_start();
		$print();
		$this->declared[] = array( 'kind' => 'note', 'label' => $label, 'html' => (string) ob_get_clean() );
	}

	/**
	 * Fields folded under a title, open at first when `$open` (and whenever one of them is refused).
	 * `$declare` declares them on this same object.
	 */
	public function group( string $title, bool $open, callable $declare ): void {
		$outer          = $this->declared;
		$this->declared = array();
		$declare( $this );
		$inner          = $this->declared;
		$this->declared = $outer;
		$this->declared[] = array( 'kind' => 'group', 'label' => $title, 'open' => $open, 'fields' => $inner );
	}

	/** A kind only a feature's screen script draws (`$data` is what it needs). */
	public function custom( string $kind, string $label, array $data = array() ): void {
		$this->declared[] = array( 'kind' => $kind, 'label' => $label ) + $data;
	}
}
