/**
 * The load modes of ./load-modes.json (where each is documented), implemented: the core's here, and
 * those a feature brings (its `modes` in feature.json: consent's, tracking's, the popup's, the
 * anchors') from the generated list.
 */
import { whenNear, whenOnScreen, whenTouched, whenVisibleOrIdle } from '../runtime/yield';
import type { Wait } from '../runtime/manifest';
import { FEATURE_MODES } from './generated/load-modes';
import type modes from './load-modes.json';

export type LoadMode = Exclude<keyof typeof modes, '$comment'>;

const CORE_MODES = {
  now: {},
  idle: { wait: whenVisibleOrIdle },
  printed: { wait: whenVisibleOrIdle, holds: true },
  near: { wait: whenNear, deferred: true },
  touched: { wait: whenTouched, deferred: true },
  onscreen: { wait: whenOnScreen, deferred: true },
} satisfies Partial<Record<LoadMode, Wait>>;

export const LOAD_MODES = { ...FEATURE_MODES, ...CORE_MODES } as Record<LoadMode, Wait>;
