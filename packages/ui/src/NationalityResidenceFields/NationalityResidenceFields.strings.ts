/** The `ui.NationalityResidenceFields.*` strings in English (the Vietnamese: `NationalityResidenceFields.strings.vn.ts`). */
export const nationalityResidenceFieldsStrings = {
  label: 'Nationality and residence',
  nationality: 'Nationality',
  countryOfResidence: 'Country of residence',
  residentialStatus: 'Residential status',
  select: 'Select…',
  citizen: 'Citizen of the country of residence',
  notCitizen: 'Not a citizen of the country of residence',
};
