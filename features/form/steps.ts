/**
 * A multi-step form, from the page builder's markup: each `.elementor-field-type-step` group (its
 * `.e-field-step` carries `data-label`, `data-previousButton`, `data-nextButton`,
 * `data-iconLibrary`) starts a step that takes the fields after it, up to the next. Only the current
 * step shows; each gets Previous / Next buttons (the last one the form's own submit button), and
 * the indicators the widget's `step_type` asks for, in the page builder's classes so its stylesheet
 * draws them. Next checks the step's fields first (the browser's own messages); Enter in a field
 * goes to the next step rather than sending. The step is a labelled group, and a change is said.
 */

export interface StepSettings {
  step_type?: string;
  step_icon_shape?: string;
  /** The buttons' labels when a step names none: the caller passes the site's translated defaults. */
  step_next_label: string;
  step_previous_label: string;
  button_width?: string;
}

export interface Steps {
  count: number;
  current(): number;
  /** Shows step `index` (focusing its first field when `focus`). */
  go(index: number, focus?: boolean): void;
  /** Checks the current step's fields, then goes on; false (and the browser says why) when one is wrong. */
  next(): boolean;
  isLast(): boolean;
  /** The step holding `control` (-1 for fields outside every step). */
  stepOf(control: Element): number;
}

const INDICATOR = 'e-form__indicators__indicator';
const BUTTON = 'e-form__buttons__wrapper__button';

export function buildSteps(
  form: HTMLFormElement,
  settings: StepSettings,
  changed: (index: number, count: number, label: string) => void,
  signal: AbortSignal,
): Steps | null {
  const doc = form.ownerDocument;
  const wrapper = form.querySelector<HTMLElement>(':scope > .elementor-form-fields-wrapper');
  const markers = wrapper ? [...wrapper.querySelectorAll<HTMLElement>(':scope > .elementor-field-type-step')] : [];
  if (!wrapper || !markers.length) return null;
  const submitWrapper = wrapper.querySelector<HTMLElement>(':scope > .elementor-field-type-submit');
  const el = (tag: string, className: string, text?: string) =>
    Object.assign(doc.createElement(tag), { className, ...(text !== undefined ? { textContent: text } : {}) });
  const type = settings.step_type || 'number_text';
  const count = markers.length;
  let current = 0;

  const data = markers.map((marker, index) => {
    const field = marker.querySelector<HTMLElement>('.e-field-step');
    const attr = (name: string) => field?.getAttribute(`data-${name}`) ?? '';
    marker.classList.add('e-form__step');
    marker.classList.remove('elementor-field-group', 'elementor-column');
    marker.setAttribute('role', 'group');
    const label = attr('label') || `${index + 1} / ${count}`;
    marker.setAttribute('aria-label', label);
    let next = marker.nextElementSibling;
    while (next && !markers.includes(next as HTMLElement)) {
      const moving = next;
      next = next.nextElementSibling;
      if (moving !== submitWrapper) marker.append(moving);
    }
    if (index) marker.hidden = true;
    return {
      label,
      previous: attr('previousButton') || attr('previousbutton'),
      next: attr('nextButton') || attr('nextbutton'),
      icon: attr('iconLibrary') || attr('iconlibrary'),
    };
  });

  // Buttons: Previous (not on the first), then Next, or the form's own submit on the last.
  markers.forEach((marker, index) => {
    const buttons = el('div', `e-form__buttons elementor-column elementor-col-${settings.button_width || '100'}`);
    const button = (kind: 'previous' | 'next') => {
      const holder = el('div', `elementor-field-group e-form__buttons__wrapper elementor-field-type-${kind}`);
      const label = kind === 'next' ? data[index]!.next || settings.step_next_label : data[index]!.previous || settings.step_previous_label;
      const control = el('button', `elementor-button ${BUTTON} ${BUTTON}-${kind}`, label) as HTMLButtonElement;
      control.type = 'button';
      control.addEventListener('click', () => (kind === 'next' ? api.next() : api.go(current - 1, true)), { signal });
      holder.append(control);
      return holder;
    };
    if (index) buttons.append(button('previous'));
    if (index < count - 1 || !submitWrapper) buttons.append(button('next'));
    else {
      submitWrapper.classList.remove('elementor-column', 'e-form__buttons');
      submitWrapper.className = submitWrapper.className.replace(/\belementor-col-\d+\b/g, '').trim();
      submitWrapper.classList.add('e-form__buttons__wrapper');
      buttons.append(submitWrapper);
    }
    marker.append(buttons);
  });

  // Indicators, drawn by the page builder's stylesheet; the change itself is said by `changed`.
  const indicators: HTMLElement[] = [];
  let meter: HTMLElement | null = null;
  if (type !== 'none') {
    const box = el('div', `e-form__indicators e-form__indicators--type-${type}`);
    box.setAttribute('aria-hidden', 'true');
    if (type === 'progress_bar') {
      const bar = el('div', `${INDICATOR}__progress`);
      meter = el('div', `${INDICATOR}__progress__meter`);
      bar.append(meter);
      box.append(bar);
    } else {
      const shape = `${INDICATOR}--shape-${settings.step_icon_shape || 'circle'}`;
      data.forEach((step, index) => {
        if (index) box.append(el('div', `${INDICATOR}__separator`));
        const indicator = el('div', INDICATOR);
        if (type.includes('icon') && step.icon) {
          const icon = el('div', `${INDICATOR}__icon ${shape}`);
          icon.append(el('i', step.icon));
          indicator.append(icon);
        }
        if (type.includes('number') || (type.includes('icon') && !step.icon)) indicator.append(el('div', `${INDICATOR}__number ${shape}`, String(index + 1)));
        if (type.includes('text')) indicator.append(el('label', `${INDICATOR}__label`, step.label));
        indicators.push(indicator);
        box.append(indicator);
      });
    }
    wrapper.before(box);
  }
  const widget = form.closest<HTMLElement>('.elementor-widget-form, [data-widget_type^="form."]');
  const draw = () => {
    indicators.forEach((indicator, index) => {
      for (const state of ['inactive', 'active', 'completed']) indicator.classList.remove(`${INDICATOR}--state-${state}`);
      indicator.classList.add(`${INDICATOR}--state-${index < current ? 'completed' : index > current ? 'inactive' : 'active'}`);
    });
    if (meter) {
      const value = `${Math.floor(((current + 1) / count) * 100)}%`;
      meter.textContent = value;
      widget?.style.setProperty('--e-form-steps-indicator-progress-meter-width', value);
    }
  };
  draw();

  const controlsOf = (index: number) =>
    [...markers[index]!.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter((control) => control.type !== 'hidden' && !control.disabled);

  const api: Steps = {
    count,
    current: () => current,
    isLast: () => current === count - 1,
    stepOf: (control) => markers.findIndex((marker) => marker.contains(control)),
    go(index, focus = false) {
      if (index < 0 || index >= count || index === current) return;
      markers[current]!.hidden = true;
      current = index;
      markers[current]!.hidden = false;
      draw();
      if (focus) (controlsOf(current)[0] ?? markers[current]!.querySelector<HTMLElement>('button'))?.focus();
      changed(current, count, data[current]!.label);
    },
    next() {
      const wrong = controlsOf(current).find((control) => !control.checkValidity());
      if (wrong) {
        wrong.reportValidity();
        return false;
      }
      api.go(current + 1, true);
      return true;
    },
  };

  form.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || api.isLast() || target.localName === 'textarea' || target.localName === 'button') return;
      event.preventDefault();
      api.next();
    },
    { signal },
  );
  return api;
}
