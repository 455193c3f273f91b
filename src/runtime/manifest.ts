/**
 * The single map of marker id → chunk. Which markup each id binds to is declared in markers.json,
 * which PHP also reads to preload only the chunks a page needs. To add a handler: add its markers
 * to markers.json and its import here (the chunk name must equal the id).
 */
import markers from './markers.json';
import type { HandlerModule } from './handler';
import type { Manifest, ManifestEntry } from './registry';
import { whenNear, whenTouched, whenVisibleOrIdle } from './yield';
import { trackingWanted } from '../tracking/wanted';
import { whenConsented } from './consented';
import { opensIt, whenAsked } from '../handlers/popup/asked';

type MarkerId = keyof typeof markers;

interface MarkerSpec {
  /** Widget names, matched against data-widget_type="<name>.<skin>". */
  widgets?: string[];
  /** Document types, matched against data-elementor-type. */
  documents?: string[];
  /** Any other CSS selectors. */
  selectors?: string[];
  /**
   * `true`: near the viewport or when the page is idle; `"near"`: near the viewport, focused, the
   * fragment's target or at the first interaction (never at idle: below-the-fold widgets add nothing
   * to the first screen, and PHP does not preload them); `"consented"`: once the consent category in
   * the element's settings allows it (./consented.ts); `"touched"`: at the first interaction, or
   * when the element gets focus or the pointer (controls that do nothing until used: action links);
   * `"wanted"`: tracking's own rule (../tracking/wanted.ts); `"asked"`: the popup's
   * (../handlers/popup/asked.ts); `"printed"`: as `true`, for controls the server printed usable
   * from the first paint (the consent banner): a click on one before the chunk connects is held.
   */
  lazy?: boolean | string;
}

const loaders: Record<MarkerId, () => Promise<HandlerModule>> = {
  'like-dislike': () => import(/* webpackChunkName: "like-dislike" */ '../handlers/like-dislike'),
  'consent-banner': () => import(/* webpackChunkName: "consent-banner" */ '../handlers/consent-banner'),
  'video-placeholder': () => import(/* webpackChunkName: "video-placeholder" */ '../handlers/video-placeholder'),
  popup: () => import(/* webpackChunkName: "popup" */ '../handlers/popup'),
  'link-actions': () => import(/* webpackChunkName: "link-actions" */ '../handlers/link-actions'),
  waitlist: () => import(/* webpackChunkName: "waitlist" */ '../handlers/waitlist'),
  lightbox: () => import(/* webpackChunkName: "lightbox" */ '../handlers/lightbox'),
  'loop-filter': () => import(/* webpackChunkName: "loop-filter" */ '../handlers/loop-filter'),
  'listing-grid': () => import(/* webpackChunkName: "listing-grid" */ '../handlers/listing-grid'),
  'listing-calendar': () => import(/* webpackChunkName: "listing-calendar" */ '../handlers/listing-calendar'),
  'data-store': () => import(/* webpackChunkName: "data-store" */ '../handlers/data-store'),
  sticky: () => import(/* webpackChunkName: "sticky" */ '../handlers/sticky'),
  entrance: () => import(/* webpackChunkName: "entrance" */ '../handlers/entrance'),
  'lazy-backgrounds': () => import(/* webpackChunkName: "lazy-backgrounds" */ '../handlers/lazy-backgrounds'),
  anchors: () => import(/* webpackChunkName: "anchors" */ '../handlers/anchors'),
  'motion-fx': () => import(/* webpackChunkName: "motion-fx" */ '../handlers/motion-fx'),
  carousel: () => import(/* webpackChunkName: "carousel" */ '../handlers/carousel'),
  'nav-menu': () => import(/* webpackChunkName: "nav-menu" */ '../handlers/nav-menu'),
  tabs: () => import(/* webpackChunkName: "tabs" */ '../handlers/tabs'),
  counter: () => import(/* webpackChunkName: "counter" */ '../handlers/counter'),
  alert: () => import(/* webpackChunkName: "alert" */ '../handlers/alert'),
  video: () => import(/* webpackChunkName: "video" */ '../handlers/video'),
  'chat-welcome': () => import(/* webpackChunkName: "chat-welcome" */ '../handlers/chat-welcome'),
  'pricing-toggle': () => import(/* webpackChunkName: "pricing-toggle" */ '../handlers/pricing-toggle'),
  'announcement-bar': () => import(/* webpackChunkName: "announcement-bar" */ '../handlers/announcement-bar'),
  'copy-url': () => import(/* webpackChunkName: "copy-url" */ '../handlers/copy-url'),
  'letter-logo': () => import(/* webpackChunkName: "letter-logo" */ '../handlers/letter-logo'),
  slider: () => import(/* webpackChunkName: "slider" */ '../handlers/slider'),
  'video-player': () => import(/* webpackChunkName: "video-player" */ '../handlers/video-player'),
  reviews: () => import(/* webpackChunkName: "reviews" */ '../handlers/reviews'),
  scheduling: () => import(/* webpackChunkName: "scheduling" */ '../handlers/scheduling'),
  tracking: () => import(/* webpackChunkName: "tracking" */ '../tracking'),
};

type Wait = Pick<ManifestEntry, 'wait' | 'holds' | 'deferred'>;

/** The waits by their `"lazy"` name in markers.json (`true` is visible-or-idle). */
const WAITS: Record<string, Wait> = {
  near: { wait: whenNear, deferred: true },
  touched: { wait: whenTouched, deferred: true },
  consented: { wait: whenConsented, deferred: true },
  wanted: { wait: trackingWanted, deferred: true },
  asked: { wait: whenAsked, holds: opensIt, deferred: true },
  printed: { wait: whenVisibleOrIdle, holds: true },
};

const waitFor = (lazy: MarkerSpec['lazy']): Wait => (typeof lazy === 'string' ? WAITS[lazy]! : { wait: lazy ? whenVisibleOrIdle : undefined });

export function selectorFor(spec: MarkerSpec): string {
  return [
    ...(spec.widgets ?? []).flatMap((name) => [`[data-widget_type^="${name}."]`, `[data-widget_type="${name}"]`]),
    ...(spec.documents ?? []).map((type) => `[data-elementor-type="${type}"]`),
    ...(spec.selectors ?? []),
  ].join(',');
}

export function buildManifest(specs: Record<string, MarkerSpec> = markers, load: Record<string, () => Promise<HandlerModule>> = loaders): Manifest {
  const manifest: Manifest = {};
  for (const [id, spec] of Object.entries(specs)) {
    const loader = load[id];
    if (!loader) continue;
    manifest[id] = { selector: selectorFor(spec), load: loader, deferred: false, ...waitFor(spec.lazy) };
  }
  return manifest;
}

/**
 * Takeover off, on a page where the page builder's or the listing plugin's own front end runs
 * (its global exists): the markers bound to its markup are left to it (includes/Takeover/Module.php).
 */
export function yieldTo(manifest: Manifest, rules: Record<string, string[]> = {}, scope: object = window): Manifest {
  for (const [global, ids] of Object.entries(rules)) if (global in scope) for (const id of ids) delete manifest[id];
  return manifest;
}
