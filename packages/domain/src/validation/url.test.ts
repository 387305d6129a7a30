import { describe, expect, it } from 'vitest';
import { isUrl, validateUrl } from './url';

describe('given a web address', () => {
  it.each([
    ['https://example.com'],
    ['http://example.com:8080/path?q=1#top'],
    ['https://sub.domain.example.vn/a/b'],
    ['www.example.com'],
    ['example.com'],
    ['http://localhost:3000'],
    ['http://192.168.1.10/admin'],
    ['https://tênmiền.vn'],
  ])('should accept %s', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    ['not a url'],
    ['ftp://example.com'],
    ['http://'],
    ['https://example'],
    ['http://exa mple.com'],
    ['javascript:alert(1)'],
    [''],
  ])('should refuse %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });

  it('should refuse a value that is not text', () => {
    expect(isUrl(42)).toBe(false);
  });

  it('should require a scheme when asked', () => {
    expect(isUrl('www.example.com', { requireScheme: true })).toBe(false);
    expect(isUrl('https://www.example.com', { requireScheme: true })).toBe(true);
  });
});

describe('given a URL field', () => {
  it.each([
    ['empty and optional', '', {}, []],
    [
      'empty and required',
      '',
      { required: true },
      [{ field: 'url', code: 'domain.validation.url.required', params: {} }],
    ],
    ['invalid', 'nope', {}, [{ field: 'url', code: 'domain.validation.url.invalid', params: {} }]],
    ['valid', 'https://arms.example.com', { required: true }, []],
  ])('should check one %s', (_name, value, options, expected) => {
    expect(validateUrl(value, 'url', options)).toEqual(expected);
  });
});
