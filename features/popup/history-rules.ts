/** The popup rules decided by the visitor's history alone (./history.ts; ./gate.ts decides them before the popup's chunk loads). */
export const HISTORY_RULES = ['page_views', 'sessions'];
