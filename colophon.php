<?php
/**
 * Plugin Name:       Colophon
 * Description:       The visitor-facing front end of the site: consent and tracking, marketing widgets and the page-builder runtime, without jQuery.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * Author:            Colophon
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       colophon
 * Domain Path:       /languages
 * Update URI:        false
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

define( 'COLOPHON_VERSION', '0.1.0' );
define( 'COLOPHON_FILE', __FILE__ );
define( 'COLOPHON_DIR', __DIR__ );

require_once __DIR__ . '/includes/autoload.php';

register_activation_hook( __FILE__, array( \Colophon\Plugin::class, 'activate' ) );
// Translations shipped in languages/ (colophon.pot is their template); WordPress's own
// wp-content/languages/plugins/ ones, when a site has them, are loaded first and win.
add_action( 'init', static fn() => load_plugin_textdomain( 'colophon', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' ) );
\Colophon\Plugin::boot();
