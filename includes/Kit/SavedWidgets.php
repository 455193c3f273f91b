<?php
/**
 * Finds a widget's saved settings in a post's stored content, so endpoints rebuild queries from
 * what the site owner saved and never from what a request claims. Widgets are shortcodes with an
 * `id` attribute (the element id the markup prints as data-id).
 *
 * @package Colophon
 */

namespace Colophon\Kit;

defined( 'ABSPATH' ) || exit;

final class SavedWidgets {

	/** Element ids are 7 letters or digits, as the page builder makes them. */
	public const ID_PATTERN = '/^[a-zA-Z0-9]{7}$/';

	public static function valid_id( string $id ): bool {
		return (bool) preg_match( self::ID_PATTERN, $id );
	}

	/**
	 * The attributes of the `$tag` shortcode whose id is `$id` in post `$post_id`, or of the block
	 * `$block` (a block whose attributes are the shortcode's, `colophon/listing-grid`) with that id,
	 * at any depth; null when the post has neither. A block's values read as the shortcode's: true
	 * is "yes", false "", a list its items joined by commas.
	 *
	 * @return array<string, string>|null
	 */
	public static function find( int $post_id, string $tag, string $id, string $block = '' ): ?array {
		if ( ! self::valid_id( $id ) ) {
			return null;
		}
		$post = get_post( $post_id );
		if ( ! $post ) {
			return null;
		}
		if ( '' !== $block && has_block( $block, $post ) ) {
			$found = self::block_attributes( parse_blocks( $post->post_content ), $block, $id );
			if ( null !== $found ) {
				return $found;
			}
		}
		if ( ! has_shortcode( $post->post_content, $tag ) ) {
			return null;
		}
		preg_match_all( '/' . get_shortcode_regex( array( $tag ) ) . '/', $post->post_content, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$atts = shortcode_parse_atts( $match[3] );
			if ( is_array( $atts ) && ( $atts['id'] ?? '' ) === $id ) {
				return array_map( 'strval', $atts );
			}
		}
		return null;
	}

	/**
	 * A block's attributes as its shortcode's: true is "yes", false "", a list its items joined by
	 * commas (for a block that renders through its shortcode's code).
	 *
	 * @param array<string, mixed> $attrs
	 * @return array<string, string>
	 */
	public static function as_shortcode( array $attrs ): array {
		return array_map(
			static fn( $value ): string => is_bool( $value ) ? ( $value ? 'yes' : '' ) : ( is_array( $value ) ? implode( ',', array_filter( $value, 'is_scalar' ) ) : ( is_scalar( $value ) ? (string) $value : '' ) ),
			$attrs
		);
	}

	/**
	 * The block's attributes as a shortcode's (see find()), searched through inner blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks parse_blocks() output.
	 * @return array<string, string>|null
	 */
	private static function block_attributes( array $blocks, string $name, string $id ): ?array {
		foreach ( $blocks as $block ) {
			$attrs = (array) ( $block['attrs'] ?? array() );
			if ( $name === $block['blockName'] && ( $attrs['id'] ?? '' ) === $id ) {
				// The saved comment leaves out attributes at their defaults: the block's type fills them in.
				$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
				return self::as_shortcode( $type ? $type->prepare_attributes_for_render( $attrs ) : $attrs );
			}
			$inner = self::block_attributes( (array) ( $block['innerBlocks'] ?? array() ), $name, $id );
			if ( null !== $inner ) {
				return $inner;
			}
		}
		return null;
	}

	/**
	 * Whether the visitor may see post `$post_id` and what its widgets show: published (or readable
	 * by the logged-in user), of a public post type, and, when it has a password, only to whoever
	 * entered it (or can edit the post) — a subscriber is no exception.
	 */
	public static function viewable( int $post_id ): bool {
		$post = get_post( $post_id );
		if ( ! $post || ! is_post_type_viewable( $post->post_type ) ) {
			return false;
		}
		$readable = 'publish' === $post->post_status || current_user_can( 'read_post', $post_id );
		return $readable && ( ! post_password_required( $post ) || current_user_can( 'edit_post', $post_id ) );
	}

	/**
	 * Whether listings include password-protected posts (their cards then show only the title and
	 * WordPress's protected text). Off by default: a protected post stays out of every listing,
	 * grid, filter answer and calendar, for every visitor alike.
	 */
	public static function list_protected(): bool {
		/**
		 * Filters whether listings, loop grids and calendars include password-protected posts.
		 *
		 * @param bool $include Default false.
		 */
		return (bool) apply_filters( 'colophon_list_protected_posts', false );
	}

	/** The post type a saved widget lists: its own when the public may view that type, else posts. */
	public static function post_type( string $type ): string {
		return post_type_exists( $type ) && is_post_type_viewable( $type ) ? $type : 'post';
	}
}
