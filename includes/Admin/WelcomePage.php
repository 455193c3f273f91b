<?php
/**
 * Colophon → Overview: the welcome screen an owner finishes before Colophon changes anything a
 * visitor gets (includes/Setup.php). It asks for the choices that change the front end, each with
 * what it adds to the pages, prefilled from what is saved (a kit import's settings show here), and
 * saves each into the option its own screen edits. Afterwards the same form stays as the overview.
 *
 * @package Colophon
 */

namespace Colophon\Admin;

use Colophon\Consent;
use Colophon\Setup;
use Colophon\SiteHealth;
use Colophon\Takeover;
use Colophon\Tracking;

defined( 'ABSPATH' ) || exit;

final class WelcomePage extends SettingsPage {

	/** @var array<string, mixed> The options validate() cleaned, written by saved_also(). */
	private array $clean = array();

	protected function slug(): string {
		return self::PARENT;
	}

	protected function title(): string {
		return Setup::done() ? __( 'Colophon overview', 'colophon' ) : __( 'Welcome to Colophon', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Overview', 'colophon' );
	}

	/** The Colophon menu's items, in the order an owner sets things up (others follow). */
	private const ORDER = array( self::PARENT, 'colophon-consent', 'colophon-tracking', 'edit.php?post_type=colophon_popup', 'colophon-takeover', 'colophon-kits', 'colophon-templates', 'colophon-behaviour', 'colophon-usage-sharing', 'colophon-data' );

	/** The Colophon menu itself, before the other screens join it (admin_menu, 10), and their order once all have. */
	public function register(): void {
		parent::register();
		remove_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_menu', array( $this, 'menu' ), 9 );
		add_action( 'admin_menu', array( self::class, 'order' ), 999 );
	}

	public static function order(): void {
		global $submenu;
		if ( empty( $submenu[ self::PARENT ] ) ) {
			return;
		}
		$rank = array_flip( self::ORDER );
		usort( $submenu[ self::PARENT ], static fn( array $a, array $b ): int => ( $rank[ $a[2] ] ?? 99 ) <=> ( $rank[ $b[2] ] ?? 99 ) );
	}

	public function menu(): void {
		add_menu_page( __( 'Colophon', 'colophon' ), __( 'Colophon', 'colophon' ), 'manage_options', self::PARENT, array( $this, 'render' ), 'dashicons-book-alt', 81 );
		parent::menu();
	}

	protected function option(): string {
		return Setup::OPTION;
	}

	protected function key(): string {
		return 'colophon_setup';
	}

	/** Public post types a like/dislike control can go under: name => label. */
	private static function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $name => $type ) {
			if ( 'attachment' !== $name ) {
				$types[ $name ] = (string) $type->labels->name;
			}
		}
		return $types;
	}

	protected function validate( array $input ): array {
		$errors = array();
		$flag   = static fn( string $field ): bool => ! empty( $input[ $field ] ) && is_scalar( $input[ $field ] );
		$text   = static fn( string $field ): string => is_scalar( $input[ $field ] ?? '' ) ? trim( (string) ( $input[ $field ] ?? '' ) ) : '';

		$consent = Consent\Settings::get();
		$domain  = strtolower( $text( 'consent_domain' ) );
		$host    = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		if ( $flag( 'consent' ) && ! SiteHealth::domain_matches( $host, $domain ) ) {
			/* translators: 1: what was typed, 2: this site's host */
			$errors[] = sprintf( __( 'Consent domain: "%1$s" is not this site\'s domain. This site is on %2$s: use it (or the domain it is a subdomain of), or the banner stays away.', 'colophon' ), $domain, $host );
		}
		$consent['enabled'] = $flag( 'consent' );
		if ( '' !== $domain ) {
			$consent['domain'] = $domain;
		}

		list( $tracking, $tracking_errors ) = Tracking\Settings::validate( array_merge( Tracking\Settings::get(), array( 'pixel_code' => $text( 'pixel_code' ) ) ) );
		$errors                             = array_merge( $errors, $tracking_errors );

		$likes = array();
		foreach ( array_keys( self::post_types() ) as $type ) {
			if ( $flag( 'like_' . $type ) ) {
				$likes[] = $type;
			}
		}

		$this->clean = array(
			Consent\Settings::OPTION  => $consent,
			Tracking\Settings::OPTION => $tracking,
			\Colophon\Settings::LIKE_TYPES   => $likes,
			// 'yes'/'no' would read as true both: WordPress keeps false as '', which reads as off.
			\Colophon\Settings::LIGHTBOX => $flag( 'lightbox' ) ? 1 : 0,
			Takeover\Module::OPTION   => $flag( 'takeover' ),
		);
		return array( Setup::finished(), $errors );
	}

	protected function saved_also( array $input ): void {
		foreach ( $this->clean as $option => $value ) {
			update_option( $option, $value );
		}
	}

	protected function saved_message(): string {
		return __( 'Saved. Visitors now get what is ticked here; each choice has its own screen in this menu for the details.', 'colophon' );
	}

	protected function button(): string {
		return Setup::done() ? __( 'Save', 'colophon' ) : __( 'Finish setup', 'colophon' );
	}

	protected function saved(): array {
		$consent = Consent\Settings::get();
		$values  = array(
			'consent'        => (bool) $consent['enabled'],
			'consent_domain' => (string) $consent['domain'],
			'pixel_code'     => (string) Tracking\Settings::get()['pixel_code'],
			'lightbox'       => \Colophon\Settings::lightbox_global(),
			'takeover'       => Takeover\Module::enabled(),
		);
		// Before setup nothing is ticked but consent: the owner opts in to each change.
		$likes = Setup::done() ? \Colophon\Settings::like_dislike_post_types() : array();
		foreach ( array_keys( self::post_types() ) as $type ) {
			$values[ 'like_' . $type ] = in_array( $type, $likes, true );
		}
		if ( ! Setup::done() ) {
			$values['consent']  = true;
			$values['lightbox'] = false;
		}
		return $values;
	}

	protected function before_form(): void {
		if ( Setup::done() ) {
			echo '<p>' . esc_html__( 'What Colophon adds to your pages. Change a choice here, or open its screen in this menu for the details.', 'colophon' ) . '</p>';
			return;
		}
		echo '<div class="notice notice-info inline"><p><strong>' . esc_html__( 'Colophon changes nothing on your site until you finish this page.', 'colophon' ) . '</strong> ' . esc_html__( 'Visitors get exactly what they got before. Choose what to add, then press Finish setup. You can change every choice later.', 'colophon' ) . '</p></div>';
	}

	protected function rows( Fields $f ): void {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$f->check( 'consent', __( 'Consent banner', 'colophon' ), __( 'Adds the cookie banner and a small script in each page\'s head that holds back trackers, embeds and pixels until a visitor allows their category.', 'colophon' ) );
		/* translators: %s: this site's host */
		$f->text( 'consent_domain', __( 'Consent domain', 'colophon' ), sprintf( __( 'The domain the banner is registered for. This site is on %s; the banner shows only on that domain and its subdomains.', 'colophon' ), $host ) );
		$f->text( 'pixel_code', __( 'Ad pixel code', 'colophon' ), __( 'Empty: no pixel. With a code, the pixel loads after a visitor allows advertising cookies, and form sends and clicks go to it. The Tracking screen has the rest (experiments, affiliate links).', 'colophon' ) );
		echo '<tr><th scope="row">' . esc_html__( 'Like/dislike buttons', 'colophon' ) . '</th><td><fieldset aria-describedby="colophon-likes-help"><legend class="screen-reader-text">' . esc_html__( 'Like/dislike buttons under', 'colophon' ) . '</legend>';
		foreach ( self::post_types() as $type => $label ) {
			printf(
				'<label style="display:inline-block;margin:0 1.5em 4px 0"><input type="checkbox" name="%1$s" value="1" %2$s> %3$s</label>',
				esc_attr( $f->name( 'like_' . $type ) ),
				checked( '' !== $f->value( 'like_' . $type ) && '0' !== $f->value( 'like_' . $type ), true, false ),
				esc_html( $label )
			);
		}
		echo '<p class="description" id="colophon-likes-help">' . esc_html__( 'Adds a "Was this helpful?" pair of buttons under the content of each ticked type, with their counts.', 'colophon' ) . '</p></fieldset></td></tr>';
		$f->check( 'lightbox', __( 'Lightbox for every image link', 'colophon' ), __( 'Links to an image open it over the page, with next and previous, instead of leaving the page.', 'colophon' ) );
		$builder = Takeover\Module::incumbents()
			? __( 'The page builder\'s and the listing plugin\'s scripts are replaced by Colophon\'s on every page it fully covers (the Takeover screen lists them); other pages keep theirs.', 'colophon' )
			: __( 'No page builder is active, so takeover has nothing to do yet.', 'colophon' );
		$f->check( 'takeover', __( 'Takeover', 'colophon' ), $builder );
	}
}
