import { en } from './en';
import { errorMessages } from './messages';

/** The `domain` namespace in English, the default and fallback interface language (section 1). */
export const domainEnglish = { domain: { ...en, errors: errorMessages('en') } } as const;
