import { cappedHeight, fitSubmenu } from '../long-submenus';
import { menuDefaults } from '../options';

test('the menu scrolls long sub-menus by 30 px steps by default (SPEC: scroll step 30)', () => {
  expect(menuDefaults.scrollStep).toBe(30);
});

test('a sub-menu taller than the room below its top is capped to that room; one that fits, or with no room to help, is not', () => {
  expect(cappedHeight(100, 900, 600, 30)).toBe(500);
  expect(cappedHeight(-20, 900, 600, 30)).toBe(600); // its top above the window: the whole window
  expect(cappedHeight(100, 400, 600, 30)).toBe(0);
  expect(cappedHeight(560, 900, 600, 30)).toBe(0); // 40 px left: less than two steps
});

test('fitting a shown sub-menu caps it, and the wheel over it scrolls it instead of the page', () => {
  const sub = document.createElement('ul');
  document.body.append(sub);
  Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true });
  sub.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
  Object.defineProperty(sub, 'scrollHeight', { value: 900 });
  Object.defineProperty(sub, 'clientHeight', { value: 500 });
  const controller = new AbortController();
  fitSubmenu(sub, 30, controller.signal);
  expect(sub.style.maxHeight).toBe('500px');
  expect(sub.style.overflowY).toBe('auto');
  const wheel = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
  sub.dispatchEvent(wheel);
  expect(wheel.defaultPrevented).toBe(true);
  expect(sub.scrollTop).toBe(30);
  sub.dispatchEvent(new WheelEvent('wheel', { deltaY: 2, cancelable: true })); // a small trackpad delta is still one step
  expect(sub.scrollTop).toBe(60);
  sub.dispatchEvent(new WheelEvent('wheel', { deltaY: -50, cancelable: true }));
  expect(sub.scrollTop).toBe(30);
  controller.abort();
});
