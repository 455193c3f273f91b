/**
 * A/B experiments: the site owner maps forms (CSS selectors) to experiment ids; a
 * successful submission of a mapped form calls the A/B tool's conversion function (its global
 * name is a setting, dotted paths allowed: `abTool.convert`) with the id. The tool is a
 * third-party script the consent blocker holds like any other, so the function exists only once
 * its category allows it; it is called only with analytics consent as well.
 */
export interface Experiment {
  selector: string;
  id: number;
}

/** The experiment the form belongs to (the first mapping it matches); a selector that does not parse is skipped with a warning. */
export function experimentFor(form: Element, experiments: readonly Experiment[]): number | undefined {
  for (const { selector, id } of experiments) {
    try {
      if (form.matches(selector) || form.closest(selector)) return id;
    } catch {
      console.warn(`[colophon] the experiment selector "${selector}" is not a valid CSS selector; experiment ${id} is skipped.`);
    }
  }
  return undefined;
}

const PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** The conversion function at `path` on `root`, or undefined (no such function, or not a plain dotted name). */
export function conversionFunction(path: string, root: object = window): ((id: number) => unknown) | undefined {
  if (!PATH.test(path)) return undefined;
  let owner: unknown = undefined;
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
    owner = value;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'function' ? (id: number) => (value as (this: unknown, id: number) => unknown).call(owner, id) : undefined;
}

/** Calls the conversion function; a missing function or one that throws is logged, never thrown. */
export function convert(path: string, id: number, root: object = window): boolean {
  const fn = conversionFunction(path, root);
  if (!fn) {
    console.warn(
      `[colophon] experiment ${id}: the conversion function "${path}" is not on the page (the A/B tool did not load or is not allowed); the conversion was not recorded there.`,
    );
    return false;
  }
  try {
    fn(id);
    return true;
  } catch (error) {
    console.warn(`[colophon] experiment ${id}: the conversion function "${path}" failed.`, error);
    return false;
  }
}
