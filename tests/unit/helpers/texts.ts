/**
 * The English texts PHP hands the front end (includes/Texts.php), as unit tests need them: the
 * handlers have no strings of their own. The end-to-end tests read the real ones from WordPress.
 */
import type { PluralText } from '../../../src/runtime/config';

/** An English plural table as includes/Texts.php::plural() builds it: one form for 1, the other for every other count. */
export function englishPlural(one: string, other: string): PluralText {
  return { forms: [other, one], index: Array.from({ length: 200 }, (_, n) => (n === 1 ? '1' : '0')).join('') };
}

export const i18n: Record<string, string> = {
  close: 'Close',
  waitlistSent: 'Thank you: your application is in. We will email you when the marketplace opens for your books.',
  waitlistFailed: 'Your application could not be sent. Check your connection and send it again: everything you typed is still here.',
  formSending: 'Sending…',
  formFailed: 'Your message could not be sent: the site did not answer as expected. Everything you typed is still here; please send it again in a moment.',
  formOffline: 'Your message could not be sent. Check your connection and send it again: everything you typed is still here.',
  formStep: 'Step %1$d of %2$d: %3$s',
  previous: 'Previous',
  next: 'Next',
  popup: 'Popup',
  lightbox: 'Media viewer',
  video: 'Video',
  schedulingConsent: 'The booking calendar comes from %s, which sets functional cookies. Allow them to book here, or use the link below.',
  schedulingAllow: 'Allow and show the calendar',
  schedulingTitle: 'Booking calendar (%s)',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  restart: 'Watch again',
  fullscreen: 'Full screen',
  exitFullscreen: 'Leave full screen',
  captions: 'Captions',
  seek: 'Position in the video',
  timeOf: '%1$s of %2$s',
  videoFailed: 'This video could not be played. Reload the page to try again.',
  imageFailed: 'This image could not be loaded.',
  like: 'Like',
  dislike: 'Dislike',
  voteSaving: 'Saving your vote…',
  voteSaved: 'Thanks for your vote.',
  voteFailed: 'Your vote could not be saved. Please try again.',
  loopEmpty: 'No results match these filters.',
  listingFailed: 'These items could not be loaded. Reload the page to try again.',
  loadMoreFailed: 'More items could not be loaded. Check your connection and try again.',
  listingRetry: 'Try again',
  storeFailed: 'That did not work: check your connection and try again.',
  storeUnavailable: 'Your browser does not let this site save your list.',
  calendarFailed: 'This month could not be loaded. Check your connection and try again.',
};

export const plurals: Record<string, PluralText> = {
  loopCount: englishPlural('%d result', '%d results'),
  listingLoaded: englishPlural('%d more item loaded', '%d more items loaded'),
  galleryCount: englishPlural('%d image', '%d images'),
  storeFull: englishPlural(
    'You can keep at most %1$d item in %2$s. Remove it to add another.',
    'You can keep at most %1$d items in %2$s. Remove one to add another.',
  ),
};
