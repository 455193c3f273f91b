/**
 * Colophon's own customization sections, and the hook through which other plugins add theirs:
 *   wp.hooks.addAction('colophon.kits.sections', 'my-plugin', (registry) => registry.register({...}))
 */
import { CustomizationRegistry } from './registry';

export const SECTIONS_HOOK = 'colophon.kits.sections';

export function colophonSections(registry: CustomizationRegistry): void {
  registry.register({
    key: 'popups',
    title: 'Popups',
    description: 'Each popup with its content, triggers, timing rules and the pages it shows on.',
    useParentDefault: true,
    order: 10,
  });
  registry.register({
    key: 'pages',
    title: 'Pages built with Colophon widgets',
    description: 'Their content and layout. Links that open a popup are pointed at the imported popup.',
    useParentDefault: true,
    order: 20,
  });
  registry.register({
    key: 'stores',
    title: 'Data stores',
    description: "Store definitions (favourites, compare lists…): name, type, size and button texts. Never a visitor's items.",
    useParentDefault: true,
    order: 30,
  });
  registry.register({
    key: 'settings',
    title: 'Consent and tracking settings',
    description: "Imported settings replace this site's, after the same checks as their settings pages.",
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
    problems.push(`A plugin's kit section was not added: ${(error as Error).message}`);
  }
  return { registry, problems };
}
