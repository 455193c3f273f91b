<?php
/**
 * The pricing block as visitors get it: the markup the pricing-toggle handler attaches to
 * (../index.ts), with every plan's price for both periods printed, so the prices read without
 * script (the note) and the switch only shows or hides them.
 *
 * @package Colophon
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json).
 */

defined( 'ABSPATH' ) || exit;

$colophon_price = static function ( string $amount ) use ( $attributes ): string {
	$amount   = trim( $amount );
	$currency = (string) $attributes['currency'];
	// The editor's rule (price.ts): digits, and a decimal part or none.
	if ( ! preg_match( '/^\d+(?:\.\d+)?$/', $amount ) ) {
		return '';
	}
	$decimals = str_contains( $amount, '.' ) ? strlen( substr( strrchr( $amount, '.' ), 1 ) ) : 0;
	$number   = number_format_i18n( (float) $amount, min( 2, $decimals ) );
	return ! empty( $attributes['currencyAfter'] ) ? $number . ' ' . $currency : $currency . $number;
};

// An empty text is the translated default (edit.tsx shows the same as its placeholder).
$colophon_text    = static fn( string $key, string $fallback ): string => '' !== trim( (string) ( $attributes[ $key ] ?? '' ) ) ? (string) $attributes[ $key ] : $fallback;
$colophon_periods = array(
	'yearly'  => array( $colophon_text( 'yearlyLabel', __( 'Yearly', 'colophon' ) ), $colophon_text( 'yearlySuffix', __( 'a month, billed yearly', 'colophon' ) ) ),
	'monthly' => array( $colophon_text( 'monthlyLabel', __( 'Monthly', 'colophon' ) ), $colophon_text( 'monthlySuffix', __( 'a month, billed monthly', 'colophon' ) ) ),
);
$colophon_shown   = 'monthly' === $attributes['period'] ? 'monthly' : 'yearly';
$colophon_group   = wp_unique_id( 'colophon-period-' );
$colophon_plans   = array_values( array_filter( (array) $attributes['plans'], 'is_array' ) );
if ( ! $colophon_plans ) {
	// No switch over nothing for visitors; the page builder's preview says what to do.
	\Colophon\Blocks::preview_note( __( 'Add the plans you sell; each has a yearly and a monthly price.', 'colophon' ) );
	return;
}

$colophon_switch = '';
foreach ( $colophon_periods as $colophon_value => $colophon_period ) {
	$colophon_switch .= sprintf(
		'<label><input type="radio" name="%1$s" value="%2$s"%3$s><span>%4$s</span></label>',
		esc_attr( $colophon_group ),
		esc_attr( $colophon_value ),
		checked( $colophon_shown, $colophon_value, false ),
		esc_html( $colophon_period[0] )
	);
}

$colophon_notes = array();
$colophon_cards = '';
foreach ( $colophon_plans as $colophon_plan ) {
	$colophon_name   = (string) ( $colophon_plan['name'] ?? '' );
	$colophon_prices = '';
	$colophon_both   = array();
	foreach ( $colophon_periods as $colophon_value => $colophon_period ) {
		$colophon_amount = $colophon_price( (string) ( $colophon_plan[ $colophon_value ] ?? '' ) );
		if ( '' === $colophon_amount ) {
			continue;
		}
		$colophon_both[]  = $colophon_amount . ' ' . $colophon_period[1];
		$colophon_prices .= sprintf(
			'<span data-period="%1$s"%2$s><b>%3$s</b> %4$s</span>',
			esc_attr( $colophon_value ),
			$colophon_value === $colophon_shown ? '' : ' hidden',
			esc_html( $colophon_amount ),
			esc_html( $colophon_period[1] )
		);
	}
	if ( $colophon_both ) {
		/* translators: 1: a plan's name, 2: its prices, "$19 a month, billed yearly, or $23 a month, billed monthly" */
		$colophon_notes[] = sprintf( __( '%1$s: %2$s.', 'colophon' ), $colophon_name, implode( __( ', or ', 'colophon' ), $colophon_both ) );
	}
	$colophon_points = array_filter( array_map( 'trim', explode( "\n", (string) ( $colophon_plan['features'] ?? '' ) ) ) );
	$colophon_list   = $colophon_points ? '<ul class="colophon-pricing__features">' . implode( '', array_map( static fn( string $p ): string => '<li>' . esc_html( $p ) . '</li>', $colophon_points ) ) . '</ul>' : '';
	$colophon_url    = (string) ( $colophon_plan['url'] ?? '' );
	$colophon_button = '' !== (string) ( $colophon_plan['button'] ?? '' ) && '' !== $colophon_url
		? sprintf( '<a class="colophon-pricing__button wp-element-button" href="%1$s">%2$s</a>', esc_url( $colophon_url ), esc_html( (string) $colophon_plan['button'] ) )
		: '';
	$colophon_cards .= sprintf(
		'<div class="colophon-pricing__plan%1$s"><h3 class="colophon-pricing__name">%2$s</h3><p class="colophon-pricing__price">%3$s</p>%4$s%5$s</div>',
		empty( $colophon_plan['featured'] ) ? '' : ' is-featured',
		esc_html( $colophon_name ),
		$colophon_prices,
		$colophon_list,
		$colophon_button
	);
}

// In the editor's preview the switch is shown as visitors see it once the handler runs.
$colophon_preview = \Colophon\Blocks::preview();
$colophon_wrapper = get_block_wrapper_attributes(
	array(
		'class'             => 'colophon-pricing-toggle colophon-pricing' . ( $colophon_preview ? ' is-interactive' : '' ),
		'data-element_type' => 'widget',
		'data-widget_type'  => 'colophon-pricing-toggle.default',
	)
);

printf(
	'<div %1$s><div class="colophon-pricing__head"><fieldset class="colophon-pricing__switch"><legend>%2$s</legend>%3$s</fieldset><p class="colophon-pricing__note">%4$s</p></div><div class="colophon-pricing__plans">%5$s</div></div>',
	$colophon_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	esc_html( $colophon_text( 'legend', __( 'Billing period', 'colophon' ) ) ),
	$colophon_switch, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped parts.
	esc_html( implode( ' ', $colophon_notes ) ),
	$colophon_cards // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped parts.
);
