<?php
/**
 * The data stores of the site, from the option `colophon_data_stores` (a list of
 * `{slug, label, type, size, on_view, button}`) and the `colophon_data_stores` filter.
 *
 * @package Colophon
 */

namespace Colophon\DataStore;

defined( 'ABSPATH' ) || exit;

final class Registry {

	public const OPTION = 'colophon_data_stores';

	private const TYPES = array(
		'local-storage' => FrontStore::class,
		'cookies'       => CookieStore::class,
		'session'       => SessionStore::class,
		'user-meta'     => UserMetaStore::class,
	);

	/** @return string[] The store types a definition may name. */
	public static function types(): array {
		return array_keys( self::TYPES );
	}

	/** @var array<string, Store>|null */
	private static ?array $stores = null;

	/** @var array<string, array> Button texts and behaviour per store. */
	private static array $buttons = array();

	/** @return array<string, Store> */
	public static function all(): array {
		if ( null !== self::$stores ) {
			return self::$stores;
		}
		self::$stores = array();
		/**
		 * Filters the data store definitions.
		 *
		 * @param array[] $definitions {slug, label, type, size, on_view, button}
		 */
		$definitions = (array) apply_filters( 'colophon_data_stores', (array) get_option( self::OPTION, array() ) );
		foreach ( $definitions as $definition ) {
			$slug  = sanitize_key( (string) ( $definition['slug'] ?? '' ) );
			$class = self::TYPES[ $definition['type'] ?? '' ] ?? null;
			if ( ! $slug || ! $class ) {
				continue;
			}
			self::$stores[ $slug ]  = new $class( $slug, (string) ( $definition['label'] ?? $slug ), max( 0, (int) ( $definition['size'] ?? 0 ) ), ! empty( $definition['on_view'] ) );
			self::$buttons[ $slug ] = (array) ( $definition['button'] ?? array() );
		}
		return self::$stores;
	}

	public static function get( string $slug ): ?Store {
		return self::all()[ $slug ] ?? null;
	}

	public static function button( string $slug ): array {
		self::all();
		return self::$buttons[ $slug ] ?? array();
	}
}
