<?php
/**
 * The posts fixture (/fixtures/page-builder-posts/): the page builder's posts widget as it prints
 * it, run through the same render filter it applies (so Colophon's server side acts on it as on a
 * real page), with a stand-in of its stylesheet. Two widgets: the classic skin with an item ratio
 * and a load more button (three a page), and a masonry one that loads more as the visitor
 * scrolls (four a page). The demo's blog posts, with their generated covers; one thumbnail is a
 * wide image, which must fill its box by height.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** A post as the page builder's classic skin prints it. */
function colophon_demo_pb_post( WP_Post $post, bool $wide, bool $excerpt_long ): string {
	$link   = get_permalink( $post );
	$height = colophon_demo_cover_height( $post->ID );
	$image  = $wide
		? '<img width="1280" height="400" src="/demo-video/thumb/wide' . $post->ID . '.svg" alt="">'
		: sprintf( '<img width="400" height="%d" src="/demo-cover/%d.svg?title=%s" alt="">', $height, $post->ID, rawurlencode( get_the_title( $post ) ) );
	$text   = wp_trim_words( $post->post_content, $excerpt_long ? 40 : 12 );
	return sprintf(
		'<article class="elementor-post elementor-grid-item post-%1$d post type-post status-publish"><a class="elementor-post__thumbnail__link" href="%2$s" tabindex="-1"><div class="elementor-post__thumbnail">%3$s</div></a><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="%2$s">%4$s</a></h3><div class="elementor-post__excerpt"><p>%5$s</p></div></div></article>',
		$post->ID,
		esc_url( $link ),
		$image,
		esc_html( get_the_title( $post ) ),
		esc_html( $text )
	);
}

/**
 * One posts widget, page `e-page-{id}` of its posts, passed through the page builder's
 * `elementor/widget/render_content` filter with a stand-in of the widget it hands over.
 */
function colophon_demo_pb_posts( string $id, array $settings, int $per_page, int $max_pages, bool $masonry ): string {
	$page   = max( 1, min( $max_pages, (int) ( $_GET[ 'e-page-' . $id ] ?? 1 ) ) ); // phpcs:ignore WordPress.Security.NonceVerification
	$posts  = get_posts( array( 'post_type' => 'post', 'numberposts' => $per_page, 'offset' => ( $page - 1 ) * $per_page, 'orderby' => 'ID', 'order' => 'ASC', 'has_password' => false ) );
	$items  = '';
	foreach ( $posts as $i => $post ) {
		$items .= colophon_demo_pb_post( $post, ! $masonry && 1 === $page && 1 === $i, $masonry && 1 === $i % 2 );
	}
	$next   = $page < $max_pages ? add_query_arg( 'e-page-' . $id, $page + 1, get_permalink() ) : '';
	$inner  = '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">' . $items . '</div>'
		. sprintf( '<div class="e-load-more-anchor" data-page="%d" data-max-page="%d" data-next-page="%s"></div>', $page, $max_pages, esc_url( $next ) );
	if ( ! $masonry ) {
		$inner .= '<div class="e-load-more-spinner" aria-hidden="true">…</div><div class="elementor-button-wrapper"><a href="#" class="elementor-button-link elementor-button elementor-size-sm" role="button"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Load more</span></span></a></div>'
			. '<div class="e-load-more-message"><p>No more posts</p></div>';
	}
	$inner  = colophon_demo_pb_render( 'posts', $settings, $inner );
	return sprintf(
		'<div class="elementor-element elementor-element-%1$s elementor-widget elementor-widget-posts elementor-posts--thumbnail-top elementor-grid-3 elementor-grid-mobile-1" data-id="%1$s" data-element_type="widget" data-widget_type="posts.classic" data-settings=\'%2$s\'><div class="elementor-widget-container">%3$s</div></div>',
		$id,
		esc_attr( (string) wp_json_encode( array_intersect_key( $settings, array_flip( array( 'pagination_type', 'classic_masonry', 'classic_columns' ) ) ) ) ),
		$inner
	);
}

function colophon_demo_posts_fixture(): string {
	// A stand-in of the page builder's posts stylesheet (its grid, the ratio box, load more states),
	// and of the per-widget CSS its item-ratio control writes.
	$css = '<style>'
		. '.elementor-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));column-gap:30px;row-gap:35px}'
		. '@media (max-width:767px){.elementor-grid-mobile-1 .elementor-grid{grid-template-columns:minmax(0,1fr)}}'
		. '.elementor-post__thumbnail{overflow:hidden;position:relative}.elementor-post__thumbnail img{display:block;width:100%;height:auto}'
		. '.elementor-post__thumbnail__link{position:relative;display:block;width:100%}'
		. '.elementor-has-item-ratio .elementor-post__thumbnail img{height:auto;position:absolute;top:50%;left:50%;transform:translate(-50%,-50%)}'
		. '.elementor-has-item-ratio .elementor-post__thumbnail.elementor-fit-height img{height:100%;width:auto}'
		. '.elementor-element-pst0001 .elementor-post__thumbnail{padding-bottom:66%}.elementor-element-pst0001:after{content:"0.66";display:none}'
		. '.elementor-post__title{margin:12px 0 6px;font-size:1.1rem}.elementor-post__excerpt p{margin:0}'
		. '.elementor-button{display:inline-block;padding:10px 20px;background:#1d3557;color:#fff;border-radius:3px;text-decoration:none}.elementor-button-wrapper{text-align:center;margin-top:24px}'
		. '.e-load-more-spinner,.e-load-more-message{display:none;text-align:center}.e-load-more-pagination-loading .e-load-more-spinner{display:block}'
		. '.e-load-more-pagination-end .e-load-more-message{display:block}.e-load-more-pagination-end .elementor-button-wrapper{display:none}'
		. '</style>';
	return $css
		. '<h2>Latest from the blog</h2>'
		. colophon_demo_pb_posts( 'pst0001', array( '_skin' => 'classic', 'classic_item_ratio' => array( 'size' => 0.66 ), 'pagination_type' => 'load_more_on_click', 'classic_columns' => '3' ), 3, 3, false )
		. '<div class="colophon-demo-spacer"><p>More below: the reading list, in columns.</p></div>'
		. '<h2>Reading list</h2>'
		. colophon_demo_pb_posts( 'pst0002', array( '_skin' => 'classic', 'classic_masonry' => 'yes', 'pagination_type' => 'load_more_infinite_scroll', 'classic_columns' => '3' ), 4, 2, true );
}
