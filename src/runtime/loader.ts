/**
 * Loads each handler's chunk once, and each stylesheet once: what every element of one feature
 * shares. A chunk that fails is reported once and its elements stay as the server printed them:
 * webpack's own error, `Loading chunk {name} failed.` with its `type` (`error`, `missing`,
 * `timeout` after 120 s: output.chunkLoadTimeout) and `request` (the chunk's URL).
 */
import type { ColophonConfig } from './config-types';
import type { HandlerClass } from './handler';
import type { ManifestEntry } from './manifest-entry';

export interface Loader {
  /** The handler class of a chunk, or null when its chunk could not load. */
  handler(id: string, entry: ManifestEntry): Promise<HandlerClass | null>;
  /** Adds a stylesheet once per id (also used for the stylesheets injected markup needs). */
  stylesheet(href: string, id: string): Promise<void>;
  /**
   * The handler's stylesheet, when PHP did not print it (it only sees markers in the content it
   * renders): awaited before connecting, so the widget never shows unstyled.
   */
  style(id: string): Promise<void>;
}

export function createLoader(config: ColophonConfig, report: (error: unknown, source: string, phase: string) => void): Loader {
  const modules = new Map<string, Promise<HandlerClass | null>>();
  const styles = new Map<string, Promise<void>>();
  const once = <T>(cache: Map<string, Promise<T>>, id: string, start: () => Promise<T>): Promise<T> => {
    let loading = cache.get(id);
    if (!loading) cache.set(id, (loading = start()));
    return loading;
  };
  const stylesheet = (href: string, id: string) =>
    once(styles, id, () =>
      // Printed by PHP as a link, or inline (WordPress inlines small stylesheets as `{handle}-inline-css`).
      document.getElementById(id) || document.getElementById(id.replace(/-css$/, '-inline-css'))
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, id });
            link.onload = link.onerror = () => resolve();
            document.head.append(link);
          }),
    );
  return {
    handler: (id, entry) =>
      once(modules, id, () =>
        // Started at once; a loader that throws fails like one whose chunk did not come.
        new Promise<Awaited<ReturnType<ManifestEntry['load']>>>((resolve) => resolve(entry.load())).then(
          (module) => module.default,
          (error: unknown) => {
            report(error, id, 'loading chunk');
            return null;
          },
        ),
      ),
    stylesheet,
    style: (id) => {
      const url = config.styles?.[id];
      return url ? stylesheet(url, `colophon-${id}-css`) : Promise.resolve();
    },
  };
}
