import { errorMessages } from './messages';
import { vn } from './vn';

/** The `domain` namespace in Vietnamese (section 1: language code `vn`). */
export const domainVietnamese = { domain: { ...vn, errors: errorMessages('vn') } } as const;
