import { describe, expect, it } from 'vitest';
import { avatarInitials, locationLabel, truncate, truncation } from './text';

describe('given the short text filter of section 9', () => {
  const fifty = 'x'.repeat(50);
  it.each([
    ['a short text', 'Hello', 'Hello'],
    ['exactly 50 characters', fifty, fifty],
    ['51 characters', `${fifty}y`, `${fifty} ...`],
    ['a cut that ends in spaces', `${'x'.repeat(48)}   tail`, `${'x'.repeat(48)} ...`],
    [
      'Vietnamese text',
      'Đây là một mô tả công việc rất dài dành cho ứng viên có kinh nghiệm',
      'Đây là một mô tả công việc rất dài dành cho ứng vi ...',
    ],
    ['emoji, never split', `${'😀'.repeat(51)}`, `${'😀'.repeat(50)} ...`],
    ['decomposed accents, never split', `${'x'.repeat(49)}e\u0302\u0301tail`, `${'x'.repeat(49)}e\u0302\u0301 ...`],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('should shorten %s', (_name, text, expected) => {
    expect(truncate(text)).toBe(expected);
  });

  it('should take another length and suffix', () => {
    expect(truncate('abcdef', 3, '…')).toBe('abc…');
    expect(truncation).toEqual({ length: 50, suffix: ' ...' });
  });
});

describe('given a location', () => {
  it.each([
    [{ dialingCode: '65', name: 'Singapore' }, '+65 (Singapore)'],
    [{ dialingCode: 84, name: 'Vietnam' }, '+84 (Vietnam)'],
    [{ dialingCode: '+1', name: 'United States' }, '+1 (United States)'],
    [{ dialingCode: null, name: 'Atlantis' }, 'Atlantis'],
    [{ dialingCode: ' 44 ', name: null }, '+44'],
    [{}, ''],
  ])('should show %j as %s', (location, expected) => {
    expect(locationLabel(location)).toBe(expected);
  });
});

describe('given a name for avatar initials', () => {
  it.each([
    ['John Smith', 'JS'],
    ['john paul smith', 'JPS'],
    ['John Ronald Reuel Tolkien', 'JRT'],
    ['Nguyễn Văn An', 'NVA'],
    ['Nguyễn Thị Minh Khai', 'NTK'],
    ['Đặng Thu Thảo', 'ĐTT'],
    ['ông Ánh', 'ÔÁ'],
    ['  Madonna  ', 'M'],
    ['Mary-Jane (MJ) Watson', 'MMW'],
    ['O\u0302ng', 'Ô'],
    ['123 456', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('should give %j the initials %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});
