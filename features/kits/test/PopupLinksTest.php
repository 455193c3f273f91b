<?php
/**
 * Popup ids in page content: found for the export, pointed at the new popups on import.
 */

use Colophon\Kits\PopupLinks;
use PHPUnit\Framework\TestCase;

final class PopupLinksTest extends TestCase {

	private static function link( array $settings, string $amp = '&amp;', string $action = 'popup:open' ): string {
		return '<a href="#elementor-action:action=' . $action . $amp . 'settings=' . base64_encode( json_encode( $settings ) ) . '">Open</a>';
	}

	public function test_finds_each_popup_id_once(): void {
		$content = self::link( array( 'id' => '12' ) ) . self::link( array( 'id' => 12 ), '&' ) . self::link( array( 'id' => '7', 'toggle' => 'yes' ), '&amp;', 'popup:toggle' ) . self::link( array( 'do_not_show_again' => 'yes' ), '&amp;', 'popup:close' );
		$this->assertSame( array( 12, 7 ), PopupLinks::ids( $content ) );
	}

	public function test_rewrites_ids_in_the_map_and_keeps_the_rest(): void {
		$content = '<p>' . self::link( array( 'id' => '12' ) ) . ' and ' . self::link( array( 'id' => '99', 'extra' => 'kept' ) ) . '</p>';
		$out     = PopupLinks::rewrite( $content, array( 12 => 340 ) );
		$this->assertSame( array( 340, 99 ), PopupLinks::ids( $out ) );
		$this->assertStringContainsString( self::link( array( 'id' => '99', 'extra' => 'kept' ) ), $out );
		$this->assertStringStartsWith( '<p><a href="#elementor-action:action=popup:open&amp;settings=', $out );
	}

	public function test_reads_url_encoded_links(): void {
		$encoded = '<a href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D' . rawurlencode( base64_encode( json_encode( array( 'id' => '5' ) ) ) ) . '">x</a>';
		$this->assertSame( array( 5 ), PopupLinks::ids( $encoded ) );
		$this->assertSame( array( 8 ), PopupLinks::ids( PopupLinks::rewrite( $encoded, array( 5 => 8 ) ) ) );
	}

	public function test_leaves_broken_or_foreign_settings_alone(): void {
		$content = '<a href="#elementor-action:action=popup:open&amp;settings=!!notbase64">x</a>' . self::link( array( 'id' => 'abc' ) ) . '<a href="#elementor-action:action=lightbox&amp;settings=' . base64_encode( '{"id":"3"}' ) . '">y</a>';
		$this->assertSame( array(), PopupLinks::ids( $content ) );
		$this->assertSame( $content, PopupLinks::rewrite( $content, array( 3 => 4 ) ) );
	}
}
