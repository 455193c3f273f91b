<?php
/**
 * The demo's third parties, answered without WordPress: a fake video host, fake tracker collection
 * endpoints, a fake consent-provider log, generated book covers, the marketplace's waitlist API. Real third parties are other hosts
 * that answer in milliseconds; loading WordPress for each of these costs about a second of
 * Playground's single PHP worker, and every page view sends several (a consent log on load; after
 * consent, analytics, pixel and ad-pixel beacons; a blog page, a cover per card).
 *
 * Loaded early from wp-config.php (the demo installer adds the line, colophon_demo_wire_stand_ins())
 * so a matching request never loads WordPress; demo/server.php also calls it on `init`, for a site
 * whose wp-config.php was not touched. Anything else returns and WordPress carries on.
 *
 * Plain PHP on purpose: no WordPress function is available here.
 *
 * @package Colophon
 */

if ( ! function_exists( 'colophon_demo_stand_in' ) ) {
	/**
	 * Answers the request and exits when `$path` is one of the stand-ins; returns otherwise.
	 *
	 * @param string $path    The request's path.
	 * @param string $content Where wp-content is (the consent log is kept in its uploads folder).
	 */
	function colophon_demo_stand_in( string $path, string $content ): void {
		if ( '/demo-tracker/collect' === $path || '/demo-tracker/beacon' === $path ) {
			colophon_demo_send( 'image/gif', (string) base64_decode( 'R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==' ), 'no-cache' ); // phpcs:ignore
		}
		if ( preg_match( '#^/demo-video/embed/([\w-]+)/?$#', $path, $m ) ) {
			$id = htmlspecialchars( $m[1], ENT_QUOTES );
			colophon_demo_send( 'text/html; charset=utf-8', '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo video ' . $id . '</title><style>body{margin:0;height:100vh;display:grid;place-items:center;background:#111;color:#eee;font:16px sans-serif}</style></head><body><p id="player" data-video="' . $id . '">▶ Demo video ' . $id . ' is playing</p></body></html>' );
		}
		if ( preg_match( '#^/demo-video/thumb/([\w-]+)\.svg$#', $path, $m ) ) {
			colophon_demo_send( 'image/svg+xml', sprintf( '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#2a4d69"/><circle cx="640" cy="360" r="90" fill="#e8eef3"/><path d="M610 310 L690 360 L610 410 Z" fill="#2a4d69"/><text x="640" y="560" font-family="sans-serif" font-size="44" fill="#e8eef3" text-anchor="middle">Demo video %s</text></svg>', htmlspecialchars( $m[1], ENT_QUOTES ) ) );
		}
		if ( preg_match( '#^/demo-avatar/([0-9a-f]{32})\.svg$#', $path, $m ) ) {
			// A face in a colour of its own per address hash, like an avatar service's generated ones.
			colophon_demo_send( 'image/svg+xml', sprintf( '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#%1$s"/><circle cx="48" cy="38" r="17" fill="#fff"/><path d="M16 92c2-18 15-29 32-29s30 11 32 29z" fill="#fff"/></svg>', substr( $m[1], 0, 6 ) ), 'public, max-age=86400' );
		}
		if ( preg_match( '#^/demo-cover/(\d+)\.svg$#', $path, $m ) ) {
			colophon_demo_cover_svg( (int) $m[1], (string) ( $_GET['title'] ?? '' ) ); // phpcs:ignore WordPress.Security
		}
		if ( '/demo-consent-log/' === $path || '/demo-consent-log' === $path ) {
			colophon_demo_consent_log( $content . '/uploads/colophon-demo-consent-log.php' );
		}
		if ( preg_match( '#^/demo-reviews/v1/jsonld/([\w-]+)(/product)?$#', $path, $m ) ) {
			colophon_demo_reviews_jsonld( $m[1], ! empty( $m[2] ) );
		}
		if ( '/demo-reviews/v1/report-error' === $path ) {
			colophon_demo_send( 'text/plain', '', 'no-cache', 204 );
		}
		if ( preg_match( '#^/demo-scheduling/([\w-]+)/?$#', $path, $m ) ) {
			colophon_demo_scheduling_page( $m[1] );
		}
		if ( '/demo-marketplace-api/v1/waitlist' === $path ) {
			colophon_demo_waitlist( $content . '/uploads/colophon-demo-waitlist.php' );
		}
		// phpcs:ignore WordPress.Security.NonceVerification -- the page builder's form endpoint takes no nonce either.
		if ( str_ends_with( $path, '/wp-admin/admin-ajax.php' ) && 'elementor_pro_forms_send_form' === ( $_POST['action'] ?? '' ) ) {
			colophon_demo_page_builder_form( $content . '/uploads/colophon-demo-form-submissions.php' );
		}
	}

	/**
	 * The page builder's form endpoint (`admin-ajax.php`, action `elementor_pro_forms_send_form`), in
	 * its request and answer shapes, for the demo's form fixture (the demo has no page builder): the
	 * fields come as `form_fields[id]`, files as `form_fields[id][]`; a stored submission answers
	 * `{success: true, data: {message, data}}`, refused fields `{success: false, data: {message,
	 * errors: {id: text}}}` (status 200, as WordPress's wp_send_json_error sends it). The required
	 * fields are the fixture's. An email without a dot in its domain is refused (the browser accepts
	 * it); server-error@example.com answers a PHP error page with status 500. Stored submissions (file
	 * names and sizes, not their bytes) are kept where the end-to-end tests read them.
	 */
	function colophon_demo_page_builder_form( string $file ): void {
		// phpcs:disable WordPress.Security -- a stand-in: kept as data, never printed as HTML.
		$fields   = is_array( $_POST['form_fields'] ?? null ) ? $_POST['form_fields'] : array();
		$form_id  = is_string( $_POST['form_id'] ?? null ) ? $_POST['form_id'] : '';
		$required = array(
			'frm0101' => array( 'name', 'email' ),
			'frm0102' => array( 'bname', 'bemail', 'words' ),
		);
		$answer   = static fn( bool $success, array $data ) => colophon_demo_send( 'application/json; charset=UTF-8', (string) json_encode( array( 'success' => $success, 'data' => $data ) ), 'no-cache' );
		if ( ! isset( $required[ $form_id ] ) ) {
			$answer( false, array( 'message' => 'Your submission failed because the form is invalid.', 'errors' => array(), 'data' => array() ) );
		}
		$text   = static fn( string $id ): string => is_string( $fields[ $id ] ?? null ) ? trim( substr( $fields[ $id ], 0, 5000 ) ) : '';
		$errors = array();
		foreach ( $required[ $form_id ] as $id ) {
			if ( '' === $text( $id ) ) {
				$errors[ $id ] = 'This field is required.';
			}
		}
		foreach ( array( 'email', 'bemail' ) as $id ) {
			$email = $text( $id );
			if ( '' !== $email && ! preg_match( '/^[^@\s]+@[^@\s]+\.[^@\s.]+$/', $email ) ) {
				$errors[ $id ] = 'Invalid Email address.';
			}
			if ( 'server-error@example.com' === $email ) {
				colophon_demo_send( 'text/html; charset=UTF-8', '<p>There has been a critical error on this website.</p>', 'no-cache', 500 );
			}
		}
		if ( '' !== $text( 'field_hp' ) ) {
			$errors['field_hp'] = 'Invalid Form.';
		}
		if ( $errors ) {
			$answer( false, array( 'message' => 'Your submission failed because of an error.', 'errors' => $errors, 'data' => array() ) );
		}
		$stored = array( 'form_id' => $form_id, 'referrer' => is_string( $_POST['referrer'] ?? null ) ? substr( $_POST['referrer'], 0, 500 ) : '', 'fields' => array(), 'files' => array() );
		foreach ( $fields as $id => $value ) {
			if ( is_string( $value ) && 'field_hp' !== $id ) {
				$stored['fields'][ (string) $id ] = substr( $value, 0, 5000 );
			}
		}
		foreach ( (array) ( $_FILES['form_fields']['name'] ?? array() ) as $id => $names ) {
			foreach ( (array) $names as $i => $name ) {
				if ( '' !== (string) $name ) {
					$stored['files'][] = array( 'field' => (string) $id, 'name' => basename( (string) $name ), 'size' => (int) ( $_FILES['form_fields']['size'][ $id ][ $i ] ?? 0 ) );
				}
			}
		}
		// phpcs:enable
		colophon_demo_recorded_list( $file, 50, static fn(): array => $stored, 200, (string) json_encode( array( 'success' => true, 'data' => array( 'message' => 'Your submission was successful.', 'data' => array() ) ) ) );
	}

	/**
	 * The reviews provider's JSON-LD: the business unit's rating (`?url=` the page asking), or a
	 * product's (`?sku=`) with `numberOfReviews` reviews (at most 20). The unit `broken` answers 500,
	 * so the failure path can be seen.
	 */
	function colophon_demo_reviews_jsonld( string $unit, bool $product ): void {
		if ( 'broken' === $unit ) {
			colophon_demo_send( 'application/json', '{"error":"unknown business unit"}', 'no-cache', 500 );
		}
		$rating = array( '@type' => 'AggregateRating', 'ratingValue' => '4.8', 'bestRating' => '5', 'reviewCount' => 1204 );
		if ( ! $product ) {
			$data = array( '@context' => 'https://schema.org', '@type' => 'Organization', 'name' => 'Colophon Press', 'url' => (string) ( $_GET['url'] ?? '' ), 'aggregateRating' => $rating ); // phpcs:ignore WordPress.Security
			colophon_demo_send( 'application/ld+json', (string) json_encode( $data, JSON_UNESCAPED_SLASHES ) );
		}
		$count   = max( 1, min( 20, (int) ( $_GET['numberOfReviews'] ?? 10 ) ) ); // phpcs:ignore WordPress.Security
		$authors = array( 'Maya R.', 'Tom H.', 'Priya S.', 'Leon K.', 'Ada W.' );
		$reviews = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$reviews[] = array( '@type' => 'Review', 'author' => array( '@type' => 'Person', 'name' => $authors[ $i % 5 ] ), 'reviewRating' => array( '@type' => 'Rating', 'ratingValue' => (string) ( 5 - $i % 2 ) ), 'reviewBody' => 'Review ' . ( $i + 1 ) . ' of this service.' );
		}
		$data = array( '@context' => 'https://schema.org', '@type' => 'Product', 'sku' => (string) ( $_GET['sku'] ?? '' ), 'name' => (string) ( $_GET['productName'] ?? '' ), 'aggregateRating' => $rating, 'review' => $reviews ); // phpcs:ignore WordPress.Security
		colophon_demo_send( 'application/ld+json', (string) json_encode( $data, JSON_UNESCAPED_SLASHES ) );
	}

	/** The scheduling provider's booking page, as it shows inline: the prefill it was given, and a few times. */
	function colophon_demo_scheduling_page( string $event ): void {
		$h     = static fn( $v ): string => htmlspecialchars( (string) $v, ENT_QUOTES );
		$given = '';
		foreach ( $_GET as $key => $value ) { // phpcs:ignore WordPress.Security
			if ( is_string( $value ) && ( in_array( $key, array( 'name', 'email' ), true ) || preg_match( '/^a\d{1,2}$/', (string) $key ) ) ) {
				$given .= '<li><b>' . $h( $key ) . '</b>: <span data-prefill="' . $h( $key ) . '">' . $h( $value ) . '</span></li>';
			}
		}
		$slots = '';
		foreach ( array( 'Mon 10:00', 'Mon 14:30', 'Tue 09:00', 'Wed 16:00' ) as $slot ) {
			$slots .= '<li><button type="button">' . $slot . '</button></li>';
		}
		colophon_demo_send( 'text/html; charset=utf-8', '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Book: ' . $h( $event ) . '</title><style>body{margin:0;padding:1.5rem;font:16px/1.5 sans-serif;color:#14213d;background:#fff}ul{padding:0;list-style:none}.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}.slots button{width:100%;padding:.7rem;border:2px solid #14213d;border-radius:8px;background:#fff;font:inherit;cursor:pointer}</style></head><body><h1 id="event">Book a call: ' . $h( str_replace( '-', ' ', $event ) ) . '</h1><p>Demo scheduling provider. Thirty minutes with our production team.</p><ul id="prefill">' . $given . '</ul><ul class="slots">' . $slots . '</ul></body></html>' );
	}

	/** Cover heights differ per post, so the masonry gallery has something to stack. */
	function colophon_demo_cover_height( int $post_id ): int {
		return array( 520, 400, 600, 460, 560, 440 )[ $post_id % 6 ];
	}

	/** A generated book cover: a colour per post, the title in up to four lines. */
	function colophon_demo_cover_svg( int $post_id, string $title ): void {
		$palette = array( '#2a4d69', '#4b86b4', '#8b5e3c', '#5b8c5a', '#7a4069', '#c06014' );
		$height  = colophon_demo_cover_height( $post_id );
		$title   = trim( preg_replace( '/\s+/', ' ', $title ) );
		$lines   = '';
		foreach ( array_slice( explode( "\n", wordwrap( '' !== $title ? $title : 'Untitled', 18 ) ), 0, 4 ) as $i => $line ) {
			$lines .= sprintf( '<text x="200" y="%d" font-family="Georgia, serif" font-size="30" fill="#fff" text-anchor="middle">%s</text>', 110 + 40 * $i, htmlspecialchars( $line, ENT_QUOTES ) );
		}
		colophon_demo_send( 'image/svg+xml', sprintf( '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="%1$d" viewBox="0 0 400 %1$d"><rect width="400" height="%1$d" fill="%2$s"/><rect x="24" y="24" width="352" height="%3$d" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>%4$s<text x="200" y="%5$d" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity=".8" text-anchor="middle">Colophon Press</text></svg>', $height, $palette[ $post_id % 6 ], $height - 48, $lines, $height - 50 ), 'public, max-age=86400' );
	}

	/**
	 * Sends a whole answer, its length given. Never `no-store`: Chromium reads the body of a
	 * no-store answer only when the page does, so a tracker's fire-and-forget `fetch` would stay
	 * in flight for ever (and a test waiting for the network to go idle would wait with it).
	 */
	function colophon_demo_send( string $type, string $body, string $cache = 'no-cache', int $status = 200 ): void {
		// Inside WordPress's ajax dispatch (demo/server.php), JSON goes out the way a plugin's handler
		// sends it: wp_send_json(), which ends in wp_die() (what features/form/php/NoScript.php reads).
		if ( defined( 'COLOPHON_DEMO_AJAX' ) && str_starts_with( $type, 'application/json' ) && function_exists( 'wp_send_json' ) ) {
			wp_send_json( json_decode( $body, true ), $status );
		}
		// Not http_response_code(): inside WordPress (a form sent without script) a status is already set.
		header( 'Content-Type: ' . $type, true, $status );
		header( 'Cache-Control: ' . $cache );
		header( 'Content-Length: ' . strlen( $body ) );
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts by the callers.
		exit;
	}

	/**
	 * The marketplace API's waitlist: POST takes a JSON application and answers 201 (the last 50
	 * are kept, in a file the end-to-end tests read from the site's folder); one whose email is at
	 * api-down.example gets 503, as from a marketplace that is down.
	 */
	function colophon_demo_waitlist( string $file ): void {
		colophon_demo_recorded_list(
			$file,
			50,
			static function (): array {
				$application = json_decode( (string) file_get_contents( 'php://input' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
				if ( ! is_array( $application ) ) {
					colophon_demo_send( 'application/json', '{"error":"expected a JSON application"}', 'no-cache', 400 );
				}
				// A marketplace that is down, for the tests of what Colophon keeps and tries again.
				if ( str_ends_with( (string) ( $application['email'] ?? '' ), '@api-down.example' ) ) {
					colophon_demo_send( 'application/json', '{"error":"down"}', 'no-cache', 503 );
				}
				return $application;
			},
			201,
			'{"ok":true}'
		);
	}

	/**
	 * The consent provider's log: POST records the beacon and answers 204 (the last 200 are kept,
	 * in a file the end-to-end tests read from the site's folder).
	 */
	function colophon_demo_consent_log( string $file ): void {
		colophon_demo_recorded_list(
			$file,
			200,
			static function (): array {
				// phpcs:disable WordPress.Security -- a stand-in for a third-party endpoint: kept as data, never printed as HTML.
				$field = static fn( string $name ): string => is_string( $_POST[ $name ] ?? null ) ? substr( strip_tags( $_POST[ $name ] ), 0, 2000 ) : '';
				return array(
					'key'            => $field( 'key' ),
					'request_type'   => $field( 'request_type' ),
					'event_log_time' => $field( 'event_log_time' ),
					'payload'        => json_decode( is_string( $_POST['payload'] ?? null ) ? $_POST['payload'] : 'null', true ),
					'content_type'   => substr( strip_tags( (string) ( $_SERVER['CONTENT_TYPE'] ?? '' ) ), 0, 200 ),
				);
				// phpcs:enable
			},
			204,
			''
		);
	}

	/**
	 * What a stand-in API received, kept as a JSON list in a file of the site's uploads (so it
	 * outlives the request, and each site has its own): POST appends what `$entry` reads from the
	 * request, keeps the last `$keep` and answers `$status` with `$body`. Nothing is ever served back:
	 * what visitors sent (names, emails, messages) is personal data, and a GET answers 405. The
	 * file is locked from read to write, so two PHP workers never lose each other's entries.
	 */
	function colophon_demo_recorded_list( string $file, int $keep, callable $entry, int $status, string $body ): void {
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			header( 'Allow: POST' );
			colophon_demo_send( 'text/plain', 'This stand-in only receives.', 'no-cache', 405 );
		}
		$new = $entry(); // may answer 400 itself (and exit) for input it cannot take
		if ( ! is_dir( dirname( $file ) ) ) {
			mkdir( dirname( $file ), 0755, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		$handle = fopen( $file, 'c+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $handle ) {
			colophon_demo_send( 'text/plain', 'The demo cannot write ' . basename( $file ) . '.', 'no-cache', 500 );
		}
		flock( $handle, LOCK_EX );
		$list   = json_decode( (string) preg_replace( '/^<\?php exit; \?>\n/', '', (string) stream_get_contents( $handle ) ), true );
		$list   = is_array( $list ) ? array_values( $list ) : array();
		$list[] = $new;
		ftruncate( $handle, 0 );
		rewind( $handle );
		// A PHP file that exits at once: the uploads folder is served, and this is personal data.
		fwrite( $handle, "<?php exit; ?>\n" . json_encode( array_slice( $list, -$keep ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		colophon_demo_send( '' === $body ? 'text/plain' : 'application/json', $body, 'no-cache', $status );
	}
}

// wp-content: beside wp-config.php (ABSPATH) when it loads this file; the plugin may be a symlink (the stack).
colophon_demo_stand_in( (string) parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH ), defined( 'ABSPATH' ) ? ABSPATH . 'wp-content' : dirname( __DIR__, 3 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.Security
