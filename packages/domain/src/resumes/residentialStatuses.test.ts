import { describe, expect, it } from 'vitest';
import { citizenResidentialStatusId, residentialStatuses } from './residentialStatuses';

describe('given the residential statuses of section 9', () => {
  it.each([
    [1, 'notApplicable'],
    [2, 'singaporePr'],
    [3, 'singaporeEp'],
    [5, 'singaporeSp'],
    [6, 'workPermit'],
    [8, 'singaporeDp'],
    [9, 'malaysianPr'],
  ])('should keep the master-data id %i for %s', (id, key) => {
    expect(residentialStatuses.byId(id)?.key).toBe(key);
  });

  it('should represent Citizen on the unused id 4, listed after NA', () => {
    expect(citizenResidentialStatusId).toBe(4);
    expect(residentialStatuses.items.map((status) => status.id)).toEqual([1, 4, 2, 3, 5, 6, 8, 9]);
  });
});
