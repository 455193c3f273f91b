<?php
/**
 * The announcement bar for visitors: on a page with one, its head script (head.ts) is printed in
 * <head>, synchronously and before the consent boot, so a bar this visitor closed stays hidden
 * from the first paint.
 *
 * @package Colophon
 */

namespace Colophon\AnnouncementBar;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		add_action(
			'colophon_head',
			static function () use ( $context ): void {
				if ( ! $context->markers()->has( 'announcement-bar' ) ) {
					return;
				}
				foreach ( $context->manifest()->entry( 'announcement-bar-head' ) as $url ) {
					wp_print_script_tag(
						array(
							'id'  => 'colophon-announcement-head',
							'src' => esc_url( $url ),
						)
					);
				}
			},
			5
		);
	}
}
