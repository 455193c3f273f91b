<?php
/**
 * Colophon → Takeover (includes/Admin/SettingsPage.php: declared fields), with the report of the
 * pages it keeps on the page builder's front end below them.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

use Colophon\Admin\Fields;

defined( 'ABSPATH' ) || exit;

final class SettingsPage extends \Colophon\Admin\SettingsPage {

	public function __construct( private ?Coverage $coverage = null ) {}

	protected function slug(): string {
		return 'colophon-takeover';
	}

	protected function title(): string {
		return __( 'Colophon takeover', 'colophon' );
	}

	protected function menu_title(): string {
		return __( 'Takeover', 'colophon' );
	}

	protected function option(): string {
		return Module::OPTION;
	}


	protected function validate( array $input ): array {
		return array( ! empty( $input['enabled'] ), array() );
	}

	protected function saved_message(): string {
		return Module::enabled()
			? __( 'Takeover is on: visitors now get Colophon\'s front end instead of the page builder\'s scripts.', 'colophon' )
			: __( 'Takeover is off: the page builder\'s own scripts run, and Colophon stays out of their way.', 'colophon' );
	}

	protected function button(): string {
		return __( 'Save takeover setting', 'colophon' );
	}

	protected function saved(): array {
		return array( 'enabled' => Module::enabled() );
	}

	protected function rows( Fields $f ): void {
		$found = Module::incumbents();
		$names = array();
		foreach ( $found as $slug => $version ) {
			$names[] = trim( ( VersionGate::NAMES[ $slug ] ?? $slug ) . ' ' . $version );
		}
		// The checked add-ons on this site, and those at a version takeover has not been checked with.
		$addons  = Addons::data();
		$running = Addons::running( $addons );
		$checked = Addons::checked( $addons, $running );
		$listed  = array();
		foreach ( $running as $slug => $version ) {
			$named    = trim( (string) ( $addons[ $slug ]['name'] ?? $slug ) . ' ' . $version );
			$listed[] = in_array( $slug, $checked, true ) ? $named : sprintf( /* translators: %s: an add-on's name and version */ __( '%s (a version not checked: its widgets keep their pages)', 'colophon' ), $named );
		}
		$f->note(
			__( 'What it does', 'colophon' ),
			static function () use ( $names, $listed ): void {
				echo '<p>' . esc_html__( 'With takeover on, pages keep the markup and styles the page builder and the listing plugin print, but visitors no longer download their scripts (nor the Hello Elementor theme\'s header script, nor jQuery when nothing else on the page needs it): Colophon\'s handlers run popups, sticky headers, motion effects, carousels, menus, loop filters, listings, calendars, stores, accordions, tabs, counters, alerts and videos instead. Data stores defined in JetEngine keep working as they are. Breakpoints come from your page builder kit.', 'colophon' ) . '</p>';
				echo '<p>' . esc_html__( 'A page with anything Colophon does not cover, such as most add-on widgets, keeps the page builder\'s own front end whole, so nothing on it stops working. The widgets of checked add-ons that need no script of their own are covered, and their scripts go too. To compare a page, open it with ?colophon-takeover=off while logged in as an administrator: you see the page builder\'s own front end. Developers can turn takeover off for a request with the colophon_takeover filter.', 'colophon' ) . '</p>';
				echo '<p><strong>' . esc_html__( 'Detected:', 'colophon' ) . '</strong> ' . esc_html( $names ? implode( ', ', $names ) : __( 'none of Elementor, Elementor Pro or JetEngine is active, so takeover has nothing to do.', 'colophon' ) ) . '</p>';
				if ( $listed ) {
					echo '<p><strong>' . esc_html__( 'Checked add-ons:', 'colophon' ) . '</strong> ' . esc_html( implode( ', ', $listed ) ) . '</p>';
				}
			}
		);
		$f->check( 'enabled', __( 'Replace the page builder\'s and the listing plugin\'s front-end scripts with Colophon', 'colophon' ) );
		if ( \Colophon\FloatingElements\Availability::page_builder_decides() ) {
			$on = \Colophon\FloatingElements\Availability::containers_on();
			$f->note( __( 'Contact buttons and floating bars', 'colophon' ), fn() => $this->containers( $on ) );
		}
	}

	/** The report, below the fields: it does not change with them. */
	protected function after_form(): void {
		if ( Module::incumbents() && $this->coverage ) {
			$this->report( ( new Report( $this->coverage ) )->build() );
		}
	}

	/**
	 * Whether the page builder's contact buttons and floating bars are run: its own container
	 * experiment decides (Elementor → Settings → Features), so the screen says which, and where.
	 */
	private function containers( bool $on ): void {
		echo '<p>';
		echo esc_html(
			$on
				? __( 'The page builder\'s container experiment is on, so its contact buttons and floating bars work with takeover on.', 'colophon' )
				: __( 'The page builder\'s container experiment is off, so it offers no contact buttons or floating bars, and Colophon runs none.', 'colophon' )
		);
		$where = is_callable( array( '\\Elementor\\Settings', 'get_settings_tab_url' ) ) ? (string) \Elementor\Settings::get_settings_tab_url( 'experiments' ) : admin_url( 'admin.php?page=elementor-settings#tab-experiments' );
		echo ' <a href="' . esc_url( $where ) . '">' . esc_html__( 'Change it in the page builder\'s Features', 'colophon' ) . '</a></p>';
	}

	/** The pages kept on the incumbents' front end, and the widgets that keep them. */
	private function report( array $report ): void {
		echo '<h2 id="colophon-takeover-report">' . esc_html__( 'Pages', 'colophon' ) . '</h2>';
		if ( $report['unchecked'] ) {
			echo '<div class="notice notice-warning inline"><p><strong>' . esc_html__( 'Takeover is paused on every page:', 'colophon' ) . '</strong> ' . esc_html( implode( '; ', $report['unchecked'] ) ) . '.</p><p>'
				. esc_html__( 'Every page keeps the page builder\'s own front end, so nothing breaks, until an update of Colophon is checked with this version. What follows is what takeover would do then.', 'colophon' ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Takeover runs on a page only when Colophon covers everything on it: the page, its header and footer, its popups and the templates inside them. Any other page keeps the page builder\'s own front end whole, so nothing on it breaks.', 'colophon' ) . '</p>';
		echo '<p><strong>' . esc_html(
			sprintf(
				/* translators: 1: pages taken over, 2: pages built with the page builder */
				__( '%1$d of %2$d documents built with the page builder can be taken over.', 'colophon' ),
				$report['taken'],
				$report['total']
			)
		) . '</strong>' . ( $report['more'] ? ' ' . esc_html( sprintf( /* translators: %d: a number */ __( '(Only the first %d are read here.)', 'colophon' ), Report::LIMIT ) ) : '' ) . '</p>';
		if ( $report['kept'] ) {
			echo '<table class="widefat striped" aria-labelledby="colophon-kept-caption"><caption id="colophon-kept-caption" style="text-align:left;font-weight:600;padding:8px 0">' . esc_html__( 'Kept on the page builder\'s front end', 'colophon' ) . '</caption>';
			echo '<thead><tr><th scope="col">' . esc_html__( 'Document', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Type', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'What keeps it', 'colophon' ) . '</th></tr></thead><tbody>';
			foreach ( $report['kept'] as $row ) {
				$edit = get_edit_post_link( $row['id'] );
				$what = array();
				foreach ( $row['reasons'] as $name => $count ) {
					$what[] = $count > 1 ? sprintf( '%s × %d', $name, $count ) : $name;
				}
				printf(
					'<tr><td>%s</td><td>%s</td><td>%s</td></tr>',
					$edit ? sprintf( '<a href="%s">%s</a>', esc_url( $edit ), esc_html( $row['title'] ) ) : esc_html( $row['title'] ),
					esc_html( $row['type'] ),
					esc_html( implode( ', ', $what ) )
				);
			}
			echo '</tbody></table>';
			echo '<p class="description">' . esc_html__( 'A header, footer or popup template listed here keeps every page it shows on.', 'colophon' ) . '</p>';
		}
		if ( $report['widgets'] ) {
			echo '<table class="widefat striped" style="margin-top:16px"><caption style="text-align:left;font-weight:600;padding:8px 0">' . esc_html__( 'Widgets Colophon does not cover yet, across the site', 'colophon' ) . '</caption>';
			echo '<thead><tr><th scope="col">' . esc_html__( 'Widget or feature', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Documents', 'colophon' ) . '</th><th scope="col">' . esc_html__( 'Times used', 'colophon' ) . '</th></tr></thead><tbody>';
			$addons  = Addons::data();
			$running = Addons::running( $addons );
			foreach ( $report['widgets'] as $name => $use ) {
				$addon = Addons::describe( $addons, $running, (string) $name );
				printf( '<tr><td><code>%s</code>%s</td><td>%d</td><td>%d</td></tr>', esc_html( $name ), '' !== $addon ? ' — ' . esc_html( $addon ) : '', (int) $use['documents'], (int) $use['count'] );
			}
			echo '</tbody></table>';
		}
	}
}
