<?php
use Colophon\DataStore\ListingPluginStores;
use PHPUnit\Framework\TestCase;

/** The listing plugin's store objects, in its shape: the type is an object with type_id(). */
final class FakeStoreType {
	public function __construct( private string $id ) {}
	public function type_id(): string {
		return $this->id;
	}
}
final class FakeListingStore {
	public function __construct( private string $slug, private $name, private $size, private string $type, private $on_view = false ) {}
	public function get_slug() {
		return $this->slug;
	}
	public function get_name() {
		return $this->name;
	}
	public function get_size() {
		return $this->size;
	}
	public function get_type() {
		return new FakeStoreType( $this->type );
	}
	public function is_on_view_store() {
		return $this->on_view;
	}
}

final class ListingPluginStoresTest extends TestCase {

	public function test_their_stores_become_definitions_with_type_size_label_and_on_view(): void {
		$defs = ListingPluginStores::definitions(
			array(
				new FakeListingStore( 'favorites', 'Favorites', 0, 'cookies' ),
				new FakeListingStore( 'compare', false, '3', 'local-storage', 'true' ),
				new FakeListingStore( '', 'No slug', 0, 'session' ),
				new FakeListingStore( 'views', 'Viewed', -4, 'user-meta', true ),
			)
		);
		$this->assertSame(
			array(
				array( 'slug' => 'favorites', 'label' => 'Favorites', 'type' => 'cookies', 'size' => 0, 'on_view' => false ),
				array( 'slug' => 'compare', 'label' => 'compare', 'type' => 'local-storage', 'size' => 3, 'on_view' => true ),
				array( 'slug' => 'views', 'label' => 'Viewed', 'type' => 'user-meta', 'size' => 0, 'on_view' => true ),
			),
			$defs
		);
	}

	public function test_colophons_own_definition_of_a_slug_wins(): void {
		$ours   = array( array( 'slug' => 'favorites', 'label' => 'Saved', 'type' => 'local-storage' ) );
		$theirs = ListingPluginStores::definitions( array( new FakeListingStore( 'favorites', 'Favorites', 0, 'cookies' ), new FakeListingStore( 'compare', 'Compare', 4, 'session' ) ) );
		$merged = ListingPluginStores::merge( $ours, $theirs );
		$this->assertSame( array( 'favorites', 'compare' ), array_column( $merged, 'slug' ) );
		$this->assertSame( 'local-storage', $merged[0]['type'] );
	}
}
