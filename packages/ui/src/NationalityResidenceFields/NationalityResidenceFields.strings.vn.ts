import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './NationalityResidenceFields.strings';

/** `ui.NationalityResidenceFields.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const nationalityResidenceFieldsStrings: StringsShape<typeof english.nationalityResidenceFieldsStrings> = {
  label: 'Quốc tịch và nơi cư trú',
  nationality: 'Quốc tịch',
  countryOfResidence: 'Quốc gia cư trú',
  residentialStatus: 'Tình trạng cư trú',
  select: 'Chọn…',
  citizen: 'Là công dân của quốc gia cư trú',
  notCitizen: 'Không phải công dân của quốc gia cư trú',
};
