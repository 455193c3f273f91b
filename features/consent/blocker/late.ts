/**
 * Says, once the document is parsed, which tags the HTML had live that the blocker could only
 * neutralise as the parser added them (`data-colophon-late`): the server makes every tag of the page
 * it prints inert, so one that arrives live came past it (an optimiser or cache that rewrites the
 * HTML after WordPress; docs/consent-and-privacy.md says more). Run by the boot's second half
 * (../after.ts), so the head boot carries none of the message.
 */
import { LATE } from './inert';

export function sayLate(doc: Document = document): void {
  for (const tag of doc.querySelectorAll(`[${LATE}]`))
    console.warn(`[colophon] consent: ${tag.outerHTML} was in the page before it could be blocked: its request may have been sent.`);
}
