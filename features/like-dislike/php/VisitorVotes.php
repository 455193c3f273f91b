<?php
/**
 * The votes part of the visitor's state (includes/Ajax/VisitorState.php): for the posts a cached
 * page shows (`votes`: comma-separated ids, at most fifty), their counts and this visitor's vote.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Ajax\VisitorState;
use Colophon\Visitor;

defined( 'ABSPATH' ) || exit;

final class VisitorVotes {

	private const MAX_POSTS = 50;

	public static function state( array $state ): array {
		$holder = Visitor::holder( is_user_logged_in() ? 'user' : 'browser' );
		$out    = array();
		foreach ( VisitorState::list( 'votes', self::MAX_POSTS ) as $raw ) {
			$post_id = ctype_digit( $raw ) ? (int) $raw : 0;
			$post    = $post_id ? get_post( $post_id ) : null;
			// What the widget itself shows: nothing of a post this visitor may not see, or not vote on.
			if ( ! $post || 'publish' !== $post->post_status || ! Widget::votable( $post ) || post_password_required( $post ) ) {
				continue;
			}
			$counts          = Votes::counts( $post_id );
			$out[ $post_id ] = array(
				'like_count'    => $counts['like'],
				'dislike_count' => $counts['dislike'],
				'vote'          => Votes::of( $post_id, $holder ),
			);
		}
		$state['votes'] = (object) $out;
		return $state;
	}
}
