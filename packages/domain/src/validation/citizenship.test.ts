import { describe, expect, it } from 'vitest';
import { isCitizenOf, validateResidentialStatus } from './citizenship';

const vietnam = { nationalitieId: 84 };

describe('given a person and a location', () => {
  it.each([
    ['same nationality by id', { nationality: 84 }, vietnam, true],
    ['same nationality as a record', { nationality: { id: 84 } }, vietnam, true],
    ['same nationality as text', { nationality: '84' }, vietnam, true],
    ['another nationality', { nationality: 65 }, vietnam, false],
    ['no nationality', {}, vietnam, false],
    ['a null nationality', { nationality: null }, vietnam, false],
    ['a blank nationality', { nationality: ' ' }, { nationalitieId: ' ' }, false],
    ['no location', { nationality: 84 }, null, false],
    ['a location without nationality', { nationality: 84 }, { nationalitieId: null }, false],
  ])('should count as a citizen with %s: %j', (_name, person, location, expected) => {
    expect(isCitizenOf(person, location)).toBe(expected);
  });
});

describe('given a residential status', () => {
  const mismatch = [
    { field: 'residentialStatus', code: 'domain.validation.residentialStatus.citizenMismatch', params: {} },
  ];
  it.each([
    [
      'Citizen, nationality matching residence',
      { residentialStatus: 4, nationality: 84, currentLocation: vietnam },
      [],
    ],
    [
      'Citizen, nationality differing from residence',
      { residentialStatus: 4, nationality: 65, currentLocation: vietnam },
      mismatch,
    ],
    ['Citizen, nationality not yet chosen', { residentialStatus: 4, currentLocation: vietnam }, []],
    ['Citizen, residence not yet chosen', { residentialStatus: 4, nationality: 65, currentLocation: null }, []],
    [
      'Singapore PR with differing nationality',
      { residentialStatus: 2, nationality: 65, currentLocation: vietnam },
      [],
    ],
    ['nothing chosen', { residentialStatus: undefined }, []],
  ])('should check %s', (_name, input, expected) => {
    expect(validateResidentialStatus(input)).toEqual(expected);
  });
});
