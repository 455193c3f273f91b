<?php
/**
 * A data store (favourites, compare, recently viewed): a list of post ids with a size limit. Front
 * stores live in the visitor's browser (localStorage `jet_engine_store_{slug}`, comma list) and the
 * server only describes them; the others keep the list on the server.
 *
 * @package Colophon
 */

namespace Colophon\Stores;

defined( 'ABSPATH' ) || exit;

abstract class Store {

	public function __construct(
		public readonly string $slug,
		public readonly string $label,
		public readonly int $size = 0,
		public readonly bool $on_view = false
	) {}

	/** The type name the listing plugin uses: local-storage, session, cookies, user-meta. */
	abstract public function type(): string;

	public function is_front(): bool {
		return false;
	}

	/** @return int[] Post ids, oldest first. */
	abstract public function ids(): array;

	/** @param int[] $ids */
	abstract protected function save( array $ids ): void;

	/** Whether this visitor can use the store at all (user-meta stores need a login). */
	public function available(): bool {
		return true;
	}

	/**
	 * Adds a post. Refuses at the size limit (an on-view store drops its oldest id instead).
	 *
	 * @return true|\WP_Error
	 */
	public function add( int $post_id ) {
		$ids = $this->ids();
		if ( in_array( $post_id, $ids, true ) ) {
			return true;
		}
		if ( $this->size > 0 && count( $ids ) >= $this->size ) {
			if ( ! $this->on_view ) {
				/* translators: 1: number of items, 2: store name */
				return new \WP_Error( 'colophon_store_full', sprintf( _n( 'You can keep at most %1$d item in %2$s. Remove one to add another.', 'You can keep at most %1$d items in %2$s. Remove one to add another.', $this->size, 'colophon' ), $this->size, $this->label ) );
			}
			$ids = array_slice( $ids, count( $ids ) - $this->size + 1 );
		}
		$ids[] = $post_id;
		$this->save( $ids );
		return true;
	}

	public function remove( int $post_id ): void {
		$this->save( array_values( array_diff( $this->ids(), array( $post_id ) ) ) );
	}

	public function has( int $post_id ): bool {
		return in_array( $post_id, $this->ids(), true );
	}

	/** What the page config tells the browser about this store. */
	public function describe(): array {
		return array(
			'label'    => $this->label,
			'type'     => $this->type(),
			'is_front' => $this->is_front(),
			'size'     => $this->size,
			'on_view'  => $this->on_view,
		);
	}

	/** @param mixed $raw A comma list or array of ids. @return int[] */
	protected static function clean( $raw ): array {
		$list = is_array( $raw ) ? $raw : explode( ',', (string) $raw );
		return array_values( array_unique( array_filter( array_map( 'absint', $list ) ) ) );
	}
}
