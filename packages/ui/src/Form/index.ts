export { domainResolver, useArmsForm } from './useArmsForm';
export type { ArmsForm, ArmsFormOptions, FormSubmitError } from './useArmsForm';
