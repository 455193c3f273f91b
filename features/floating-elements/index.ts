/**
 * Marker: the page builder's floating elements, offered only with its container experiment on
 * (SPEC §6; features/floating-elements/php/Availability.php leaves them unbound otherwise):
 * contact buttons (`contact-buttons`, `contact-buttons-var-*`, ./contact-buttons.ts) and floating
 * bars (`floating-bars-var-*`, ./floating-bars.ts).
 *
 * Not done: the page builder's click statistics for contact links (`elementor_send_clicks`) need
 * its nonce, which is not on a page taken over.
 */
import { Handler } from '../../src/runtime/handler';
import { mountContactButtons } from './contact-buttons';
import { mountFloatingBar } from './floating-bars';

export default class FloatingElements extends Handler {
  connect(): void {
    if (this.element.querySelector('.e-contact-buttons')) mountContactButtons(this.element, this);
    else if (this.element.querySelector('.e-floating-bars')) mountFloatingBar(this.element, this);
    else throw new Error('floating-elements: the widget has neither .e-contact-buttons nor .e-floating-bars.');
  }
}
