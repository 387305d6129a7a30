export { NationalityResidenceFields } from './NationalityResidenceFields';
export type {
  NationalityOption,
  NationalityResidenceCitizenship,
  NationalityResidenceFieldsProps,
  NationalityResidenceValue,
  ResidenceLocationOption,
  ResidentialStatusOption,
} from './NationalityResidenceFields';
