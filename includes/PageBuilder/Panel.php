<?php
/**
 * A block's widget in the page builder's panel, both ways: the controls the panel shows for the
 * block's attributes (from includes/generated/widgets.php, which tools/widgets.cjs writes from the
 * block's block.json and panel.json), and the block an element's saved settings stand for. Pure
 * arrays: no page-builder class is needed here, so it is tested without the page builder; its
 * control types are the page builder's own names.
 *
 * @package Colophon
 */

namespace Colophon\PageBuilder;

defined( 'ABSPATH' ) || exit;

final class Panel {

	/** Our control kinds, as the page builder's control types. */
	private const TYPES = array(
		'text'      => 'text',
		'textarea'  => 'textarea',
		'html'      => 'wysiwyg',
		'number'    => 'number',
		'switch'    => 'switcher',
		'select'    => 'select',
		'post-type' => 'select',
		'media'     => 'media',
		'repeater'  => 'repeater',
		'slides'    => 'repeater',
	);

	/** A switch's value when on, as the page builder saves it. */
	private const ON = 'yes';

	/** The settings key of the slides (the block's inner blocks). */
	public const SLIDES = 'colophon_slides';

	/** @return array<string, array<string, mixed>> Feature id => its widget (includes/generated/widgets.php). */
	public static function all(): array {
		static $all = null;
		if ( null === $all ) {
			$file = dirname( __DIR__ ) . '/generated/widgets.php';
			$all  = is_readable( $file ) ? (array) require $file : array();
		}
		return $all;
	}

	/** The settings key of a control: its attribute's name, or the slides'. */
	public static function key( array $control ): string {
		return 'slides' === $control['control'] ? self::SLIDES : (string) $control['attribute'];
	}

	/**
	 * The page builder's arguments for one control.
	 *
	 * @param array<string, mixed>  $control A control of includes/generated/widgets.php.
	 * @param array<string, string> $post_types Slug => name, for a post type's control.
	 * @return array<string, mixed>
	 */
	public static function control( array $control, array $post_types = array() ): array {
		$kind = (string) $control['control'];
		$args = array(
			'label' => (string) $control['label'],
			'type'  => self::TYPES[ $kind ] ?? 'text',
		);
		if ( ! empty( $control['help'] ) ) {
			$args['description'] = (string) $control['help'];
		}
		if ( ! empty( $control['placeholder'] ) ) {
			$args['placeholder'] = (string) $control['placeholder'];
		}
		if ( in_array( $kind, array( 'text', 'textarea', 'html', 'media', 'repeater', 'slides' ), true ) ) {
			$args['label_block'] = true;
		}
		$default = $control['default'] ?? null;
		switch ( $kind ) {
			case 'switch':
				$args['return_value'] = self::ON;
				$args['default']      = $default ? self::ON : '';
				break;
			case 'number':
				foreach ( array( 'min', 'max', 'step' ) as $limit ) {
					if ( isset( $control[ $limit ] ) ) {
						$args[ $limit ] = $control[ $limit ];
					}
				}
				$args['default'] = $default;
				break;
			case 'select':
				$args['options'] = array_column( (array) $control['options'], 'label', 'value' );
				$args['default'] = (string) $default;
				break;
			case 'post-type':
				$args['options'] = $post_types ? $post_types : array( 'post' => 'post' );
				$args['default'] = (string) $default;
				break;
			case 'media':
				$args['media_types'] = (array) $control['media'];
				break;
			case 'repeater':
			case 'slides':
				$args['fields']  = array_map( array( self::class, 'field' ), (array) $control['fields'] );
				$args['default'] = array();
				if ( ! empty( $control['titleField'] ) ) {
					$args['title_field'] = '{{{ ' . $control['titleField'] . ' }}}';
				}
				break;
			default:
				$args['default'] = (string) $default;
		}
		if ( ! empty( $control['when'] ) ) {
			$args['condition'] = array_map(
				static fn( $value ) => is_bool( $value ) ? ( $value ? self::ON : '' ) : (string) $value,
				(array) $control['when']
			);
		}
		return $args;
	}

