/**
 * wp-admin app entry (kit import/export customisation, template-library analytics). Not built yet:
 * this entry only exists so the build, the manifest and the PHP enqueue path are in place. PHP
 * does not enqueue it until it has a feature.
 */
export {};
