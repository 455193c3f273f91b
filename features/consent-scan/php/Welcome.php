<?php
/**
 * The consent setup's steps on the welcome screen (Colophon → Overview, where the notice after
 * activation leads), each with where the owner left it, so the setup can be left and resumed:
 * the site scan (not yet / found N hosts, M unknown / confirmed, strict mode on), the banner's
 * words and look, and the rules by region. Each links to its screen; nothing here is saved.
 *
 * @package Colophon
 */

namespace Colophon\ConsentScan;

use Colophon\Admin\Fields;
use Colophon\Admin\WelcomeSection;
use Colophon\Consent\BannerTexts;
use Colophon\Consent\Look;
use Colophon\Consent\Settings;

defined( 'ABSPATH' ) || exit;

final class Welcome implements WelcomeSection {

	public function order(): int {
		return 11;
	}

	public function values( bool $done ): array {
		return array();
	}

	public function validate( array $input, callable $flag, callable $text ): array {
		return array( array(), array() );
	}

	public function rows( Fields $f ): void {
		$settings = Settings::get();
		$view     = Results::view();
		$unknown  = count( array_filter( $view['rows'], static fn( array $r ): bool => 'unknown' === $r['status'] ) );
		if ( $settings['strict'] ) {
			$scan = __( 'Done: strict mode is on.', 'colophon' );
		} elseif ( $view['time'] ) {
			/* translators: 1: number of other sites, 2: how many are unknown */
			$scan = sprintf( _n( 'Scanned: %1$d other site, %2$d unknown. Decide on the unknown ones, then confirm to turn on strict mode.', 'Scanned: %1$d other sites, %2$d unknown. Decide on the unknown ones, then confirm to turn on strict mode.', count( $view['rows'] ), 'colophon' ), count( $view['rows'] ), $unknown );
		} else {
			$scan = __( 'Not yet: find every other site your pages load from, and hold back the ones Colophon does not know.', 'colophon' );
		}
		$own    = BannerTexts::owners();
		$look   = Look::get( $settings );
		$banner = $own || Look::DEFAULTS !== $look ? __( 'Your words and look.', 'colophon' ) : __( 'The built-in words and look, in the site\'s language.', 'colophon' );
		/* translators: 1: number of rules, 2: a header name, 3: the law for other visitors */
		$regions = $settings['regionRules'] ? sprintf( _n( '%1$d rule by %2$s; others: %3$s.', '%1$d rules by %2$s; others: %3$s.', count( $settings['regionRules'] ), 'colophon' ), count( $settings['regionRules'] ), $settings['regionHeader'], strtoupper( $settings['law'] ) ) : sprintf( __( 'One law for every visitor: %s.', 'colophon' ), strtoupper( $settings['law'] ) );

		$steps = array(
			array( __( 'Scan your site', 'colophon' ), admin_url( 'admin.php?page=' . Screen::SLUG ), $scan ),
			array( __( 'The banner\'s words and look', 'colophon' ), admin_url( 'admin.php?page=colophon-consent#colophon-look_position' ), $banner ),
			array( __( 'Rules by region', 'colophon' ), admin_url( 'admin.php?page=colophon-consent#colophon-regionHeader' ), $regions ),
		);
		$f->note(
			__( 'Consent setup', 'colophon' ),
			static function () use ( $steps ): void {
				echo '<ol class="colophon-welcome-steps">';
				foreach ( $steps as list( $label, $url, $status ) ) {
					printf( '<li><a href="%1$s">%2$s</a>: %3$s</li>', esc_url( $url ), esc_html( $label ), esc_html( $status ) );
				}
				echo '</ol><p class="description">' . esc_html__( 'Each can be done now or later; this page shows where you left it.', 'colophon' ) . '</p>';
			}
		);
	}
}
