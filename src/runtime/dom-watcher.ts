/**
 * Notices markup coming and going (editor previews replace nodes, so no editor-only path is
 * needed) and settings attributes changing, and tells the registry.
 */
import { SETTINGS_ATTRIBUTES } from './settings-attributes';

export interface DomChanges {
  /** An element was added (scan it and what is inside). */
  added(element: Element): void;
  /** Something was removed (drop what left the document). */
  removed(): void;
  /** A settings attribute changed on an element. */
  settings(element: Element): void;
}

/** Watches `root` until the returned function is called. */
export function watchDom(root: Document, changes: DomChanges): () => void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.type === 'attributes') {
        changes.settings(record.target as Element);
        continue;
      }
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) if (node instanceof Element) changes.added(node);
    }
    if (removed) changes.removed();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: SETTINGS_ATTRIBUTES });
  return () => observer.disconnect();
}
