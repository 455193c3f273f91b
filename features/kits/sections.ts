/**
 * Colophon's own customization sections, and the hook through which other plugins add theirs:
 *   wp.hooks.addAction('colophon.kits.sections', 'my-plugin', (registry) => registry.register({...}))
 */
import { CustomizationRegistry } from './registry';
import { __, sprintf } from '@wordpress/i18n';

export const SECTIONS_HOOK = 'colophon.kits.sections';

export function colophonSections(registry: CustomizationRegistry): void {
  registry.register({
    key: 'popups',
    title: __('Popups', 'colophon'),
    description: __('Each popup with its content, triggers, timing rules and the pages it shows on.', 'colophon'),
    useParentDefault: true,
    order: 10,
  });
  registry.register({
    key: 'pages',
    title: __('Pages built with Colophon widgets', 'colophon'),
    description: __('Their content and layout. Links that open a popup are pointed at the imported popup.', 'colophon'),
    useParentDefault: true,
    order: 20,
  });
  registry.register({
    key: 'stores',
    title: __('Data stores', 'colophon'),
    description: __("Store definitions (favourites, compare lists…): name, type, size and button texts. Never a visitor's items.", 'colophon'),
    useParentDefault: true,
    order: 30,
  });
  registry.register({
    key: 'settings',
    title: __('Consent and tracking settings', 'colophon'),
    description: __("Imported settings replace this site's, after the same checks as their settings pages.", 'colophon'),
    useParentDefault: true,
    order: 40,
  });
}

/** The registry with Colophon's sections and every plugin's; a plugin whose section is refused is named in `problems`. */
export function createRegistry(hooks?: { doAction(name: string, ...args: unknown[]): void }): { registry: CustomizationRegistry; problems: string[] } {
  const registry = new CustomizationRegistry();
  colophonSections(registry);
  const problems: string[] = [];
  try {
    hooks?.doAction(SECTIONS_HOOK, registry);
  } catch (error) {
    /* translators: %s: why */
    problems.push(sprintf(__("A plugin's kit section was not added: %s", 'colophon'), (error as Error).message));
  }
  return { registry, problems };
}
