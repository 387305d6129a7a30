export { FormField } from './FormField';
export type {
  FormFieldControlProps,
  FormFieldIssue,
  FormFieldLabelProps,
  FormFieldMessageProps,
  FormFieldProps,
} from './FormField';
