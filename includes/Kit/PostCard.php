<?php
/**
 * The post card that loop grids and listing grids print for each item: category and date, title
 * link, excerpt, and optionally a cover image link (opens in the lightbox) and store buttons.
 *
 * @package Colophon
 */

namespace Colophon\Kit;

defined( 'ABSPATH' ) || exit;

final class PostCard {

	/**
	 * @param array{cover?: bool, stores?: string[], heading?: string} $options
	 */
	public static function render( \WP_Post $post, array $options = array() ): string {
		$heading  = in_array( $options['heading'] ?? '', array( 'h2', 'h3', 'h4' ), true ) ? $options['heading'] : 'h3';
		$terms    = get_the_terms( $post, 'category' );
		$category = is_array( $terms ) && $terms ? $terms[0]->name : '';
		// A password-protected post shows its title and WordPress's own "protected" text, never its words:
		// not to anyone, so the card is the same for every visitor (and page caches stay right).
		$excerpt = '' !== $post->post_password
			? __( 'There is no excerpt because this is a protected post.' ) // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- WordPress's own text, in its own translation.
			: wp_trim_words( wp_strip_all_tags( strip_shortcodes( $post->post_excerpt ? $post->post_excerpt : $post->post_content ) ), 22 );
		$html     = '<article class="colophon-card">';
		if ( ! empty( $options['cover'] ) ) {
			$cover = has_post_thumbnail( $post )
				? sprintf( '<a class="colophon-card__cover" href="%s" data-elementor-lightbox-slideshow="covers">%s</a>', esc_url( (string) get_the_post_thumbnail_url( $post, 'full' ) ), get_the_post_thumbnail( $post, 'medium_large', array( 'loading' => 'lazy' ) ) )
				: '';
			/**
			 * Filters a card's cover (a link to the full image around an <img>); defaults to the featured image.
			 *
			 * @param string   $cover
			 * @param \WP_Post $post
			 */
			$cover = (string) apply_filters( 'colophon_card_cover', $cover, $post );
			if ( $cover ) {
				$html .= $cover;
			}
		}
		$html .= '<p class="colophon-card__meta">' . esc_html( $category ) . ( $category ? ' · ' : '' ) . '<time datetime="' . esc_attr( get_the_date( 'c', $post ) ) . '">' . esc_html( get_the_date( '', $post ) ) . '</time></p>';
		$html .= sprintf( '<%1$s class="colophon-card__title"><a href="%2$s">%3$s</a></%1$s>', $heading, esc_url( get_permalink( $post ) ), esc_html( get_the_title( $post ) ) );
		$html .= '<p class="colophon-card__excerpt">' . esc_html( $excerpt ) . '</p>';
		/**
		 * Filters a card's actions (the data stores' buttons add theirs): HTML, empty for none.
		 *
		 * @param string   $actions
		 * @param \WP_Post $post
		 * @param array    $options The card's options (`stores`, `remove`: the stores whose add and remove buttons it shows).
		 */
		$actions = (string) apply_filters( 'colophon_card_actions', '', $post, $options );
		if ( '' !== $actions ) {
			$html .= '<div class="colophon-card__actions">' . $actions . '</div>';
		}
		return $html . '</article>';
	}
}
