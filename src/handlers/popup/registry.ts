/**
 * Page-wide popup state for the avoid-multiple rule: whether any popup has shown yet. (Link
 * actions reach popups through the hooks action `colophon.linkAction`.)
 */

let popped = false;
export const markPopped = () => {
  popped = true;
};
export const anyPopped = () => popped;
/** For tests: a new page. */
export const resetPopped = () => {
  popped = false;
};
