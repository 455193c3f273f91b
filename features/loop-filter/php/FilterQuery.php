<?php
/**
 * Loop filters on the server: reads `e-filter-{loopId}-{taxonomy}` from the address (the same codec
 * as features/loop-filter/url-codec.ts, taxonomies with dashes included) and turns a
 * consolidated filter set into a validated tax_query. Nothing from the request reaches the query
 * unchecked: unknown taxonomies are dropped, terms are sanitised slugs.
 *
 * @package Colophon
 */

namespace Colophon\LoopFilter;

defined( 'ABSPATH' ) || exit;

final class FilterQuery {

	private const OPERATORS = array(
		'AND'      => 'AND',
		'OR'       => 'IN',
		'NOT'      => 'NOT IN',
		'DISABLED' => 'AND',
	);

	private const MAX_TERMS = 50;

	private const MAX_TAXONOMIES = 10;

	/**
	 * The consolidated filters of loop `$loop_id` in a raw query string.
	 *
	 * @return array{taxonomy?: array<string, array{terms: string[], logicalJoin: string}>}
	 */
	public static function from_query_string( string $query, string $loop_id ): array {
		$prefix     = 'e-filter-' . $loop_id . '-';
		$taxonomies = array();
		foreach ( explode( '&', $query ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$pair = explode( '=', $part, 2 );
			$key  = urldecode( $pair[0] );
			if ( ! str_starts_with( $key, $prefix ) ) {
				continue;
			}
			$taxonomy = substr( $key, strlen( $prefix ) );
			if ( ! preg_match( '/^[a-z0-9_-]+$/i', $taxonomy ) ) {
				continue;
			}
			$taxonomies[ $taxonomy ] = self::decode_value( $pair[1] ?? '' );
		}
		return $taxonomies ? array( 'taxonomy' => $taxonomies ) : array();
	}

	/** The consolidated filters of loop `$loop_id` in the current request's address. */
	public static function from_request( string $loop_id ): array {
		$query = isset( $_SERVER['QUERY_STRING'] ) ? (string) wp_unslash( $_SERVER['QUERY_STRING'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- parsed and validated here.
		return self::from_query_string( $query, $loop_id );
	}

	/** @return array{terms: string[], logicalJoin: string} */
	private static function decode_value( string $raw ): array {
		$tests = array(
			array( 'OR', '/~/' ),
			array( 'NOT', '/!/' ),
			array( 'AND', '/\+|%20| /' ),
			array( 'OR', '/%7e/i' ),
		);
		foreach ( $tests as list( $join, $separator ) ) {
			if ( preg_match( $separator, $raw ) ) {
				$terms = array_map( 'rawurldecode', array_slice( (array) preg_split( $separator, $raw, self::MAX_TERMS + 1 ), 0, self::MAX_TERMS ) );
				return array(
					'terms'       => array_values( array_unique( array_filter( $terms, 'strlen' ) ) ),
					'logicalJoin' => $join,
				);
			}
		}
		$term = rawurldecode( $raw );
		return array(
			'terms'       => '' === $term ? array() : array( $term ),
			'logicalJoin' => 'DISABLED',
		);
	}

	/**
	 * A tax_query for `$post_type` from consolidated filters (as the refresh request sends them).
	 *
	 * @param mixed $filters `{taxonomy: {tax: {terms: [], logicalJoin}}}` from the request.
	 */
	public static function tax_query( $filters, string $post_type ): array {
		$query = array();
		$by_taxonomy = is_array( $filters ) && is_array( $filters['taxonomy'] ?? null ) ? $filters['taxonomy'] : array();
		foreach ( array_slice( $by_taxonomy, 0, self::MAX_TAXONOMIES, true ) as $taxonomy => $filter ) {
			$taxonomy = (string) $taxonomy;
			if ( ! taxonomy_exists( $taxonomy ) || ! is_object_in_taxonomy( $post_type, $taxonomy ) || ! is_taxonomy_viewable( $taxonomy ) || ! is_array( $filter ) ) {
				continue;
			}
			// The cap comes first: a request with 100,000 terms costs no more than one with 50.
			$raw   = array_slice( array_values( array_filter( (array) ( $filter['terms'] ?? array() ), 'is_scalar' ) ), 0, self::MAX_TERMS );
			$terms = array_values( array_filter( array_map( 'sanitize_title', array_map( 'strval', $raw ) ) ) );
			if ( ! $terms ) {
				continue;
			}
			$join    = (string) ( $filter['logicalJoin'] ?? 'DISABLED' );
			$query[] = array(
				'taxonomy' => $taxonomy,
				'field'    => 'slug',
				'terms'    => $terms,
				'operator' => self::OPERATORS[ $join ] ?? 'AND',
			);
		}
		if ( count( $query ) > 1 ) {
			$query['relation'] = 'AND';
		}
		return $query;
	}

	/** Writes consolidated filters back as query arguments (for pagination links). */
	public static function to_query_args( array $filters, string $loop_id ): array {
		$separators = array(
			'AND'      => '+',
			'OR'       => '~',
			'NOT'      => '!',
			'DISABLED' => '+',
		);
		$args       = array();
		foreach ( (array) ( $filters['taxonomy'] ?? array() ) as $taxonomy => $filter ) {
			$terms = array_map( 'rawurlencode', array_map( 'sanitize_title', (array) ( $filter['terms'] ?? array() ) ) );
			if ( $terms ) {
				$args[ 'e-filter-' . $loop_id . '-' . $taxonomy ] = implode( $separators[ $filter['logicalJoin'] ?? 'DISABLED' ] ?? '+', $terms );
			}
		}
		return $args;
	}
}
