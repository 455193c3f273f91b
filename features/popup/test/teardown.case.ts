/** Removing a popup element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<button class="open-me">open</button><div id="root" data-elementor-type="popup" data-elementor-id="9" data-elementor-settings='${JSON.stringify({
    open_selector: '.open-me',
    timing: {},
    close_automatically: 30,
    triggers: {
      page_load: 'yes',
      page_load_delay: 60,
      click: 'yes',
      click_times: 5,
      inactivity: 'yes',
      inactivity_time: 30,
      exit_intent: 'yes',
      scrolling: 'yes',
    },
  })}'><h2>Hi</h2></div>`,
  // Opened: its dialog, focus timer and auto-close timer run; removing the popup takes them all.
  use: () => document.querySelector<HTMLButtonElement>('.open-me')!.click(),
  live: ({ listeners, hooks }) => {
    expect(listeners.length).toBeGreaterThan(5);
    expect(hooks).toEqual([expect.stringMatching(/^colophon\.linkAction colophon\/popup\//)]);
    expect(document.getElementById('elementor-popup-modal-9')).not.toBeNull();
  },
  gone: () => expect(document.getElementById('elementor-popup-modal-9')).toBeNull(),
} satisfies Case;
