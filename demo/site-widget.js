/**
 * A theme's own widget, as site code adds one (docs/site-code.md): a reading goal that shows how
 * far a reader is ("3 of 12 books") and counts up with a button. Registered through the queue, so it
 * works whether this script runs before Colophon's runtime or after; the runtime hands it the
 * Handler base class when a `.demo-reading-goal` is on the page, and gives it the same lifecycle,
 * settings reading and teardown as Colophon's own widgets.
 */
(window.colophonRegister = window.colophonRegister || []).push([
  'demo-theme/reading-goal',
  '.demo-reading-goal',
  (Handler) =>
    class ReadingGoal extends Handler {
      static defaults = { goal: 10, read: 0, unit: 'books' };

      connect() {
        const { goal, unit } = this.settings;
        let read = Math.max(0, Number(this.settings.read) || 0);
        const text = this.element.querySelector('.demo-reading-goal__text');
        const button = this.element.querySelector('button');
        const show = () => (text.textContent = `${read} of ${goal} ${unit}`);
        show();
        this.element.dataset.connected = '';
        // Tied to this handler's signal: gone when the widget is.
        this.listen(button, 'click', () => {
          read += 1;
          show();
          if (read === goal) this.announce(`Goal reached: ${goal} ${unit}!`);
        });
      }

      disconnect() {
        window.demoReadingGoal = { disconnected: (window.demoReadingGoal?.disconnected ?? 0) + 1 };
      }
    },
]);
