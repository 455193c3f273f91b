<?php
/**
 * Site Health tests (Tools → Site Health) for what breaks Colophon without a word on the front
 * end: a plugin folder without its build, database tables older than the plugin, and a consent
 * domain that does not match the site (the banner then stays away and every non-necessary script
 * stays blocked). Takeover's own entry lives in features/takeover/php/SiteHealth.php.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class SiteHealth {

	private const BADGE = array(
		'label' => 'Colophon',
		'color' => 'blue',
	);

	public function __construct( private AssetManifest $manifest ) {}

	public function register(): void {
		add_filter(
			'site_status_tests',
			function ( array $tests ): array {
				$tests['direct']['colophon_build']    = array(
					'label' => __( 'Colophon build', 'colophon' ),
					'test'  => array( $this, 'build' ),
				);
				$tests['direct']['colophon_database'] = array(
					'label' => __( 'Colophon database tables', 'colophon' ),
					'test'  => array( $this, 'database' ),
				);
				return $tests;
			}
		);
	}

	/** One test's result, in Site Health's shape, with Colophon's badge (features' tests use it too). */
	public static function result( string $test, bool $good, string $label, string $description, string $action = '' ): array {
		return array(
			'label'       => $label,
			'status'      => $good ? 'good' : 'critical',
			'badge'       => self::BADGE,
			'description' => '<p>' . esc_html( $description ) . '</p>',
			'actions'     => $action,
			'test'        => $test,
		);
	}

	/** @return array<string, mixed> */
	public function build(): array {
		if ( $this->manifest->exists() ) {
			return self::result( 'colophon_build', true, __( 'Colophon\'s scripts are built', 'colophon' ), __( 'The plugin folder holds its built scripts (dist/), so visitors get consent, tracking and the widgets.', 'colophon' ) );
		}
		return self::result(
			'colophon_build',
			false,
			__( 'Colophon\'s scripts are missing', 'colophon' ),
			__( 'The plugin folder has no dist/ folder: it was copied from the source, not installed from the release zip. Visitors get no consent banner and no Colophon widgets. Install colophon.zip, or run npm run build in the plugin folder.', 'colophon' )
		);
	}

	/** @return array<string, mixed> */
	public function database(): array {
		$version = (string) get_option( 'colophon_db_version' );
		if ( Schema::VERSION === $version ) {
			return self::result( 'colophon_database', true, __( 'Colophon\'s database tables are current', 'colophon' ), __( 'The likes and saved-items tables have the shape this version of Colophon expects.', 'colophon' ) );
		}
		return self::result(
			'colophon_database',
			false,
			__( 'Colophon\'s database tables are out of date', 'colophon' ),
			sprintf(
				/* translators: 1: the tables' version on this site, 2: the version the plugin needs. */
				__( 'The tables are at version %1$s; this version of Colophon needs %2$s. Colophon brings them up to date on the next page load; if this stays, the database user may not create or alter tables.', 'colophon' ),
				'' === $version ? __( 'none', 'colophon' ) : $version,
				Schema::VERSION
			)
		);
	}

	/** The host matches the registered domain or is a subdomain of it (a leading www. ignored on both). */
	public static function domain_matches( string $host, string $registered ): bool {
		$want = self::bare_host( $registered );
		$have = self::bare_host( $host );
		return '' !== $want && '' !== $have && ( $have === $want || str_ends_with( $have, '.' . $want ) );
	}

	/**
	 * A host or a domain as typed (it may be a URL, `https://www.example.com/shop`, or carry a port)
	 * as the domain rule compares it: the host alone, in lower case, without a leading `www.` or
	 * trailing dots. The consent page config gives the boots the registered domain in this form.
	 */
	public static function bare_host( string $value ): string {
		$host = (string) preg_replace( '#[/:].*$#s', '', (string) preg_replace( '#^[a-z]+://#i', '', trim( $value ) ) );
		return rtrim( (string) preg_replace( '/^www\./', '', strtolower( trim( $host ) ) ), '.' );
	}
}
