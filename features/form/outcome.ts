/**
 * What the page builder's form endpoint (`admin-ajax.php`, action `elementor_pro_forms_send_form`)
 * answered, read from WordPress's JSON envelope: `{success: true, data: {message, data}}` when the
 * submission was stored and its actions ran (`data` may carry `redirect_url` and `popup`), or
 * `{success: false, data: {message, errors: {field id: text}}}` when it refused the fields. Anything
 * else (an error page, a PHP notice before the JSON, an empty body) is a failure: the visitor is
 * told, and the form keeps what they typed.
 */

export interface PopupAction {
  action: 'open' | 'close';
  id?: string;
  do_not_show_again?: string | boolean;
}

export type Outcome =
  | { kind: 'sent'; message: string; redirect: string | null; popup: PopupAction | null }
  | { kind: 'refused'; message: string; errors: Record<string, string> }
  | { kind: 'failed' };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function popupOf(raw: unknown): PopupAction | null {
  if (!isObject(raw) || (raw.action !== 'open' && raw.action !== 'close')) return null;
  if (raw.action === 'open') return str(raw.id) ? { action: 'open', id: str(raw.id) } : null;
  return { action: 'close', do_not_show_again: raw.do_not_show_again as string | boolean | undefined };
}

export function outcomeOf(body: unknown): Outcome {
  if (!isObject(body) || typeof body.success !== 'boolean' || !isObject(body.data)) return { kind: 'failed' };
  const { data } = body;
  if (body.success) {
    const extra = isObject(data.data) ? data.data : {};
    return { kind: 'sent', message: str(data.message), redirect: str(extra.redirect_url) || null, popup: popupOf(extra.popup) };
  }
  const errors: Record<string, string> = {};
  if (isObject(data.errors)) for (const [field, text] of Object.entries(data.errors)) if (str(text)) errors[field] = str(text);
  return { kind: 'refused', message: str(data.message), errors };
}

/**
 * The endpoint's message as lines of plain text: it joins several with `<br>` and may add a block
 * for editors; markup is never inserted (the text may echo what a visitor typed).
 */
export function messageLines(message: string): string[] {
  const parser = new DOMParser();
  return message
    .split(/<br\s*\/?>|<div[^>]*>/i)
    .map((part) => (parser.parseFromString(part, 'text/html').body.textContent ?? '').trim())
    .filter(Boolean);
}
