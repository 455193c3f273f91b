/**
 * The load modes of ./load-modes.json (where each is documented), implemented. A mode that belongs
 * to one feature's rule (consent, tracking, the popup) lives in that feature's folder.
 */
import { whenNear, whenTouched, whenVisibleOrIdle } from '../runtime/yield';
import type { Wait } from '../runtime/manifest';
import { whenConsented } from '../../features/consent/consented';
import { holdsSubmit, trackingWanted } from '../../features/tracking/wanted';
import { opensIt, whenAsked } from '../../features/popup/asked';
import { ownClick, whenLinked } from '../../features/anchors/linked';
import type modes from './load-modes.json';

export type LoadMode = Exclude<keyof typeof modes, '$comment'>;

export const LOAD_MODES: Record<LoadMode, Wait> = {
  now: {},
  idle: { wait: whenVisibleOrIdle },
  printed: { wait: whenVisibleOrIdle, holds: true },
  near: { wait: whenNear, deferred: true },
  touched: { wait: whenTouched, deferred: true },
  consented: { wait: whenConsented, deferred: true },
  wanted: { wait: trackingWanted, holds: holdsSubmit, deferred: true },
  asked: { wait: whenAsked, holds: opensIt, deferred: true },
  linked: { wait: whenLinked, holds: ownClick, deferred: true },
};
