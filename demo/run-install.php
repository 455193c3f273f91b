<?php
/**
 * Entry for `wp eval-file` (wp-env): installs the demo content into an already running site.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/install.php';
colophon_demo_install();
