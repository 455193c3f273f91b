<?php
/**
 * The third-party hosts blocks on this request's pages send visitors' browsers to, as providers of
 * the page for the consent blocker and strict mode (`colophon_page_providers`): for each block of
 * one name in the page's content (Shortcodes::contents(), the page builder's stored copy included),
 * at any depth, its https address and the consent category it waits for. The booking calendar and
 * the reviews block use it.
 *
 * @package Colophon
 */

namespace Colophon\Kit;

defined( 'ABSPATH' ) || exit;

final class BlockProviders {

	/**
	 * @param string                                                      $block_name A block's name (`colophon/scheduling`).
	 * @param callable(array<string, mixed>): (array{0: string, 1: string}|null) $read Its attributes → [https address, category], or null.
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	public static function on_page( string $block_name, callable $read ): array {
		$found = array();
		foreach ( Shortcodes::contents() as $content ) {
			if ( has_block( $block_name, $content ) ) {
				$found = array_merge( $found, self::of_blocks( parse_blocks( $content ), $block_name, $read ) );
			}
		}
		return $found;
	}

	/**
	 * @param array<int, array<string, mixed>> $blocks parse_blocks() output.
	 * @return array<int, array{url: string, categories: string[], fullPath: bool}>
	 */
	private static function of_blocks( array $blocks, string $block_name, callable $read ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			$read_out = $block_name === $block['blockName'] ? $read( (array) ( $block['attrs'] ?? array() ) ) : null;
			$host     = null === $read_out ? '' : (string) wp_parse_url( $read_out[0], PHP_URL_HOST );
			if ( '' !== $host && str_starts_with( $read_out[0], 'https://' ) ) {
				$category = sanitize_key( $read_out[1] );
				$found[]  = array(
					'url'        => strtolower( $host ),
					'categories' => array( '' !== $category ? $category : 'functional' ),
					'fullPath'   => false,
				);
			}
			$found = array_merge( $found, self::of_blocks( (array) ( $block['innerBlocks'] ?? array() ), $block_name, $read ) );
		}
		return $found;
	}
}
