<?php
/**
 * The chat welcome: its screen (ChatScreen.php), and, once the owner has chosen a chat service
 * there, the marker on every visitor's page that makes Colophon load that chat after the page
 * and the visitor's consent, with the page's welcome message (../index.ts). No service chosen:
 * nothing is printed, and the chunk never loads.
 *
 * @package Colophon
 */

namespace Colophon\ChatWelcome;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new ChatScreen() )->register();
		if ( is_admin() ) {
			return;
		}
		$markers = $context->markers();
		// Before the late stylesheets are printed (Assets::print_late_styles()).
		add_action( 'wp_footer', static fn() => self::mark( $markers ), 0 );
	}

	/** The widget's marker with the owner's settings, where a chat service is chosen. */
	public static function mark( \Colophon\Markers $markers ): void {
		$chat = ChatScreen::saved();
		if ( '' === $chat['provider'] || \Colophon\PageBuilder\Widgets::editing() ) {
			return;
		}
		$paths = array();
		foreach ( $chat['pages'] as $page ) {
			$paths[ $page['path'] ] = $page['messages'];
		}
		$settings = array(
			'provider' => $chat['provider'],
			'account'  => $chat['account'],
			'category' => $chat['category'],
			'paths'    => (object) $paths,
			'fallback' => $chat['fallback'],
		);
		$markers->add( 'chat-welcome' );
		printf( '<div class="colophon-chat" data-widget_type="colophon-chat-welcome.default" data-settings="%s"></div>', esc_attr( (string) wp_json_encode( $settings ) ) );
	}
}
