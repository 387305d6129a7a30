import { describe, expect, it } from 'vitest';
import { clamp, decimalsOf, formatDraft, isNumberDraft, parseDraft, roundTo } from './number';

describe('given the NumberField typing rules', () => {
  const whole = { negative: false, fractionDigits: 0 };
  const money = { negative: false, fractionDigits: 2 };
  const signed = { negative: true, fractionDigits: 1 };

  it.each([
    ['', whole, true],
    ['120', whole, true],
    ['12.', whole, false],
    ['-3', whole, false],
    ['3500.5', money, true],
    ['3500.', money, true],
    ['.5', money, true],
    ['3500.555', money, false],
    ['1e3', money, false],
    ['1,000', money, false],
    [' 12', money, false],
    ['-', signed, true],
    ['-2.5', signed, true],
    ['--2', signed, false],
    ['2-', signed, false],
  ] as const)('should judge the draft %j as %s', (text, format, accepted) => {
    expect(isNumberDraft(text, format)).toBe(accepted);
  });

  it.each([
    ['', null],
    ['-', null],
    ['.', null],
    ['12.', 12],
    ['.5', 0.5],
    ['-7', -7],
  ])('should read %j as %s', (text, value) => {
    expect(parseDraft(text)).toBe(value);
  });

  it('should count the decimals of a step', () => {
    expect([decimalsOf(1), decimalsOf(100), decimalsOf(0.5), decimalsOf(0.25)]).toEqual([0, 0, 1, 2]);
  });

  it('should round away floating-point noise', () => {
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(formatDraft(0.1 + 0.2, 1)).toBe('0.3');
    expect(formatDraft(null, 2)).toBe('');
  });

  it('should clamp to the bounds it has', () => {
    expect(clamp(150, 18, 99)).toBe(99);
    expect(clamp(-1, 0, undefined)).toBe(0);
    expect(clamp(5, undefined, undefined)).toBe(5);
  });
});
