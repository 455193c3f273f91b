<?php
/**
 * Like and dislike: the buttons under the chosen post types and the vote endpoint.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Widget( $context->markers() ) )->register();
		( new Ajax() )->register();
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['like-dislike'] = new Welcome();
				return $sections;
			}
		);
		add_filter(
			'colophon_nonces',
			static function ( array $nonces ): array {
				$nonces['likeDislike'] = wp_create_nonce( Ajax::NONCE );
				return $nonces;
			}
		);
		add_filter( 'colophon_visitor_state', array( VisitorVotes::class, 'state' ) );
	}
}
