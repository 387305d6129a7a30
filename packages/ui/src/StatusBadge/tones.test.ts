import { jobStatuses, nominationStatuses } from '@arms/domain';
import { describe, expect, it } from 'vitest';
import { nominationOutcomes, statusBadgeLook, toneOfColour } from './tones';

describe('given status badge tones', () => {
  it.each([
    ['#2e7d32', 'success'],
    ['#c62828', 'danger'],
    ['#616161', 'neutral'],
    ['#1565c0', 'info'],
    ['#6a1b9a', 'accent'],
    ['#f9a825', 'warning'],
    ['#e91e63', 'danger'],
    ['#fff', 'neutral'],
    ['not a colour', 'neutral'],
  ])('should map the colour %s to the %s tone', (colour, tone) => {
    expect(toneOfColour(colour)).toBe(tone);
  });

  it('should take every job status label from the domain vocabulary', () => {
    for (const item of jobStatuses.items) {
      expect(statusBadgeLook('job', item.id)).toEqual({ labelKey: item.labelKey, tone: toneOfColour(item.colour) });
    }
  });

  it('should give every nomination status an outcome', () => {
    expect(Object.keys(nominationOutcomes).sort()).toEqual(nominationStatuses.items.map((i) => i.key).sort());
    expect(statusBadgeLook('nomination', nominationStatuses.idOf.commenced)?.tone).toBe('success');
    expect(statusBadgeLook('nomination', nominationStatuses.idOf.notSuitable)?.tone).toBe('danger');
  });

  it('should know nothing of ids outside the vocabularies', () => {
    expect(statusBadgeLook('job', 1)).toBeUndefined();
    expect(statusBadgeLook('nomination', 239)).toBeUndefined();
    expect(statusBadgeLook('job', '239')).toBeUndefined();
  });
});
