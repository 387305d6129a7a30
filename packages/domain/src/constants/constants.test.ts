import { describe, expect, it } from 'vitest';
import {
  activationStates,
  graduationStartYear,
  graduationYears,
  isTokenExpired,
  placeholders,
  tokenLifetimes,
} from './constants';

describe('given the activation states of section 4', () => {
  it('should be active 1 and suspended 0', () => {
    expect(activationStates.idOf).toEqual({ active: 1, suspended: 0 });
  });
});

describe('given the token lifetimes of section 9', () => {
  it('should last one day for invitations and seven days for nomination feedback', () => {
    expect(tokenLifetimes).toEqual({ invitation: 86_400, nominationFeedback: 604_800 });
  });

  const issued = Date.UTC(2025, 0, 1);
  it.each([
    ['invitation', 86_400_000, false],
    ['invitation', 86_400_001, true],
    ['nominationFeedback', 604_800_000, false],
    ['nominationFeedback', 604_800_001, true],
    ['nominationFeedback', 0, false],
  ] as const)('should say whether a %s token is expired %i ms after issue', (kind, elapsed, expired) => {
    expect(isTokenExpired(kind, issued, issued + elapsed)).toBe(expired);
    expect(isTokenExpired(kind, new Date(issued), new Date(issued + elapsed))).toBe(expired);
  });
});

describe('given the graduation years of section 9', () => {
  it('should start in 1950 and run to the current year, newest first', () => {
    const years = graduationYears(new Date(Date.UTC(2026, 5, 1)));
    expect(graduationStartYear).toBe(1950);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(77);
  });
});

describe('given the placeholders of section 9', () => {
  it('should be N/A, Undisclosed and Any as label keys', () => {
    expect(placeholders.items.map((item) => item.labelKey)).toEqual([
      'domain.placeholder.notApplicable',
      'domain.placeholder.undisclosed',
      'domain.placeholder.any',
    ]);
  });
});
