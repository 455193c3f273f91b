import { fitOffset, opensAbove, stretch } from '../placement';

describe('fitOffset: content fitted under its title, kept inside the page', () => {
  const title = { left: 400, right: 500 };
  it.each([
    ['left', 400],
    ['right', 300],
    ['center', 350],
  ] as const)('aligned %s', (align, expected) => expect(fitOffset(align, 200, title, 1200)).toBe(expected));

  it('pulled back from the far edge and never before the start', () => {
    expect(fitOffset('left', 300, { left: 1100, right: 1180 }, 1200)).toBe(900);
    expect(fitOffset('right', 300, { left: 20, right: 100 }, 1200)).toBe(0);
    expect(fitOffset('center', 300, { left: 0, right: 60 }, 1200)).toBe(0);
  });

  it('in RTL, measured from the right edge, with left and right swapped', () => {
    // The title's right edge is 700 from the page's right edge: "left" (the end, in RTL) ends there.
    expect(fitOffset('right', 200, title, 1200, true)).toBe(700);
    expect(fitOffset('left', 200, title, 1200, true)).toBe(600);
    expect(fitOffset('center', 200, title, 1200, true)).toBe(650);
  });
});

describe('stretch: full-width content reaches the page’s edges', () => {
  it('moves its start back to the page’s start edge, scrolled or not', () => {
    expect(stretch({ left: 120, right: 900 }, 1350, 0)).toEqual({ '--stretch-width': '1350px', '--stretch-left': '-120px' });
    expect(stretch({ left: 120, right: 900 }, 1350, 30)).toEqual({ '--stretch-width': '1350px', '--stretch-left': '-150px' });
  });
  it('in RTL from the right edge', () => {
    expect(stretch({ left: 120, right: 900 }, 1350, 0, true)).toEqual({ '--stretch-width': '1350px', '--stretch-right': '-450px' });
  });
});

describe('opensAbove', () => {
  it('only when the content overflows below and fits above', () => {
    expect(opensAbove(700, 300, 900, 50)).toBe(true);
    expect(opensAbove(100, 300, 900, 50)).toBe(false); // fits below
    expect(opensAbove(300, 700, 900, 50)).toBe(false); // overflows below, no room above either
  });
});
