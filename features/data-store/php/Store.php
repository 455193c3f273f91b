<?php
/**
 * A data store (favourites, compare, recently viewed): a list of post ids with a size limit. Front
 * stores live in the visitor's browser (localStorage `jet_engine_store_{slug}`, comma list) and the
 * server only describes them; the others keep each holder's list in the server's own record
 * (features/data-store/php/Items.php), whoever the holder is: the browser (cookies), the browser session
 * (session) or the logged-in user (user meta).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

use Colophon\Visitor;

defined( 'ABSPATH' ) || exit;

abstract class Store {

	/** The properties are set here only (not `readonly`: that needs PHP 8.1, and the plugin runs on 8.0). */
	public function __construct(
		public string $slug,
		public string $label,
		public int $size = 0,
		public bool $on_view = false
	) {}

	/** The type name the listing plugin uses: local-storage, session, cookies, user-meta. */
	abstract public function type(): string;

	public function is_front(): bool {
		return false;
	}

	/** Whose items these are (includes/Visitor.php): 'browser', 'session' or 'user'; null for a front store. */
	abstract protected function holder_kind(): ?string;

	/** The holder of this request's items, or null (no login for a user store, no visitor cookie yet). */
	public function holder(): ?string {
		$kind = $this->holder_kind();
		return $kind ? Visitor::holder( $kind ) : null;
	}

	/** Whether this visitor can use the store at all (user-meta stores need a login). */
	public function available(): bool {
		return true;
	}

	/** @return int[] Post ids, oldest first. */
	public function ids(): array {
		$holder = $this->holder();
		return $holder ? Items::ids( $this->slug, $holder ) : array();
	}

	/**
	 * Adds a post. Refuses at the size limit (an on-view store drops its oldest id instead).
	 *
	 * @return true|\WP_Error
	 */
	public function add( int $post_id ) {
		$holder = $this->holder();
		return $holder ? Items::add( $this, $holder, $post_id ) : new \WP_Error( 'colophon_no_holder', __( 'This store keeps nothing for this visitor.', 'colophon' ) );
	}

	public function remove( int $post_id ): void {
		$holder = $this->holder();
		if ( $holder ) {
			Items::remove( $this->slug, $holder, $post_id );
		}
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
}
