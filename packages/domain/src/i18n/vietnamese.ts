import { errorVietnamese } from '../errors/vietnamese';
import { vn } from './vn';

/** The `domain` namespace in Vietnamese (section 1: language code `vn`). */
export const domainVietnamese = { domain: { ...vn, errors: errorVietnamese } } as const;
