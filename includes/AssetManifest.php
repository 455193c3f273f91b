<?php
/**
 * Reads dist/asset-manifest.json (written by the build): which file is which entry, which files a
 * handler chunk needs, its stylesheet and the marker table.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class AssetManifest {

	/** @var array<string, mixed>|null */
	private ?array $data = null;

	public function __construct( private string $file, private string $base_url ) {}

	public function base_url(): string {
		return $this->base_url;
	}

	/** True when the plugin has been built; without a build nothing is enqueued and an admin notice says why. */
	public function exists(): bool {
		return array() !== $this->data();
	}

	/** @return string[] URLs of an entry's files. */
	public function entry( string $name ): array {
		return $this->urls( $this->data()['entries'][ $name ] ?? array() );
	}

	/** @return string[] URLs of the files a handler chunk needs (shared vendor chunks first). */
	public function chunk( string $id ): array {
		return $this->urls( $this->data()['chunks'][ $id ] ?? array() );
	}

	/** @return array<string, string> Every handler stylesheet URL by handler id. */
	public function styles(): array {
		$out = array();
		foreach ( (array) ( $this->data()['styles'] ?? array() ) as $id => $file ) {
			$out[ (string) $id ] = $this->base_url . $file;
		}
		return $out;
	}

	public function style( string $id ): ?string {
		$file = $this->data()['styles'][ $id ] ?? null;
		return is_string( $file ) ? $this->base_url . $file : null;
	}

	/** The stylesheet's file on disk (WordPress inlines small ones given their path), or null. */
	public function style_path( string $id ): ?string {
		$file = $this->data()['styles'][ $id ] ?? null;
		return is_string( $file ) && ! str_contains( $file, '..' ) ? dirname( $this->file ) . '/' . $file : null;
	}

	/** @return array<string, array{widgets?: string[], documents?: string[], selectors?: string[], needles: string[], preload: bool}> */
	public function markers(): array {
		return array_diff_key( $this->data()['markers'] ?? array(), array_flip( self::unavailable() ) );
	}

	/**
	 * Features this site does not offer (the `colophon_unavailable_features` filter: the floating
	 * elements without the page builder's container experiment): not marked, not covered, not bound.
	 *
	 * @return string[]
	 */
	public static function unavailable(): array {
		/**
		 * Filters the features this site does not offer: their markers are not bound, their chunks never load.
		 *
		 * @param string[] $ids Feature ids.
		 */
		return array_values( array_filter( (array) apply_filters( 'colophon_unavailable_features', array() ), 'is_string' ) );
	}

	/** @return array<string, string[]> Feature ids bound to each incumbent's markup, by the global its front end defines. */
	public function yield_to(): array {
		return $this->data()['yieldTo'] ?? array();
	}

	/** @return array<string, string[]> The page-builder widget types and element features each feature covers, by feature id. */
	public function covers(): array {
		return array_diff_key( $this->data()['covers'] ?? array(), array_flip( self::unavailable() ) );
	}

	/** @param mixed $files */
	private function urls( $files ): array {
		return array_map( fn( $file ) => $this->base_url . $file, is_array( $files ) ? $files : array() );
	}

	private function data(): array {
		if ( null === $this->data ) {
			$json       = is_readable( $this->file ) ? file_get_contents( $this->file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
			$decoded    = $json ? json_decode( $json, true ) : null;
			$this->data = is_array( $decoded ) ? $decoded : array();
		}
		return $this->data;
	}
}
