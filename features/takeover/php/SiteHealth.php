<?php
/**
 * A Site Health entry: with takeover on, how many pages keep the incumbents' front end, and the
 * widgets that keep them.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class SiteHealth {

	public function __construct( private Coverage $coverage ) {}

	public function register(): void {
		add_filter(
			'site_status_tests',
			function ( array $tests ): array {
				$tests['direct']['colophon_takeover'] = array(
					'label' => __( 'Colophon takeover', 'colophon' ),
					'test'  => array( $this, 'test' ),
				);
				return $tests;
			}
		);
	}

	/** @return array<string, mixed> */
	public function test(): array {
		$result = array(
			'label'       => __( 'Colophon takeover covers every page', 'colophon' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Performance', 'colophon' ),
				'color' => 'blue',
			),
			'description' => '',
			'actions'     => sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'admin.php?page=colophon-takeover' ) ), esc_html__( 'Takeover settings and report', 'colophon' ) ),
			'test'        => 'colophon_takeover',
		);
		if ( ! Module::enabled() || ! Module::incumbents() ) {
			$result['label']       = __( 'Colophon takeover is off', 'colophon' );
			$result['description'] = '<p>' . esc_html__( 'The page builder\'s and the listing plugin\'s own scripts run on every page.', 'colophon' ) . '</p>';
			return $result;
		}
		$report = ( new Report( $this->coverage ) )->build();
		if ( $report['unchecked'] ) {
			$result['status']      = 'recommended';
			$result['label']       = __( 'Colophon takeover is paused for a version it is not checked with', 'colophon' );
			$result['description'] = '<p>' . esc_html( implode( '; ', $report['unchecked'] ) ) . '. ' . esc_html__( 'Every page keeps the page builder\'s own front end until an update of Colophon is checked with this version.', 'colophon' ) . '</p>';
			return $result;
		}
		if ( ! $report['kept'] ) {
			$result['description'] = '<p>' . esc_html( sprintf( /* translators: %d: number of pages */ _n( 'The %d page built with the page builder runs on Colophon\'s front end.', 'All %d pages built with the page builder run on Colophon\'s front end.', $report['taken'], 'colophon' ), $report['taken'] ) ) . '</p>';
			return $result;
		}
		$result['status']      = 'recommended';
		$result['label']       = sprintf( /* translators: %d: number of pages */ _n( '%d page keeps the page builder\'s scripts', '%d pages keep the page builder\'s scripts', count( $report['kept'] ), 'colophon' ), count( $report['kept'] ) );
		$result['description'] = '<p>' . esc_html__( 'Takeover runs on a page only when Colophon covers every widget on it; the others keep the page builder\'s own front end, so nothing breaks. Widgets that keep pages:', 'colophon' ) . ' '
			. esc_html( implode( ', ', array_keys( $report['widgets'] ) ) ) . '</p>';
		return $result;
	}
}
