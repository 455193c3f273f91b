<?php
/**
 * The data stores the listing plugin (JetEngine) defines, when it runs, as Colophon store
 * definitions: its store buttons and counts then work under takeover with the same slugs, types
 * (local-storage, session, cookies, user-meta: the same four), sizes and on-view counting, without
 * the site owner defining them twice. A store Colophon's own option defines with the same slug wins.
 * The mapping is plain PHP (tests/php/ListingPluginStoresTest.php).
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class ListingPluginStores {

	/** Adds the listing plugin's stores to the `colophon_data_stores` definitions. */
	public static function register(): void {
		add_filter( 'colophon_data_stores', static fn( $definitions ) => self::merge( (array) $definitions, self::definitions( self::theirs() ) ) );
	}

	/** @return iterable<object> The listing plugin's store objects, or none when it (or its stores module) is not running. */
	private static function theirs(): iterable {
		$module = '\\Jet_Engine\\Modules\\Data_Stores\\Module';
		if ( ! class_exists( $module ) || ! method_exists( $module, 'instance' ) ) {
			return array();
		}
		$manager = $module::instance()->stores ?? null;
		return is_object( $manager ) && method_exists( $manager, 'get_stores' ) ? (array) $manager->get_stores() : array();
	}

	/**
	 * @param iterable<object> $stores Objects with get_slug(), get_name(), get_size(), get_type(), is_on_view_store().
	 * @return array[] {slug, label, type, size, on_view}; objects without a slug or type are skipped.
	 */
	public static function definitions( iterable $stores ): array {
		$out = array();
		foreach ( $stores as $store ) {
			$slug = method_exists( $store, 'get_slug' ) ? (string) $store->get_slug() : '';
			$type = method_exists( $store, 'get_type' ) ? $store->get_type() : '';
			$type = is_object( $type ) && method_exists( $type, 'type_id' ) ? (string) $type->type_id() : (string) $type;
			if ( '' === $slug || '' === $type ) {
				continue;
			}
			$name  = method_exists( $store, 'get_name' ) ? (string) $store->get_name() : '';
			$out[] = array(
				'slug'    => $slug,
				'label'   => '' !== $name ? $name : $slug,
				'type'    => $type,
				'size'    => method_exists( $store, 'get_size' ) ? max( 0, (int) $store->get_size() ) : 0,
				'on_view' => method_exists( $store, 'is_on_view_store' ) && (bool) $store->is_on_view_store(),
			);
		}
		return $out;
	}

	/** Colophon's own definitions first; theirs for the slugs it does not define. */
	public static function merge( array $ours, array $theirs ): array {
		$taken = array();
		foreach ( $ours as $definition ) {
			$taken[ (string) ( $definition['slug'] ?? '' ) ] = true;
		}
		foreach ( $theirs as $definition ) {
			if ( ! isset( $taken[ $definition['slug'] ] ) ) {
				$ours[] = $definition;
			}
		}
		return $ours;
	}
}
