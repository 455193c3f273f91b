/**
 * The popups on this page, by id, for link actions (`popup:open`, `popup:close`) and for the
 * avoid-multiple rule, which needs to know whether any popup has shown yet.
 */
export interface PopupControl {
  open(options?: { toggle?: boolean; byTrigger?: boolean }): void;
  close(options?: { doNotShowAgain?: boolean }): void;
  readonly visible: boolean;
}

export const popups = new Map<string, PopupControl>();

let popped = false;
export const markPopped = () => {
  popped = true;
};
export const anyPopped = () => popped;
/** For tests: a new page. */
export const resetPopped = () => {
  popped = false;
};
