/**
 * Marker: `data-widget_type="colophon-pricing-toggle.default"`. The yearly/monthly switch of the
 * professional plan ($19.14 yearly, $22.97 monthly). The server prints both prices,
 * the yearly one shown with the monthly one as a note, so the price reads without script. Here the
 * printed period radios (`input[name][value=yearly|monthly]`, invisible until now, in the note's
 * place: ./pricing-toggle.css) become the switch:
 * native radios, so exactly one is checked, arrow keys move between them and screen readers say
 * "radio, 1 of 2, checked". Every `[data-period]` element shows only for the checked period.
 */
import { Handler } from '../../src/runtime/handler';

export type Period = 'yearly' | 'monthly';

/** The period to show: the checked radio's, else the first printed one's, else yearly. */
export function periodOf(values: Array<{ value: string; checked: boolean }>): Period {
  const known = values.filter((v) => v.value === 'yearly' || v.value === 'monthly');
  return ((known.find((v) => v.checked) ?? known[0])?.value as Period | undefined) ?? 'yearly';
}

export default class PricingToggle extends Handler {
  connect(): void {
    const radios = [...this.element.querySelectorAll<HTMLInputElement>('input[type="radio"][value="yearly"], input[type="radio"][value="monthly"]')];
    const switcher = this.element.querySelector<HTMLElement>('.colophon-pricing__switch');
    if (radios.length !== 2 || !switcher)
      throw new Error('pricing-toggle: the widget needs its two period radios (yearly, monthly) inside .colophon-pricing__switch.');
    const show = () => {
      const period = periodOf(radios);
      for (const radio of radios) radio.checked = radio.value === period;
      for (const el of this.element.querySelectorAll<HTMLElement>('[data-period]')) el.hidden = el.dataset.period !== period;
      this.element.setAttribute('data-active-period', period);
    };
    for (const radio of radios) this.listen(radio, 'change', show);
    this.element.classList.add('is-interactive');
    show();
  }
}
