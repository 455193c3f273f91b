/** The reporter: one console line (unchanged), and the `colophon.error` hook so a site can forward failures. */
import { createHooks } from '@wordpress/hooks';
import { report } from '../../src/runtime/errors';
import { createDispatch } from '../../src/runtime/events';
import { AttributeError } from '../../src/runtime/settings';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('a failure is logged with source, phase, error and element, and sent to colophon.error', () => {
  const hooks = createHooks();
  const seen = jest.fn();
  hooks.addAction('colophon.error', 'tests/errors', seen);
  const element = document.createElement('div');
  const error = new Error('x');
  report(createDispatch(hooks), error, { source: 'popup', phase: 'connect', element });
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith('[colophon] popup: connect failed.', error, element);
  expect(seen).toHaveBeenCalledWith({ error, source: 'popup', phase: 'connect', element });
});

test('a malformed attribute is logged as its own sentence, naming the handler', () => {
  const error = new AttributeError('data-args', 'is not valid JSON (Unexpected end)');
  report(createDispatch(createHooks()), error, { source: 'data-store', phase: 'reading attributes' });
  expect(consoleError).toHaveBeenCalledWith(
    '[colophon] data-store: data-args is not valid JSON (Unexpected end); this element is skipped. Fix the markup that printed it.',
    '',
  );
});

test('a colophon.error callback that throws is logged and never breaks the caller', () => {
  const hooks = createHooks();
  hooks.addAction('colophon.error', 'tests/broken', () => {
    throw new Error('tracker down');
  });
  expect(() => report(createDispatch(hooks), new Error('x'), { source: 't', phase: 'p' })).not.toThrow();
  expect(consoleError.mock.calls.map((call) => call[0])).toEqual(['[colophon] t: p failed.', '[colophon] a colophon.error callback failed.']);
});
