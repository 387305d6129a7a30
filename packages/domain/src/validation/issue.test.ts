import { describe, expect, it } from 'vitest';
import { isBlank, issue } from './issue';

describe('given the issue builder', () => {
  it('should default params to none', () => {
    expect(issue('email', 'domain.validation.email.required')).toEqual({
      field: 'email',
      code: 'domain.validation.email.required',
      params: {},
    });
  });

  it('should keep params', () => {
    expect(issue('f', 'domain.validation.file.tooLarge', { maxSize: 2 }).params).toEqual({ maxSize: 2 });
  });
});

describe('given a form value', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [['a'], false],
    [{}, false],
  ])('should say whether %j is blank: %j', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
