import {
  expectInstance,
  expectType,
  InvalidInstanceError,
  InvalidTypeError,
  MissingArgumentError,
  NotImplementedError,
  report,
  required,
  setReporter,
} from '../../src/runtime/errors';

test('missing required argument names the argument', () => {
  expect(() => required(undefined, 'selector')).toThrow(new MissingArgumentError('selector'));
  expect(() => required(null, 'selector')).toThrow('The argument `selector` is required.');
  expect(required(0, 'n')).toBe(0);
});

test('invalid type and invalid instance say what was expected', () => {
  expect(() => expectType('3', 'number', 'delay')).toThrow(InvalidTypeError);
  expect(() => expectType(null, 'object', 'options')).toThrow('The argument `options` must be of type object.');
  expect(() => expectType(3, 'number', 'delay')).not.toThrow();
  expect(() => expectInstance({}, HTMLElement, 'element')).toThrow(InvalidInstanceError);
  expect(() => expectInstance({}, HTMLElement, 'element')).toThrow('The argument `element` must be an instance of HTMLElement.');
  expect(() => expectInstance(document.createElement('a'), HTMLElement, 'element')).not.toThrow();
});

test('an unimplemented method says it should be implemented', () => {
  expect(new NotImplementedError('getDefaultSettings').message).toBe('The method `getDefaultSettings` should be implemented in a subclass.');
});

test('report never throws, even when the reporter does', () => {
  const previous = setReporter(() => {
    throw new Error('reporter broke');
  });
  try {
    expect(() => report(new Error('x'), { source: 't', phase: 'p' })).not.toThrow();
  } finally {
    setReporter(previous);
  }
});

test('the default reporter logs source, phase, error and element', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const element = document.createElement('div');
  const error = new Error('x');
  report(error, { source: 'popup', phase: 'connect', element });
  expect(spy).toHaveBeenCalledWith('[colophon] popup: connect failed.', error, element);
});
