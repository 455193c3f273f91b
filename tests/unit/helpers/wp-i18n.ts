/**
 * `@wordpress/i18n` as unit tests use it (the build takes it from WordPress as `wp.i18n`): texts
 * untranslated, `sprintf` with WordPress's numbered and plain `%s`/`%d`. jest.config.ts maps
 * `@wordpress/i18n` here for every test.
 */
export const __ = (text: string): string => text;

export const _n = (single: string, plural: string, count: number): string => (count === 1 ? single : plural);

export function sprintf(format: string, ...args: Array<string | number>): string {
  let next = 0;
  return format.replace(/%(?:(\d)\$)?[sd]/g, (_, n: string | undefined) => String(args[n ? Number(n) - 1 : next++]));
}
