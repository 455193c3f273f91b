<?php
/**
 * Settings → Colophon consent. A plain form (no JavaScript needed). Invalid input is refused with
 * a message naming the field and the fix; the previous settings stay in force and the form shows
 * exactly what was typed, so nothing is lost.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {

	private const SLUG   = 'colophon-consent';
	private const ACTION = 'colophon_save_consent';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'save' ) );
	}

	public function menu(): void {
		add_options_page( __( 'Colophon consent', 'colophon' ), __( 'Colophon consent', 'colophon' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	private static function draft_key(): string {
		return 'colophon_consent_draft_' . get_current_user_id();
	}

	public function save(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change the consent settings.', 'colophon' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$input = wp_unslash( (array) ( $_POST['colophon_consent'] ?? array() ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated in Settings::validate().
		[ $clean, $errors ] = Settings::validate( $input );
		if ( $errors ) {
			// The form shows back what was typed; a field that arrived as a list shows empty.
			$draft = array_map( static fn( $value ) => is_scalar( $value ) ? (string) $value : '', $input );
			set_transient( self::draft_key(), array( 'input' => $draft, 'errors' => $errors ), 10 * MINUTE_IN_SECONDS );
			wp_safe_redirect( add_query_arg( array( 'page' => self::SLUG, 'colophon-error' => 1 ), admin_url( 'options-general.php' ) ) );
			exit;
		}
		update_option( Settings::OPTION, $clean );
		delete_transient( self::draft_key() );
		wp_safe_redirect( add_query_arg( array( 'page' => self::SLUG, 'colophon-saved' => 1 ), admin_url( 'options-general.php' ) ) );
		exit;
	}

	/** The form's values: the refused draft if there is one, else the saved settings. */
	private function values(): array {
		$draft = isset( $_GET['colophon-error'] ) ? get_transient( self::draft_key() ) : false; // phpcs:ignore WordPress.Security.NonceVerification
		if ( is_array( $draft ) ) {
			return array( $draft['input'], (array) $draft['errors'] );
		}
		$s    = Settings::get();
		$json = static fn( $v ) => (string) wp_json_encode( $v, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES );
		return array(
			array_merge(
				$s,
				array(
					'categories'         => $json( $s['categories'] ),
					'providers'          => $json( $s['providers'] ),
					'consentModeRows'    => $json( $s['consentMode']['rows'] ),
					'consentModeEnabled' => $s['consentMode']['enabled'],
				)
			),
			array(),
		);
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		[ $v, $errors ] = $this->values();
		$field          = static fn( string $name ) => 'colophon_consent[' . $name . ']';
		$text           = static function ( string $name, string $label, string $help = '' ) use ( $v, $field ): void {
			printf(
				'<tr><th scope="row"><label for="colophon-%1$s">%2$s</label></th><td><input class="regular-text" type="text" id="colophon-%1$s" name="%3$s" value="%4$s" aria-describedby="colophon-%1$s-help"><p class="description" id="colophon-%1$s-help">%5$s</p></td></tr>',
				esc_attr( $name ),
				esc_html( $label ),
				esc_attr( $field( $name ) ),
				esc_attr( (string) ( $v[ $name ] ?? '' ) ),
				esc_html( $help )
			);
		};
		$check = static function ( string $name, string $label ) use ( $v, $field ): void {
			printf(
				'<tr><th scope="row">%2$s</th><td><label><input type="checkbox" id="colophon-%1$s" name="%3$s" value="1" %4$s> %2$s</label></td></tr>',
				esc_attr( $name ),
				esc_html( $label ),
				esc_attr( $field( $name ) ),
				checked( ! empty( $v[ $name ] ), true, false )
			);
		};
		$area = static function ( string $name, string $label, string $help ) use ( $v, $field ): void {
			printf(
				'<tr><th scope="row"><label for="colophon-%1$s">%2$s</label></th><td><textarea class="large-text code" rows="8" id="colophon-%1$s" name="%3$s" aria-describedby="colophon-%1$s-help">%4$s</textarea><p class="description" id="colophon-%1$s-help">%5$s</p></td></tr>',
				esc_attr( $name ),
				esc_html( $label ),
				esc_attr( $field( $name ) ),
				esc_textarea( (string) ( $v[ $name ] ?? '' ) ),
				esc_html( $help )
			);
		};
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Colophon consent', 'colophon' ); ?></h1>
			<?php if ( $errors ) : ?>
				<div class="notice notice-error" role="alert"><p><?php esc_html_e( 'Nothing was saved: fix these and save again. Your input is kept below.', 'colophon' ); ?></p><ul>
				<?php foreach ( $errors as $error ) : ?>
					<li><?php echo esc_html( $error ); ?></li>
				<?php endforeach; ?>
				</ul></div>
			<?php elseif ( isset( $_GET['colophon-saved'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification ?>
				<div class="notice notice-success"><p><?php esc_html_e( 'Consent settings saved.', 'colophon' ); ?></p></div>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<?php wp_nonce_field( self::ACTION ); ?>
				<table class="form-table" role="presentation">
					<?php
					$check( 'enabled', __( 'Show the consent banner and block trackers until consent', 'colophon' ) );
					$text( 'domain', __( 'Registered domain', 'colophon' ), __( 'The banner runs on this host and its subdomains only (a leading www. is ignored).', 'colophon' ) );
					$text( 'key', __( 'Provider key', 'colophon' ), __( 'Sent with the banner_load log.', 'colophon' ) );
					$text( 'bannerId', __( 'Banner id', 'colophon' ) );
					?>
					<tr><th scope="row"><label for="colophon-law"><?php esc_html_e( 'Law', 'colophon' ); ?></label></th><td>
						<select id="colophon-law" name="<?php echo esc_attr( $field( 'law' ) ); ?>">
							<option value="gdpr" <?php selected( $v['law'] ?? '', 'gdpr' ); ?>><?php esc_html_e( 'GDPR (opt-in)', 'colophon' ); ?></option>
							<option value="ccpa" <?php selected( $v['law'] ?? '', 'ccpa' ); ?>><?php esc_html_e( 'CCPA (opt-out)', 'colophon' ); ?></option>
						</select></td></tr>
					<?php
					$check( 'respectGpc', __( 'Honour the Global Privacy Control signal (opt-out law)', 'colophon' ) );
					$text( 'cookieName', __( 'Consent cookie name', 'colophon' ), __( 'cookieyes-consent keeps the choices visitors made with the previous banner.', 'colophon' ) );
					$text( 'cookieDomain', __( 'Consent cookie domain', 'colophon' ), __( 'Empty: this host only. Set the root domain to share the choice with subdomains.', 'colophon' ) );
					$text( 'expiryDays', __( 'Consent cookie expiry (days)', 'colophon' ) );
					$text( 'helperCookieDays', __( 'Helper cookie lifetime (days)', 'colophon' ), __( 'The allow/deny cookies read by WP Consent API plugins.', 'colophon' ) );
					$text( 'logUrl', __( 'Log endpoint', 'colophon' ), __( 'The consent provider\'s log URL for the banner_load beacon. Empty: no log.', 'colophon' ) );
					$text( 'thumbnail', __( 'Video thumbnail', 'colophon' ), __( 'URL template for blocked-video placeholders; {id} is the video id.', 'colophon' ) );
					$area( 'categories', __( 'Categories', 'colophon' ), __( 'JSON list of {"slug", "necessary", "defaults": {"gdpr", "ccpa"}, "cookies": [{"id", "domain"}]}.', 'colophon' ) );
					$area( 'providers', __( 'Blocked providers', 'colophon' ), __( 'JSON list of {"url" (a URL or fragment), "categories": [...], "fullPath"}. Matching scripts and iframes wait for consent.', 'colophon' ) );
					$check( 'consentModeEnabled', __( 'Send consent-mode defaults and updates to the tag manager', 'colophon' ) );
					$area( 'consentModeRows', __( 'Consent mode defaults', 'colophon' ), __( 'JSON list of {"analytics", "advertisement", "functional", "necessary", "ad_user_data", "ad_personalization": "granted"|"denied", "regions": "All" or "DE, FR, US-CA"}. Without an "All" row, a global all-denied default is added.', 'colophon' ) );
					?>
				</table>
				<?php submit_button( __( 'Save consent settings', 'colophon' ) ); ?>
			</form>
		</div>
		<?php
	}
}
