/**
 * Which field a refusal names (includes/Admin/SettingsPage.php answers with messages such as
 * "Registered domain: enter a host name…"): the message's head, before its first colon, is the
 * field's label, or the label without what it adds in brackets ("Consent cookie expiry (days)").
 */

/** A declared field (includes/Admin/Fields.php). */
export interface Declared {
  kind: string;
  label: string;
  field?: string;
  help?: string;
  rows?: number;
  options?: Array<{ value: string; label: string }>;
  items?: Array<{ field: string; label: string }>;
  html?: string;
  open?: boolean;
  fields?: Declared[];
  [more: string]: unknown;
}

export type Values = Record<string, unknown>;

const bare = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').trim();

/** The reasons that name the field labelled `label`, as one text (undefined: none does). */
export function refusalFor(reasons: readonly string[], label: string): string | undefined {
  const names = new Set([label.trim(), bare(label)]);
  const own = reasons.filter((reason) => {
    const colon = reason.indexOf(':');
    return colon > 0 && names.has(reason.slice(0, colon).trim());
  });
  return own.length ? own.join(' ') : undefined;
}
