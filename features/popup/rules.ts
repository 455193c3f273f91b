/**
 * A popup's rules as its owner sets them on the popup's edit screen (./editor-sidebar.tsx), kept as
 * the post meta `_colophon_popup_rules` (JSON) and turned by php/Rules.php into the settings the
 * popup's runtime reads (./settings.ts, the page builder's keys). Here: their shape, their defaults
 * and what the editor refuses, each refusal named by its field. php/Rules.php applies the same
 * limits when it saves (./rule-limits.json holds the numbers both sides accept).
 */
import limits from './rule-limits.json';

export type Where = 'site' | 'pages' | 'types';

export interface PopupRules {
  where: { show: Where; pages: number[]; types: string[]; exclude: number[] };
  triggers: {
    load: { on: boolean; delay: number };
    scroll: { on: boolean; percent: number };
    scrollTo: { on: boolean; selector: string };
    click: { on: boolean; selector: string };
    exit: { on: boolean };
    inactivity: { on: boolean; seconds: number };
  };
  timing: {
    views: { on: boolean; count: number };
    sessions: { on: boolean; count: number };
    devices: { on: boolean; list: Array<'desktop' | 'tablet' | 'mobile'> };
    loggedOut: { on: boolean };
    schedule: { on: boolean; start: string; end: string };
    times: { on: boolean; count: number; onClose: boolean };
  };
  look: { width: number; position: 'center' | 'top' | 'bottom'; overlay: boolean; closeOutside: boolean; closeDelay: number; animation: string };
}

export const DEFAULT_RULES: PopupRules = {
  where: { show: 'site', pages: [], types: [], exclude: [] },
  triggers: {
    load: { on: true, delay: 3 },
    scroll: { on: false, percent: 50 },
    scrollTo: { on: false, selector: '' },
    click: { on: false, selector: '' },
    exit: { on: false },
    inactivity: { on: false, seconds: 30 },
  },
  timing: {
    views: { on: false, count: 3 },
    sessions: { on: false, count: 2 },
    devices: { on: false, list: ['desktop', 'tablet', 'mobile'] },
    loggedOut: { on: false },
    schedule: { on: false, start: '', end: '' },
    times: { on: true, count: 1, onClose: true },
  },
  look: { width: 640, position: 'center', overlay: true, closeOutside: false, closeDelay: 0, animation: 'fadeIn' },
};

export const ANIMATIONS = ['', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown'] as const;

/** The rules as saved, over the defaults (a popup saved before a rule existed gets its default). */
export function withDefaults(saved: unknown): PopupRules {
  const merge = (base: unknown, over: unknown): unknown => {
    if (Array.isArray(base)) return Array.isArray(over) ? over : base;
    if (base && typeof base === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(base)) out[key] = merge(value, (over as Record<string, unknown> | null)?.[key]);
      return out;
    }
    return typeof over === typeof base ? over : base;
  };
  return merge(DEFAULT_RULES, saved && typeof saved === 'object' ? saved : {}) as PopupRules;
}

/** A field's key in the refusals: its path, as `triggers.load.delay`. */
export type Refusals = Record<string, string>;

type Limit = { min: number; max: number };
const LIMITS = limits as unknown as Record<string, Limit>;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/;

/** What the editor refuses, by field; empty when the rules can be saved. `label` names a field in the owner's words. */
export function refusals(rules: PopupRules, label: (field: string) => string, say: Say): Refusals {
  const out: Refusals = {};
  const number = (field: string, value: number, on: boolean) => {
    const { min, max } = LIMITS[field]!;
    if (on && !(Number.isInteger(value) && value >= min && value <= max)) out[field] = say.range(label(field), min, max);
  };
  const { triggers: t, timing: m, look, where } = rules;
  number('triggers.load.delay', t.load.delay, t.load.on);
  number('triggers.scroll.percent', t.scroll.percent, t.scroll.on);
  number('triggers.inactivity.seconds', t.inactivity.seconds, t.inactivity.on);
  number('timing.views.count', m.views.count, m.views.on);
  number('timing.sessions.count', m.sessions.count, m.sessions.on);
  number('timing.times.count', m.times.count, m.times.on);
  number('look.width', look.width, true);
  number('look.closeDelay', look.closeDelay, true);
  for (const field of ['triggers.scrollTo.selector', 'triggers.click.selector'] as const) {
    const [, name] = field.split('.') as [string, 'scrollTo' | 'click'];
    const { on, selector } = t[name];
    if (on && !validSelector(selector)) out[field] = say.selector(label(field), selector);
  }
  if (m.devices.on && !m.devices.list.length) out['timing.devices.list'] = say.noDevice(label('timing.devices.list'));
  if (m.schedule.on) {
    for (const key of ['start', 'end'] as const) {
      const value = m.schedule[key];
      if (value && !DATE.test(value)) out[`timing.schedule.${key}`] = say.date(label(`timing.schedule.${key}`));
    }
    if (m.schedule.start && m.schedule.end && m.schedule.end <= m.schedule.start) out['timing.schedule.end'] = say.endBeforeStart(label('timing.schedule.end'));
  }
  if (where.show === 'pages' && !where.pages.length) out['where.pages'] = say.noPage(label('where.pages'));
  if (where.show === 'types' && !where.types.length) out['where.types'] = say.noType(label('where.types'));
  if (!Object.values(t).some((trigger) => trigger.on)) out.triggers = say.noTrigger();
  return out;
}

/** The editor's sentences (translated there), so this module stays free of the editor's packages. */
export interface Say {
  range(field: string, min: number, max: number): string;
  selector(field: string, value: string): string;
  noDevice(field: string): string;
  date(field: string): string;
  endBeforeStart(field: string): string;
  noPage(field: string): string;
  noType(field: string): string;
  noTrigger(): string;
}

/** A CSS selector the browser accepts (the popup's runtime would throw on any other). */
export function validSelector(selector: string): boolean {
  if (!selector.trim()) return false;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
