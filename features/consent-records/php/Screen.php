<?php
/**
 * Colophon → Consent records: how long records are kept, the records newest first (50 a page)
 * found by consent id or by date, a CSV of what is shown, and, for one consent id, that visitor's
 * records as CSV or erased, or added to a personal-data request so WordPress's own export and
 * erasure include them (a visitor asks with the consent id the preferences show). A button
 * deletes the records past the retention period at once.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Screen {

	public const SLUG     = 'colophon-consent-records';
	private const PER_PAGE = 50;

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_colophon_consent_records_csv', array( $this, 'csv' ) );
		add_action( 'admin_post_colophon_consent_records_erase', array( $this, 'erase' ) );
		add_action( 'admin_post_colophon_consent_records_purge', array( $this, 'purge' ) );
		add_action( 'admin_post_colophon_consent_records_attach', array( $this, 'attach' ) );
	}

	public function menu(): void {
		add_submenu_page( \Colophon\Admin\SettingsPage::PARENT, __( 'Consent records', 'colophon' ), __( 'Consent records', 'colophon' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	/** The filter of the request: consent id, from and to (dates, Y-m-d, the site's time zone). */
	private static function filter(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only search.
		$id   = isset( $_GET['consent_id'] ) ? sanitize_text_field( wp_unslash( $_GET['consent_id'] ) ) : '';
		$from = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : '';
		$to   = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : '';
		// phpcs:enable
		$day = static function ( string $date, int $plus ): int {
			$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, wp_timezone() );
			return $parsed ? $parsed->getTimestamp() + $plus * DAY_IN_SECONDS : 0;
		};
		return array(
			'consent_id' => preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $id ) ? $id : '',
			'from'       => $day( $from, 0 ),
			'to'         => $day( $to, 1 ),
			'raw'        => array(
				'consent_id' => $id,
				'from'       => $from,
				'to'         => $to,
			),
		);
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$filter = self::filter();
		$paged  = max( 1, absint( $_GET['paged'] ?? 1 ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number.
		$total  = Table::count( $filter );
		$rows   = Table::find( $filter, self::PER_PAGE, ( $paged - 1 ) * self::PER_PAGE );
		$all    = Table::count();
		echo '<div class="wrap colophon-consent-records"><h1>' . esc_html__( 'Consent records', 'colophon' ) . '</h1>';
		settings_errors();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a notice after a redirect.
		$done = isset( $_GET['done'] ) ? sanitize_key( wp_unslash( $_GET['done'] ) ) : '';
		$n    = absint( $_GET['n'] ?? 0 ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count for the notice.
		if ( 'attached' === $done ) {
			printf( '<div class="notice notice-success" role="status"><p>%s</p></div>', esc_html__( 'Added to the request: its export and erasure now include these records.', 'colophon' ) );
		}
		if ( 'erased' === $done || 'purged' === $done ) {
			/* translators: %d: number of records */
			$text = 'erased' === $done ? _n( '%d record erased.', '%d records erased.', $n, 'colophon' ) : _n( '%d record older than the retention period deleted.', '%d records older than the retention period deleted.', $n, 'colophon' );
			printf( '<div class="notice notice-success" role="status"><p>%s</p></div>', esc_html( sprintf( $text, $n ) ) );
		}
		echo '<p>' . esc_html__( 'Each choice a visitor makes in the banner or the preferences (accept, reject, a custom choice, a withdrawal) is kept here, so you can show what a visitor agreed to, when, and with which banner. Addresses are kept truncated, as analytics tools do.', 'colophon' ) . '</p>';

		echo '<form method="post" action="options.php" class="colophon-consent-records__retention">';
		settings_fields( Retention::GROUP );
		printf(
			'<p><label for="colophon-retention">%1$s</label> <input type="number" min="1" max="3650" id="colophon-retention" name="%2$s" value="%3$d" class="small-text"> %4$s ',
			esc_html__( 'Keep records for', 'colophon' ),
			esc_attr( Retention::OPTION ),
			absint( Retention::days() ),
			esc_html__( 'days', 'colophon' )
		);
		submit_button( __( 'Save', 'colophon' ), 'secondary', 'submit', false );
		echo '</p></form>';

		echo '<form method="get" class="colophon-consent-records__search"><input type="hidden" name="page" value="' . esc_attr( self::SLUG ) . '"><p>';
		printf( '<label for="colophon-records-id">%1$s</label> <input type="search" id="colophon-records-id" name="consent_id" value="%2$s"> ', esc_html__( 'Consent ID', 'colophon' ), esc_attr( $filter['raw']['consent_id'] ) );
		printf( '<label for="colophon-records-from">%1$s</label> <input type="date" id="colophon-records-from" name="from" value="%2$s"> ', esc_html__( 'From', 'colophon' ), esc_attr( $filter['raw']['from'] ) );
		printf( '<label for="colophon-records-to">%1$s</label> <input type="date" id="colophon-records-to" name="to" value="%2$s"> ', esc_html__( 'To', 'colophon' ), esc_attr( $filter['raw']['to'] ) );
		submit_button( __( 'Find records', 'colophon' ), 'secondary', '', false );
		echo '</p></form>';

		/* translators: 1: records found, 2: records in all */
		echo '<p class="colophon-consent-records__count">' . esc_html( sprintf( _n( '%1$d record found, of %2$d in all.', '%1$d records found, of %2$d in all.', $total, 'colophon' ), $total, $all ) ) . '</p>';
		self::table( $rows );
		self::pages( $total, $paged );

		$query = array_filter( $filter['raw'] );
		echo '<p>';
		printf( '<a class="button" href="%1$s">%2$s</a> ', esc_url( wp_nonce_url( add_query_arg( $query + array( 'action' => 'colophon_consent_records_csv' ), admin_url( 'admin-post.php' ) ), 'colophon_consent_records_csv' ) ), esc_html__( 'Download these records as CSV', 'colophon' ) );
		echo '</p>';
		if ( '' !== $filter['consent_id'] && $total ) {
			echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="colophon_consent_records_erase">';
			wp_nonce_field( 'colophon_consent_records_erase' );
			printf( '<input type="hidden" name="consent_id" value="%s">', esc_attr( $filter['consent_id'] ) );
			echo '<p>';
			/* translators: %s: a consent ID */
			submit_button( sprintf( __( 'Erase every record of %s', 'colophon' ), $filter['consent_id'] ), 'delete', 'submit', false );
			echo '</p></form>';
			self::attach_form( $filter['consent_id'] );
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="colophon_consent_records_purge">';
		wp_nonce_field( 'colophon_consent_records_purge' );
		/* translators: %d: days */
		submit_button( sprintf( __( 'Delete the records older than %d days now', 'colophon' ), Retention::days() ), 'secondary', 'submit', false );
		echo '<p class="description">' . esc_html__( 'This happens by itself once a day.', 'colophon' ) . '</p></form></div>';
	}

	/**
	 * For one consent id: add its records to a personal-data request (Tools → Export / Erase
	 * Personal Data), or where to make one first.
	 */
	private static function attach_form( string $consent_id ): void {
		$requests = get_posts(
			array(
				'post_type'   => 'user_request',
				'post_status' => array( 'request-pending', 'request-confirmed' ),
				'numberposts' => 50,
				'fields'      => 'ids',
			)
		);
		echo '<h2>' . esc_html__( 'A personal data request', 'colophon' ) . '</h2>';
		if ( ! $requests ) {
			printf(
				/* translators: 1: link to Tools → Export Personal Data, 2: link to Tools → Erase Personal Data */
				'<p>' . esc_html__( 'To include these records in what WordPress exports or erases for a person, add their request under %1$s or %2$s first; it can then be chosen here.', 'colophon' ) . '</p>',
				'<a href="' . esc_url( admin_url( 'export-personal-data.php' ) ) . '">' . esc_html__( 'Tools → Export Personal Data', 'colophon' ) . '</a>',
				'<a href="' . esc_url( admin_url( 'erase-personal-data.php' ) ) . '">' . esc_html__( 'Tools → Erase Personal Data', 'colophon' ) . '</a>'
			);
			return;
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="colophon_consent_records_attach">';
		wp_nonce_field( 'colophon_consent_records_attach' );
		printf( '<input type="hidden" name="consent_id" value="%s">', esc_attr( $consent_id ) );
		echo '<p><label for="colophon-records-request">' . esc_html__( 'Include these records in the request of', 'colophon' ) . '</label> <select id="colophon-records-request" name="request">';
		foreach ( $requests as $id ) {
			$request = wp_get_user_request( (int) $id );
			if ( ! $request ) {
				continue;
			}
			$what = 'remove_personal_data' === $request->action_name ? __( 'erase', 'colophon' ) : __( 'export', 'colophon' );
			printf( '<option value="%1$d">%2$s</option>', (int) $id, esc_html( $request->email . ' (' . $what . ')' ) );
		}
		echo '</select> ';
		submit_button( __( 'Add to the request', 'colophon' ), 'secondary', 'submit', false );
		echo '</p></form>';
	}

	/** @param array<int, array<string, string>> $rows */
	private static function table( array $rows ): void {
		$headings = array( __( 'Time', 'colophon' ), __( 'Consent ID', 'colophon' ), __( 'Choice', 'colophon' ), __( 'Allowed', 'colophon' ), __( 'Law', 'colophon' ), __( 'Banner version', 'colophon' ), __( 'Page', 'colophon' ), __( 'Address', 'colophon' ) );
		echo '<table class="widefat striped"><caption class="screen-reader-text">' . esc_html__( 'Consent records', 'colophon' ) . '</caption><thead><tr>';
		foreach ( $headings as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		if ( ! $rows ) {
			echo '<tr><td colspan="8">' . esc_html__( 'No records.', 'colophon' ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			echo '<tr>';
			foreach ( self::cells( $row ) as $cell ) {
				echo '<td>' . esc_html( $cell ) . '</td>';
			}
			echo '</tr>';
		}
		echo '</tbody></table>';
	}

	/** A row as the table and the CSV show it. */
	private static function cells( array $row ): array {
		static $order = null;
		$order    ??= array_column( (array) \Colophon\Consent\Settings::get()['categories'], 'slug' );
		$categories = json_decode( (string) $row['categories'], true );
		$yes        = is_array( $categories ) ? array_keys( array_filter( $categories, static fn( $v ) => 'yes' === $v ) ) : array();
		// In the order the site lists its categories, then any it no longer has.
		$allowed = array_merge( array_values( array_intersect( $order, $yes ) ), array_values( array_diff( $yes, $order ) ) );
		return array(
			wp_date( 'Y-m-d H:i:s', (int) $row['created_at'] ),
			(string) $row['consent_id'],
			(string) $row['kind'],
			implode( ' ', $allowed ),
			strtoupper( (string) $row['law'] ),
			(string) $row['banner_version'],
			(string) $row['page'],
			(string) $row['address'],
		);
	}

	private static function pages( int $total, int $paged ): void {
		$pages = (int) ceil( $total / self::PER_PAGE );
		if ( $pages > 1 ) {
			echo '<p class="colophon-consent-records__pages">' . wp_kses_post( (string) paginate_links( array( 'current' => $paged, 'total' => $pages, 'base' => add_query_arg( 'paged', '%#%' ) ) ) ) . '</p>';
		}
	}

	private static function allowed( string $nonce ): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You cannot see these records.', 'colophon' ), 403 );
		}
		check_admin_referer( $nonce );
	}

	/** The records of the filter, as CSV (every page of them). */
	public function csv(): void {
		self::allowed( 'colophon_consent_records_csv' );
		$filter = self::filter();
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="consent-records-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body.
		fputcsv( $out, array( 'time', 'consent_id', 'choice', 'allowed', 'categories', 'law', 'banner_version', 'page', 'address' ) );
		for ( $offset = 0; $rows = Table::find( $filter, 500, $offset ); $offset += 500 ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- page by page.
			foreach ( $rows as $row ) {
				$cells = self::cells( $row );
				array_splice( $cells, 4, 0, array( (string) $row['categories'] ) );
				// A cell a spreadsheet would read as a formula is written as text.
				fputcsv( $out, array_map( static fn( string $c ): string => preg_match( '/^[=+\-@]/', $c ) ? "'" . $c : $c, $cells ) );
			}
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the response body.
		exit;
	}

	public function erase(): void {
		self::allowed( 'colophon_consent_records_erase' );
		$id = isset( $_POST['consent_id'] ) ? sanitize_text_field( wp_unslash( $_POST['consent_id'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by check_admin_referer() in allowed() above.
		$n  = preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $id ) ? Table::delete_consent_id( $id ) : 0;
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG . '&done=erased&n=' . $n ) );
		exit;
	}

	public function attach(): void {
		self::allowed( 'colophon_consent_records_attach' );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by check_admin_referer() in allowed() above.
		$id      = isset( $_POST['consent_id'] ) ? sanitize_text_field( wp_unslash( $_POST['consent_id'] ) ) : '';
		$request = absint( $_POST['request'] ?? 0 );
		// phpcs:enable
		if ( ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $id ) || ! Privacy::attach( $request, $id ) ) {
			wp_die( esc_html__( 'That request or consent ID does not exist. Go back and choose again.', 'colophon' ), 400 );
		}
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG . '&consent_id=' . rawurlencode( $id ) . '&done=attached' ) );
		exit;
	}

	public function purge(): void {
		self::allowed( 'colophon_consent_records_purge' );
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG . '&done=purged&n=' . Retention::purge() ) );
		exit;
	}
}
