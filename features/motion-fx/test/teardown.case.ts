/** Removing a motion-fx element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // No scroll timelines in jsdom: the frame loop and the pointer run.
  html: `<div id="root" data-element_type="container" data-settings='{"motion_fx_motion_fx_scrolling":"yes","motion_fx_translateY_effect":"yes","motion_fx_motion_fx_mouse":"yes","motion_fx_mouseTrack_effect":"yes"}'>Hero</div>`,
  live: ({ listeners, observers }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window resize', 'document pointermove']));
    expect(observers).toBeGreaterThanOrEqual(3);
    expect(document.getElementById('root')!.style.transform).toContain('var(--translateY');
  },
  gone: () => expect(document.querySelector('.elementor-motion-effects-element')).toBeNull(),
} satisfies Case;
