import { defineStrings } from '../i18n/defineStrings';

/** The `ui.NationalityResidenceFields.*` strings, in English and Vietnamese. */
export const nationalityResidenceFieldsStrings = defineStrings(
  {
    label: 'Nationality and residence',
    nationality: 'Nationality',
    countryOfResidence: 'Country of residence',
    residentialStatus: 'Residential status',
    select: 'Select…',
    citizen: 'Citizen of the country of residence',
    notCitizen: 'Not a citizen of the country of residence',
  },
  {
    label: 'Quốc tịch và nơi cư trú',
    nationality: 'Quốc tịch',
    countryOfResidence: 'Quốc gia cư trú',
    residentialStatus: 'Tình trạng cư trú',
    select: 'Chọn…',
    citizen: 'Là công dân của quốc gia cư trú',
    notCitizen: 'Không phải công dân của quốc gia cư trú',
  },
);
