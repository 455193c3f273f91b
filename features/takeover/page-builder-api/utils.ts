/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * The page builder's utilities that add-ons call.
 * - `utils.swiper`: `new utils.swiper(container, config)` is a promise of a Swiper on `container`
 *   (an element or a jQuery object). The Swiper is the page builder's own copy (its `lib/swiper/v8/`,
 *   from `urls.assets` in its config), loaded once, the first time one is asked for, with its
 *   stylesheet (which, failing, stops nothing); the add-ons' configs are written for it. With reduced motion asked for, no
 *   transition and no autoplay, as the page builder does.
 * - `utils.assetsLoader.load(type, key)`: that same script (`script`, `swiper`) and stylesheet
 *   (`style`, `swiper`); any other asset is refused with an error that names it.
 * - `waypoint($element, callback, options)`: `callback` (with `this` the element, and `'down'`)
 *   once the element's top comes within `offset` of the viewport's top (`'100%'`: as it enters at the
 *   bottom; a number of px, or a percentage of the viewport's height); once, unless `triggerOnce` is
 *   false.
 */

const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';

const loaded = new Map<string, Promise<void>>();

function add(url: string, type: 'script' | 'style'): Promise<void> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const node = document.createElement(type === 'script' ? 'script' : 'link');
      if (node instanceof HTMLScriptElement) node.src = url;
      else Object.assign(node, { rel: 'stylesheet', href: url });
      if (nonce) node.nonce = nonce;
      node.onload = () => resolve();
      node.onerror = () => reject(new Error(`Colophon could not load ${url} for the page builder's add-ons.`));
      document.head.append(node);
    });
    loaded.set(url, promise);
  }
  return promise;
}

export function assetsLoader(assets: string): { load(type: string, key: string): Promise<void> } {
  return {
    load(type, key) {
      if (key !== 'swiper' || (type !== 'script' && type !== 'style')) {
        return Promise.reject(new Error(`Colophon's page-builder layer has no ${type} "${key}".`));
      }
      if (type === 'script' && typeof (window as any).Swiper === 'function') return Promise.resolve();
      // No page builder's assets to load it from (no config of its own on the page): the add-on's own styles stand.
      if (type === 'style' && (!assets || document.querySelector('link[id^="swiper-css"], link[href*="/swiper/"]'))) return Promise.resolve();
      if (!assets) return Promise.reject(new Error("Colophon's page-builder layer has no Swiper to load: the page builder's config names no assets."));
      return add(type === 'script' ? `${assets}lib/swiper/v8/swiper.min.js?ver=8.4.5` : `${assets}lib/swiper/v8/css/swiper.min.css?ver=8.4.5`, type);
    },
  };
}

export function swiperUtil(loader: { load(type: string, key: string): Promise<void> }) {
  // A class, not a function: add-ons call it with `new`, and the minifier makes arrows of functions.
  return class SwiperUtil {
    constructor(container: any, config: Record<string, any>) {
      const element: HTMLElement = container?.jquery ? container[0] : container;
      // Its stylesheet is a nicety: a slider works without it, so a failed one does not stop it.
      const style = loader.load('style', 'swiper').catch(() => undefined);
      // Everything that reads or changes styles waits for the Swiper: asked at once, the reduced
      // motion query forced a style pass over the whole page inside the add-on's handler (39 ms at 4x).
      return Promise.all([loader.load('script', 'swiper'), style]).then(() => {
        element.closest('.elementor-widget-wrap')?.classList.add('e-swiper-container');
        element.closest('.elementor-widget')?.classList.add('e-widget-swiper');
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        return new (window as any).Swiper(element, reduced ? { ...config, speed: 0, autoplay: false } : config);
      });
    }
  } as unknown as new (container: unknown, config: Record<string, unknown>) => Promise<unknown>;
}

export function waypoint(
  $element: any,
  callback: (this: Element, direction: string) => unknown,
  options: { offset?: string | number; triggerOnce?: boolean } = {},
): IntersectionObserver[] {
  const { offset = '100%', triggerOnce = true } = options;
  const px =
    typeof offset === 'number' ? offset : String(offset).endsWith('%') ? (parseFloat(String(offset)) / 100) * innerHeight : parseFloat(String(offset)) || 0;
  const elements: Element[] = $element?.jquery ? $element.toArray() : [$element];
  return elements.map((element) => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          if (triggerOnce) observer.disconnect();
          callback.call(element, 'down');
        }
      },
      // The top edge of the viewport's box sits `offset` below the viewport's top.
      { rootMargin: `0px 0px ${Math.round(px - innerHeight)}px 0px` },
    );
    observer.observe(element);
    return observer;
  });
}
