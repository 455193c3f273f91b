<?php
/**
 * What a feature's PHP entry (features/<id>/php/Feature.php, class Colophon\<Id>\Feature) is: one
 * `register()` that adds the feature's hooks. includes/Plugin.php calls it for every feature that
 * feature.json says has one (`"php": "always"` from activation, `"visitors"` once the owner has
 * finished the setup), in the order of the features' folders; nothing else runs at load time.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

interface Feature {

	public function register( Context $context ): void;
}
