import { describe, expect, it } from 'vitest';
import { autoRepostFrequencies, contractDurationTypes, jobEditTypes, jobHiringTypes } from './options';

describe('given the job vocabularies of sections 4 and 9', () => {
  it.each([
    [
      'job edit types',
      jobEditTypes.ids,
      ['update', 'reopen', 'status', 'unknown', 'activateSuspend', 'add', 'updateInternalInfo'],
    ],
    ['job hiring types', jobHiringTypes.ids, [1, 2]],
    ['contract duration types', contractDurationTypes.ids, ['days', 'weeks', 'months', 'years']],
    ['auto repost frequencies', autoRepostFrequencies.ids, [14, 30, 60, 90]],
  ])('should list the %s', (_name, ids, expected) => {
    expect(ids).toEqual(expected);
  });

  it('should name the job hiring types direct hire and agency outsource', () => {
    expect(jobHiringTypes.idOf).toEqual({ directHire: 1, agencyOutsource: 2 });
  });

  it('should carry the days of each auto repost frequency', () => {
    for (const frequency of autoRepostFrequencies.items) expect(frequency.days).toBe(frequency.id);
  });
});
