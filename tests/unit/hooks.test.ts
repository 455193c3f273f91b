/**
 * The public hooks bus validates its input with the exact console messages of the specification and returns
 * early instead of throwing.
 */
import { hooks } from '../../src/runtime/hooks';

let errors: string[];
beforeEach(() => {
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
});

test('a valid action runs with default priority 10, in priority order', () => {
  const order: string[] = [];
  hooks.addAction('colophon.test.order', 'tests/late', () => order.push('10'));
  hooks.addAction('colophon.test.order', 'tests/early', () => order.push('5'), 5);
  hooks.doAction('colophon.test.order');
  expect(order).toEqual(['5', '10']);
  expect(errors).toEqual([]);
});

test.each([
  ['', 'The namespace must be a non-empty string.'],
  [42 as unknown as string, 'The namespace must be a non-empty string.'],
  ['my plugin', 'The namespace can only contain numbers, letters, dashes, periods, underscores and slashes.'],
])('namespace %p is refused: %s', (namespace, message) => {
  const callback = jest.fn();
  hooks.addAction('colophon.test.ns', namespace, callback);
  hooks.doAction('colophon.test.ns');
  expect(errors).toEqual([message]);
  expect(callback).not.toHaveBeenCalled();
});

test.each([
  ['', 'The hook name must be a non-empty string.'],
  ['__private', 'The hook name cannot begin with `__`.'],
  ['has space', 'The hook name can only contain numbers, letters, dashes, periods and underscores.'],
])('hook name %p is refused: %s', (name, message) => {
  hooks.addAction(name, 'tests/name', () => {});
  expect(errors).toEqual([message]);
});

test('a callback that is not a function is refused', () => {
  hooks.addFilter('colophon.test.cb', 'tests/cb', 'nope' as unknown as () => void);
  expect(errors).toEqual(['The hook callback must be a function.']);
});

test('a priority that is not a number is refused', () => {
  hooks.addFilter('colophon.test.priority', 'tests/priority', (v: unknown) => v, 'high' as unknown as number);
  expect(errors).toEqual(['If specified, the hook priority must be a number.']);
  expect(hooks.applyFilters('colophon.test.priority', 1)).toBe(1);
});

test.each([['9lives.saved'], ['_internal'], ['-dashed'], ['.dotted'], ['a-b_c.d']])(
  'hook name %p is one the spec allows: it runs, nothing is logged',
  (name) => {
    const callback = jest.fn();
    hooks.addAction(name, 'tests/allowed', callback);
    hooks.doAction(name, 1);
    expect(callback).toHaveBeenCalledWith(1);
    expect(errors).toEqual([]);
  },
);

test('a namespace must start with a letter; slashes, dots, dashes and digits may follow', () => {
  const callback = jest.fn();
  hooks.addAction('colophon.test.nsok', 'my-theme/v2.0_x', callback);
  hooks.addAction('colophon.test.nsbad', '9theme/x', callback);
  hooks.doAction('colophon.test.nsok');
  hooks.doAction('colophon.test.nsbad');
  expect(callback).toHaveBeenCalledTimes(1);
  expect(errors).toEqual(['The namespace can only contain numbers, letters, dashes, periods, underscores and slashes.']);
});

test('a name the library would refuse reads back as written: current, doing, did and has', () => {
  const seen: Array<string | null> = [];
  hooks.addFilter('_draft.title', 'tests/current', (value: string) => {
    seen.push(hooks.currentFilter());
    expect(hooks.doingFilter('_draft.title')).toBe(true);
    return value + '!';
  });
  expect(hooks.hasFilter('_draft.title', 'tests/current')).toBe(true);
  expect(hooks.applyFilters('_draft.title', 'Chapter')).toBe('Chapter!');
  expect(seen).toEqual(['_draft.title']);
  expect(hooks.didFilter('_draft.title')).toBe(1);
  hooks.removeAllFilters('_draft.title', 'tests/current'); // (the namespace is typed but unused)
  expect(hooks.hasFilter('_draft.title', 'tests/current')).toBe(false);
  expect(errors).toEqual([]);
});
