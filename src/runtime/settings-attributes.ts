/** Widgets carry `data-settings`, documents (popups, pages) `data-elementor-settings`; a change is passed on live. */
export const SETTINGS_ATTRIBUTES = ['data-settings', 'data-elementor-settings'];
