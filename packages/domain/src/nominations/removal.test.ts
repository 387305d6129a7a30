import { describe, expect, it } from 'vitest';
import { nominationStatuses } from './statuses';
import { canRemoveNomination, removableNominationStatuses } from './removal';

describe('given a nomination status', () => {
  it.each(nominationStatuses.ids.map((id) => [id]))(
    'should allow removal of status %i only when Open or Not Suitable',
    (id) => {
      expect(canRemoveNomination(id)).toBe(id === 1 || id === 3);
    },
  );

  it('should refuse a status outside the list', () => {
    expect(canRemoveNomination(0)).toBe(false);
    expect(canRemoveNomination(99)).toBe(false);
  });

  it('should name Open and Not Suitable', () => {
    expect([...removableNominationStatuses]).toEqual([
      nominationStatuses.idOf.open,
      nominationStatuses.idOf.notSuitable,
    ]);
  });
});
