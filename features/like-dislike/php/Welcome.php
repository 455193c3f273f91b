<?php
/**
 * Like and dislike's row of the welcome screen: the post types whose content gets the buttons.
 *
 * @package Colophon
 */

namespace Colophon\LikeDislike;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;
use Colophon\Settings;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 30;
	}

	/** Public post types a like/dislike control can go under: name => label. */
	private static function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $name => $type ) {
			if ( 'attachment' !== $name ) {
				$types[ $name ] = (string) $type->labels->name;
			}
		}
		return $types;
	}

	public function values( bool $done ): array {
		// Before setup nothing is ticked: the owner opts in to each change.
		$likes  = $done ? Settings::like_dislike_post_types() : array();
		$values = array();
		foreach ( array_keys( self::post_types() ) as $type ) {
			$values[ 'like_' . $type ] = in_array( $type, $likes, true );
		}
		return $values;
	}

	public function rows( Fields $f ): void {
		$items = array();
		foreach ( self::post_types() as $type => $label ) {
			$items[ 'like_' . $type ] = $label;
		}
		$f->checks( __( 'Like/dislike buttons', 'colophon' ), $items, __( 'Adds a like and a dislike button, with their counts, under the content of each ticked type. None ticked: nowhere (the [colophon_like_dislike] shortcode still places them where you write it).', 'colophon' ) );
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		$likes = array();
		foreach ( array_keys( self::post_types() ) as $type ) {
			if ( $flag( 'like_' . $type ) ) {
				$likes[] = $type;
			}
		}
		return array( array( Settings::LIKE_TYPES => $likes ), array() );
	}
}
