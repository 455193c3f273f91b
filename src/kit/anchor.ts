/**
 * An anchor target is a hash, then a letter or underscore, then word characters or dashes.
 * One rule for every chunk that reads a hash (anchors, link actions, the accordion's hash).
 */
export const ANCHOR = /^#[A-Za-z_][\w-]*$/;
