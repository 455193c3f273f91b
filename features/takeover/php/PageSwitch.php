<?php
/**
 * The per-page switch: a box on the edit screen of every post type with a UI, "Keep this page on
 * the page builder's own front end". Shown only where an incumbent is active.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class PageSwitch {

	private const NONCE = 'colophon_takeover_keep_nonce';

	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add' ), 10, 2 );
		add_action( 'save_post', array( $this, 'save' ), 10, 2 );
	}

	/** @param string $post_type */
	public function add( $post_type, $post = null ): void {
		if ( ! Module::incumbents() || ! is_post_type_viewable( (string) $post_type ) ) {
			return;
		}
		add_meta_box( 'colophon-takeover', __( 'Colophon takeover', 'colophon' ), array( $this, 'render' ), (string) $post_type, 'side', 'low' );
	}

	public function render( \WP_Post $post ): void {
		wp_nonce_field( 'colophon_takeover_keep_' . $post->ID, self::NONCE );
		$kept = (bool) get_post_meta( $post->ID, Coverage::KEEP_META, true );
		printf(
			'<p><label><input type="checkbox" name="colophon_takeover_keep" value="1" %s> %s</label></p><p class="description">%s</p>',
			checked( $kept, true, false ),
			esc_html__( 'Keep this page on the page builder\'s own front end', 'colophon' ),
			esc_html__( 'Its scripts (and jQuery) load here as without takeover. Pages with widgets Colophon does not cover are kept anyway: see Colophon → Takeover.', 'colophon' )
		);
	}

	public function save( int $post_id, \WP_Post $post ): void {
		$nonce = isset( $_POST[ self::NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ) : '';
		if ( ! $nonce || ! wp_verify_nonce( $nonce, 'colophon_takeover_keep_' . $post_id ) || ! current_user_can( 'edit_post', $post_id ) || wp_is_post_revision( $post_id ) ) {
			return;
		}
		if ( ! empty( $_POST['colophon_takeover_keep'] ) ) {
			update_post_meta( $post_id, Coverage::KEEP_META, '1' );
		} else {
			delete_post_meta( $post_id, Coverage::KEEP_META );
		}
	}
}
