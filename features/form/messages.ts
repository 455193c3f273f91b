/**
 * The form's messages in the page builder's own markup, so its stylesheet and a theme's rules for
 * it apply: a field's error as `span.elementor-message-danger.elementor-form-help-inline` in its
 * `.elementor-field-group` (marked `elementor-error`, the control `aria-invalid` and described by
 * it), the form's answer as `div.elementor-message` at the form's end.
 */

const HELP = 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';
let made = 0;

/** The field's controls: `form_fields[id]`, `form_fields[id][]` (checkboxes, uploads) or `#form-field-id`. */
export function fieldControls(form: HTMLFormElement, id: string): HTMLElement[] {
  const named = [...form.elements].filter(
    (control): control is HTMLElement =>
      control instanceof HTMLElement && ['form_fields[' + id + ']', 'form_fields[' + id + '][]'].includes(control.getAttribute('name') ?? ''),
  );
  if (named.length) return named;
  const byId = form.ownerDocument.getElementById('form-field-' + id);
  return byId && form.contains(byId) ? [byId] : [];
}

/** Takes away every message and error mark a previous answer left. */
export function clearMessages(form: HTMLFormElement): void {
  form.querySelectorAll('.elementor-message').forEach((message) => message.remove());
  form.querySelectorAll('.elementor-error').forEach((group) => group.classList.remove('elementor-error'));
  form.querySelectorAll('[aria-invalid="true"]').forEach((control) => control.setAttribute('aria-invalid', 'false'));
  form.querySelectorAll('[data-colophon-described]').forEach((control) => {
    control.setAttribute('aria-describedby', control.getAttribute('data-colophon-described') ?? '');
    if (!control.getAttribute('aria-describedby')) control.removeAttribute('aria-describedby');
    control.removeAttribute('data-colophon-described');
  });
}

/** Marks one field wrong with `text`; returns its first control (to focus), or null when the form has no such field. */
export function showFieldError(form: HTMLFormElement, id: string, text: string): HTMLElement | null {
  const controls = fieldControls(form, id);
  const first = controls[0];
  if (!first) return null;
  const group = first.closest('.elementor-field-group') ?? first.parentElement!;
  group.classList.add('elementor-error');
  const help = form.ownerDocument.createElement('span');
  help.className = HELP;
  help.id = `colophon-form-error-${++made}`;
  help.textContent = text;
  group.append(help);
  for (const control of controls) {
    control.setAttribute('aria-invalid', 'true');
    if (!control.hasAttribute('data-colophon-described')) control.setAttribute('data-colophon-described', control.getAttribute('aria-describedby') ?? '');
    control.setAttribute('aria-describedby', `${control.getAttribute('data-colophon-described')} ${help.id}`.trim());
  }
  return first;
}

/** The form's answer at its end: success as a status, anything else as an alert. */
export function showFormMessage(form: HTMLFormElement, kind: 'success' | 'danger', lines: string[]): HTMLElement {
  const box = form.ownerDocument.createElement('div');
  // A success carries the class the page builder's own form adds for its check icon (an SVG in its
  // stylesheet since Elementor 4; where that stylesheet has no such rule, its icon font still shows).
  box.className = `elementor-message elementor-message-${kind}${kind === 'success' ? ' elementor-message-svg' : ''}`;
  box.setAttribute('role', kind === 'success' ? 'status' : 'alert');
  lines.forEach((line, index) => {
    if (index) box.append(form.ownerDocument.createElement('br'));
    box.append(line);
  });
  form.append(box);
  return box;
}
