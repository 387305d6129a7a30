import { en } from './en';
import { domainEnglishErrors } from './errorsEnglish';

/** The `domain` namespace in English, the default and fallback interface language (section 1). */
export const domainEnglish = { domain: { ...en, errors: domainEnglishErrors.domain.errors } } as const;
