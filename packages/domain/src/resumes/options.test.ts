import { describe, expect, it } from 'vitest';
import {
  availabilities,
  contactCategories,
  flags,
  genders,
  lastEmploymentStatuses,
  resumeFormats,
  resumeHiringTypes,
  socialLinkTypes,
  titleForGender,
  titles,
  updatedRanges,
} from './options';

describe('given the resume vocabularies of sections 3, 4 and 9', () => {
  it.each([
    ['resume hiring types', resumeHiringTypes.idOf, { placement: 1, contract: 2, none: 3 }],
    ['contact categories', contactCategories.idOf, { mobileNo: 1, officeNo: 2, email: 3, contactNo: 4 }],
    ['flags', flags.idOf, { red: 'red', blue: 'blue', grey: 'grey' }],
    ['titles', titles.idOf, { mr: 'mr', ms: 'ms', preferNotToSay: 'preferNotToSay' }],
    ['availabilities', availabilities.idOf, { immediate: 0, days14: 14, days30: 30, days60: 60, days90: 90 }],
    ['updated ranges', updatedRanges.idOf, { months3: 3, months6: 6, months12: 12, months24: 24 }],
    ['last employment statuses', lastEmploymentStatuses.idOf, { contract: 1, permanent: 2, others: 3 }],
    ['resume formats', resumeFormats.idOf, { original: 'original', branded: 'branded' }],
    [
      'social link types',
      socialLinkTypes.idOf,
      {
        linkedin: 'linkedin',
        facebook: 'facebook',
        twitter: 'twitter',
        skype: 'skype',
        website: 'website',
        others: 'others',
      },
    ],
  ])('should hold the %s', (_name, idOf, expected) => {
    expect(idOf).toEqual(expected);
  });

  it('should flag the branded format for the download call', () => {
    expect(resumeFormats.items.map((format) => format.isBrandedFormat)).toEqual([false, true]);
  });
});

describe('given a gender', () => {
  it.each([
    ['male', 'mr'],
    ['female', 'ms'],
    ['undisclosed', 'preferNotToSay'],
    ['unknown', 'preferNotToSay'],
    [undefined, 'preferNotToSay'],
  ])('should map %s to the title %s', (gender, title) => {
    expect(titleForGender(gender).id).toBe(title);
  });

  it('should list three genders', () => {
    expect(genders.ids).toEqual(['male', 'female', 'undisclosed']);
  });
});
