/**
 * Compiled after every build against the shipped types (dist/types/colophon.d.ts), never run: what
 * a theme written in TypeScript does (docs/site-code.md) type-checks, and a mistake does not.
 */
import type { Handler, HandlerFactory } from '../../dist/types/colophon';

interface Goal {
  goal: number;
  read: number;
  unit: string;
}

const readingGoal: HandlerFactory = (Base: typeof Handler) =>
  class ReadingGoal extends Base<Goal> {
    static override defaults: Goal = { goal: 10, read: 0, unit: 'books' };
    connect(): void {
      const text = this.element.querySelector('.reading-goal__text');
      if (text) text.textContent = `${this.settings.read} of ${this.settings.goal} ${this.settings.unit}`;
      this.listen(this.element, 'click', () => this.announce('Counted.'));
      this.on('colophon.popup.show', ({ id }) => this.announce(`Popup ${id}`));
    }
  };

window.colophon?.register('my-theme/reading-goal', '.reading-goal', readingGoal, { load: 'near' });
window.colophonRegister?.push(['my-theme/other', '.other', readingGoal]);
window.colophon?.hooks.addAction('colophon.store.changed', 'my-theme', () => undefined);

// @ts-expect-error: a register call needs its selector.
window.colophon?.register('my-theme/broken');
