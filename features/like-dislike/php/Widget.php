<?php
/**
 * Prints the like/dislike marker under posts (and through the [colophon_like_dislike] shortcode).
 * The server markup already shows the counts, so the box does not move when the script takes over.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Markers;
use Colophon\Settings;

defined( 'ABSPATH' ) || exit;

final class Widget {

	public const ID = 'like-dislike';

	public function __construct( private Markers $markers ) {}

	public function register(): void {
		add_filter( 'the_content', array( $this, 'append_to_content' ), 20 );
		add_shortcode( 'colophon_like_dislike', array( $this, 'shortcode' ) );
		add_filter( 'colophon_page_markers', array( $this, 'declare_marker' ) );
	}

	/**
	 * Whether this page is a single post of a type the owner ticked. None ticked: nowhere
	 * (`is_singular( array() )` is true on every single post, page and attachment).
	 */
	private static function shown_here(): bool {
		$types = Settings::like_dislike_post_types();
		return $types && is_singular( $types );
	}

	/** Tells the asset loader before <head> is printed that single posts will carry the widget. */
	/**
	 * Whether votes on a post count: where the buttons are shown — posts of a ticked type, and any
	 * post whose content places them (the shortcode or the block).
	 */
	public static function votable( \WP_Post $post ): bool {
		return in_array( $post->post_type, Settings::like_dislike_post_types(), true )
			|| has_shortcode( $post->post_content, 'colophon_like_dislike' )
			|| has_block( 'colophon/like-dislike', $post );
	}

	public function declare_marker( array $ids ): array {
		if ( self::shown_here() ) {
			$ids[] = self::ID;
		}
		return $ids;
	}

	public function append_to_content( string $content ): string {
		if ( ! self::shown_here() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		return $content . $this->render( (int) get_the_ID() );
	}

	/** @param array|string $atts */
	public function shortcode( $atts ): string {
		$atts = shortcode_atts( array( 'post_id' => 0 ), (array) $atts, 'colophon_like_dislike' );
		$id   = absint( $atts['post_id'] ) ? absint( $atts['post_id'] ) : (int) get_the_ID();
		return $id ? $this->render( $id ) : '';
	}

	/** The same thumb icons the script renders (features/like-dislike/icons.tsx), so nothing moves when it takes over. */
	private static function icon( string $type ): string {
		$paths = array(
			'like'    => 'M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.4-1L13.2 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z',
			'dislike' => 'M22 3h-4v12h4V3zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3c0 .4.2.8.4 1.1l1.1 1L17.4 16.4c.4-.4.6-.9.6-1.4V5a2 2 0 0 0-2-2H7a2 2 0 0 0-1.8 1.2l-3 7.1c-.1.2-.2.5-.2.7v2z',
		);
		return '<svg class="colophon-like-dislike__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . $paths[ $type ] . '"/></svg>';
	}

	public function render( int $post_id ): string {
		if ( post_password_required( $post_id ) ) {
			return ''; // Not even its counts before the password is entered: the endpoint refuses its votes too.
		}
		$this->markers->add( self::ID );
		$counts   = Votes::counts( $post_id );
		$labels   = \Colophon\I18n::front();
		$settings = array(
			'post_id'       => $post_id,
			'like_count'    => $counts['like'],
			'dislike_count' => $counts['dislike'],
		);

		ob_start();
		?>
<div class="elementor-element colophon-like-dislike" data-id="<?php echo esc_attr( 'ld' . $post_id ); ?>" data-element_type="widget" data-widget_type="like-dislike.default" data-settings="<?php echo esc_attr( wp_json_encode( $settings ) ); ?>">
	<div class="colophon-like-dislike__inner">
		<?php foreach ( array( 'like', 'dislike' ) as $type ) : ?>
		<button type="button" class="colophon-like-dislike__button colophon-like-dislike__button--<?php echo esc_attr( $type ); ?>" data-type="<?php echo esc_attr( $type ); ?>" disabled>
			<?php echo self::icon( $type ); // phpcs:ignore WordPress.Security.EscapeOutput -- static SVG. ?>
			<span class="colophon-like-dislike__count"><?php echo esc_html( (string) $counts[ $type ] ); ?></span>
			<span class="colophon-screen-reader-text"><?php echo esc_html( $labels[ $type ] ); ?></span>
		</button>
		<?php endforeach; ?>
		<p class="colophon-like-dislike__status"></p>
	</div>
</div>
		<?php
		return (string) ob_get_clean();
	}
}
