/**
 * Menu options: the SmartMenus defaults the page builder's menu uses (show 250 ms, hide 500 ms,
 * fade 200 ms, scroll step 30 px, sub-menus 10em–20em wide), overridden by the menu's
 * `data-sm-options` JSON (read by ./index.ts: invalid JSON is reported and the defaults are used). Pure.
 */
export interface MenuOptions {
  showTimeout: number;
  hideTimeout: number;
  /** The fade-in of a sub-menu, ms. */
  showDuration: number;
  scrollStep: number;
  subMenusMinWidth: string;
  subMenusMaxWidth: string;
}

export const menuDefaults: MenuOptions = {
  showTimeout: 250,
  hideTimeout: 500,
  showDuration: 200,
  scrollStep: 30,
  subMenusMinWidth: '10em',
  subMenusMaxWidth: '20em',
};

const CSS_LENGTH = /^\d+(\.\d+)?(px|em|rem|%|vw|ch)$/;

/** The options for a menu whose `data-sm-options` parsed to `given` (undefined when absent). */
export function menuOptions(given: Record<string, unknown> | undefined): MenuOptions {
  const options = { ...menuDefaults };
  if (!given) return options;
  for (const key of ['showTimeout', 'hideTimeout', 'showDuration', 'scrollStep'] as const) {
    const value = given[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) options[key] = Math.min(value, 10000);
  }
  for (const key of ['subMenusMinWidth', 'subMenusMaxWidth'] as const) {
    const value = given[key];
    if (typeof value === 'string' && CSS_LENGTH.test(value)) options[key] = value;
  }
  return options;
}
