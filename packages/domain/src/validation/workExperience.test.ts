import { describe, expect, it } from 'vitest';
import { validatePeriod, validateWorkExperience, workExperienceRequiredFields } from './workExperience';

const complete = {
  periodFrom: '2019-01',
  periodTo: '2021-06',
  company: 'Acme',
  position: 'Engineer',
  name: 'Trần Văn B',
  designation: 'Manager',
  tel: '123456',
  areaCode: '28',
  duration: 2,
  durationType: 'years',
};

describe('given a work experience period', () => {
  it.each([
    ['months in order', '2019-01', '2019-02', []],
    ['dates in order', '2019-01-31', '2019-02-01', []],
    ['Date objects in order', new Date(Date.UTC(2020, 0, 1)), new Date(Date.UTC(2020, 0, 2)), []],
    [
      'the same month',
      '2019-01',
      '2019-01',
      [{ field: 'periodTo', code: 'domain.validation.period.fromNotBeforeTo', params: {} }],
    ],
    [
      'to before from',
      '2020-05-01',
      '2019-05-01',
      [{ field: 'periodTo', code: 'domain.validation.period.fromNotBeforeTo', params: {} }],
    ],
    [
      'nothing',
      '',
      null,
      [
        { field: 'periodFrom', code: 'domain.validation.required.periodFrom', params: {} },
        { field: 'periodTo', code: 'domain.validation.required.periodTo', params: {} },
      ],
    ],
    [
      'not dates',
      'soon',
      '2019-13',
      [
        { field: 'periodFrom', code: 'domain.validation.period.invalid', params: {} },
        { field: 'periodTo', code: 'domain.validation.period.invalid', params: {} },
      ],
    ],
  ])('should check %s', (_name, from, to, expected) => {
    expect(validatePeriod(from, to)).toEqual(expected);
  });
});

describe('given a work experience', () => {
  it('should pass when complete', () => {
    expect(validateWorkExperience(complete)).toEqual([]);
  });

  it('should require every field section 5 lists', () => {
    expect(workExperienceRequiredFields).toEqual([
      'company',
      'position',
      'name',
      'designation',
      'tel',
      'areaCode',
      'duration',
      'durationType',
    ]);
    expect(validateWorkExperience({}).map((item) => item.field)).toEqual([
      'periodFrom',
      'periodTo',
      ...workExperienceRequiredFields,
    ]);
  });

  it('should check only the fields a form shows', () => {
    expect(validateWorkExperience({ periodFrom: '2019-01', periodTo: '2020-01', company: ' ' }, ['company'])).toEqual([
      { field: 'company', code: 'domain.validation.required.company', params: {} },
    ]);
  });
});
