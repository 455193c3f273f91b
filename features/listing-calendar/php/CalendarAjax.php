<?php
/**
 * The listing plugin's `jet_engine_calendar_get_month`: `month` ("November 2026"),
 * `settings` (only its `id` is read), `post` → `{success, data: {content}}`, the `.jet-calendar` of
 * that month rendered from the calendar saved in the post.
 *
 * @package Colophon
 */

namespace Colophon\ListingCalendar;

use Colophon\Kit\SavedWidgets;

defined( 'ABSPATH' ) || exit;

final class CalendarAjax {

	private function fail( string $message, int $status ): void {
		wp_send_json_error( array( 'message' => $message ), $status );
	}

	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public, read-only content.
		$post_id  = absint( $_POST['post'] ?? 0 );
		$settings = is_array( $_POST['settings'] ?? null ) ? wp_unslash( $_POST['settings'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only the id is read, and validated.
		$month    = Calendar::parse_month( sanitize_text_field( wp_unslash( $_POST['month'] ?? '' ) ), 'F Y' );
		// phpcs:enable
		if ( null === $month ) {
			$this->fail( __( 'The month must look like "November 2026".', 'colophon' ), 400 );
		}
		if ( ! $post_id || ! SavedWidgets::viewable( $post_id ) ) {
			$this->fail( __( 'This calendar is not on a published page.', 'colophon' ), 404 );
		}
		$saved = SavedWidgets::find( $post_id, Calendar::TAG, (string) ( $settings['id'] ?? '' ), Calendar::BLOCK );
		if ( null === $saved ) {
			$this->fail( __( 'This page has no calendar with that id.', 'colophon' ), 404 );
		}
		nocache_headers();
		wp_send_json_success( array( 'content' => Calendar::render( Calendar::settings( $saved ), $post_id, $month[0], $month[1] ) ) );
	}
}