	/**
	 * A repeater's field, as the page builder's control with its name.
	 *
	 * @param array<string, mixed> $field
	 * @return array<string, mixed>
	 */
	private static function field( array $field ): array {
		$args         = self::control( $field + array( 'default' => 'boolean' === ( $field['type'] ?? '' ) ? false : '' ) );
		$args['name'] = (string) $field['name'];
		return $args;
	}

	/**
	 * The block's attributes from an element's saved settings: each as its type, a setting not
	 * saved (an element placed before the attribute existed) left out so the block's default applies.
	 *
	 * @param array<string, mixed> $widget   A widget of includes/generated/widgets.php.
	 * @param array<string, mixed> $settings The element's settings.
	 * @return array<string, mixed>
	 */
	public static function attributes( array $widget, array $settings ): array {
		$attributes = array();
		foreach ( self::controls( $widget ) as $control ) {
			if ( 'slides' === $control['control'] || ! array_key_exists( $control['attribute'], $settings ) ) {
				continue;
			}
			$attributes[ $control['attribute'] ] = self::value( $control, $settings[ $control['attribute'] ] );
		}
		return $attributes;
	}

	/**
	 * The parsed block an element stands for, with its slides as inner HTML blocks.
	 *
	 * @param array<string, mixed> $widget
	 * @param array<string, mixed> $settings
	 * @return array{blockName: string, attrs: array<string, mixed>, innerBlocks: array<int, array<string, mixed>>, innerHTML: string, innerContent: array<int, string|null>}
	 */
	public static function block( array $widget, array $settings ): array {
		$inner = array();
		foreach ( self::controls( $widget ) as $control ) {
			if ( 'slides' !== $control['control'] ) {
				continue;
			}
			foreach ( (array) ( $settings[ self::SLIDES ] ?? array() ) as $slide ) {
				$html = trim( (string) ( is_array( $slide ) ? ( $slide['content'] ?? '' ) : '' ) );
				if ( '' !== $html ) {
					$inner[] = array(
						'blockName'    => 'core/html',
						'attrs'        => array(),
						'innerBlocks'  => array(),
						'innerHTML'    => $html,
						'innerContent' => array( $html ),
					);
				}
			}
		}
		return array(
			'blockName'    => (string) $widget['block'],
			'attrs'        => self::attributes( $widget, $settings ),
			'innerBlocks'  => $inner,
			'innerHTML'    => '',
			'innerContent' => array_fill( 0, count( $inner ), null ),
		);
	}

	/**
	 * Every control of a widget, across its sections.
	 *
	 * @param array<string, mixed> $widget
	 * @return array<int, array<string, mixed>>
	 */
	public static function controls( array $widget ): array {
		$all = array();
		foreach ( (array) ( $widget['sections'] ?? array() ) as $section ) {
			foreach ( (array) ( $section['controls'] ?? array() ) as $control ) {
				$all[] = $control;
			}
		}
		return $all;
	}

	/**
	 * One saved setting as its attribute's type.
	 *
	 * @param array<string, mixed> $control
	 * @param mixed                $value
	 * @return mixed
	 */
	private static function value( array $control, $value ) {
		if ( 'media' === $control['control'] ) {
			return is_array( $value ) ? max( 0, (int) ( $value['id'] ?? 0 ) ) : 0;
		}
		switch ( $control['type'] ) {
			case 'boolean':
				return self::ON === $value || true === $value;
			case 'integer':
				return is_numeric( $value ) ? (int) $value : (int) $control['default'];
			case 'number':
				return is_numeric( $value ) ? (float) $value : (float) $control['default'];
			case 'array':
				$items = array();
				foreach ( is_array( $value ) ? $value : array() as $item ) {
					if ( ! is_array( $item ) ) {
						continue;
					}
					$row = array();
					foreach ( (array) $control['fields'] as $field ) {
						$row[ $field['name'] ] = self::value( $field + array( 'default' => '' ), $item[ $field['name'] ] ?? '' );
					}
					$items[] = $row;
				}
				return $items;
			default:
				return is_scalar( $value ) ? (string) $value : (string) $control['default'];
		}
	}
}
