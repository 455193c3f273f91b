<?php
/**
 * Colophon → Data stores: the stores an owner defines on a screen (name, where a visitor's items
 * are kept, a limit, whether viewing an item adds it, the button's two texts) instead of in code.
 * Built with WordPress's components (../admin-screen.tsx, its rules in ../stores.ts); the option
 * `colophon_data_stores` is registered with the Settings API and shown in the REST settings
 * endpoint, where the schema refuses a wrong kind or limit and sanitize() keeps the rest clean
 * (a kit's import goes through it too).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\Admin\ComponentScreen;

defined( 'ABSPATH' ) || exit;

final class StoresScreen extends ComponentScreen {

	public const SLUG = 'colophon-stores';

	/** The largest limit a store may have (0: none). */
	public const MAX_SIZE = 1000;

	protected function slug(): string {
		return self::SLUG;
	}

	protected function title(): string {
		return __( 'Data stores', 'colophon' );
	}

	protected function script(): string {
		return 'data-store-screen';
	}

	protected function data(): array {
		return array(
			'stores' => self::sanitize( get_option( Registry::OPTION, array() ) ),
			'max'    => self::MAX_SIZE,
		);
	}

	public function register(): void {
		parent::register();
		add_action( 'enqueue_block_editor_assets', array( self::class, 'for_the_block' ) );
	}

	/** The stores the store block chooses from, and where to make one (for those who may). */
	public static function for_the_block(): void {
		self::give_to( 'colophon-block-data-store' );
	}

	/** Gives a block editor script the stores (`window.colophonStores`: slug and name, and the screen's address). */
	public static function give_to( string $handle ): void {
		$stores = array();
		foreach ( Registry::all() as $store ) {
			$stores[] = array(
				'slug'  => $store->slug,
				'label' => $store->label,
			);
		}
		$data = array(
			'stores' => $stores,
			'screen' => current_user_can( 'manage_options' ) ? admin_url( 'admin.php?page=' . self::SLUG ) : '',
		);
		wp_add_inline_script( $handle, 'window.colophonStores = ' . wp_json_encode( $data ) . ';', 'before' );
	}

	public function register_setting(): void {
		register_setting(
			'colophon',
			Registry::OPTION,
			array(
				'type'              => 'array',
				'description'       => __( 'The data stores (favourites, compare, recently viewed): what visitors add with store buttons and see counted.', 'colophon' ),
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/** The REST schema of the list: what it refuses (a kind it does not know, a limit out of range). */
	public static function schema(): array {
		$text = array( 'type' => 'string' );
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'slug'    => $text,
					'label'   => $text,
					'type'    => array(
						'type' => 'string',
						'enum' => Registry::types(),
					),
					'size'    => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::MAX_SIZE,
					),
					'on_view' => array( 'type' => 'boolean' ),
					'button'  => array(
						'type'                 => 'object',
						'properties'           => array(
							'label'       => $text,
							'added_label' => $text,
						),
						'additionalProperties' => true,
					),
				),
			),
		);
	}

	/**
	 * The list as it is kept: rows without a name dropped, each with a slug (made from its name
	 * once, then kept, unique), a known kind, a limit in range and its button's texts as plain text
	 * (a kit's other button settings kept as they were given).
	 *
	 * @param mixed $value
	 */
	public static function sanitize( $value ): array {
		$clean = array();
		$taken = array();
		foreach ( is_array( $value ) ? $value : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$label = sanitize_text_field( is_scalar( $row['label'] ?? null ) ? (string) $row['label'] : '' );
			$slug  = sanitize_key( is_scalar( $row['slug'] ?? null ) ? (string) $row['slug'] : '' );
			if ( '' === $label && '' === $slug ) {
				continue;
			}
			$base = '' !== $slug ? $slug : str_replace( '-', '_', sanitize_title( $label ) );
			$base = '' !== $base ? $base : 'store';
			$slug = $base;
			for ( $n = 2; isset( $taken[ $slug ] ); $n++ ) {
				$slug = $base . '_' . $n;
			}
			$taken[ $slug ] = true;
			$button         = array();
			foreach ( is_array( $row['button'] ?? null ) ? $row['button'] : array() as $key => $text ) {
				if ( is_scalar( $text ) ) {
					$button[ sanitize_key( (string) $key ) ] = in_array( $key, array( 'label', 'added_label' ), true ) ? sanitize_text_field( (string) $text ) : wp_kses_post( (string) $text );
				}
			}
			$clean[] = array(
				'slug'    => $slug,
				'label'   => '' !== $label ? $label : $slug,
				'type'    => in_array( $row['type'] ?? '', Registry::types(), true ) ? $row['type'] : 'local-storage',
				'size'    => max( 0, min( self::MAX_SIZE, (int) ( is_numeric( $row['size'] ?? null ) ? $row['size'] : 0 ) ) ),
				'on_view' => ! empty( $row['on_view'] ),
				'button'  => $button,
			);
		}
		return $clean;
	}
}
