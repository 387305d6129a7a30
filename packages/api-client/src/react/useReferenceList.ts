import type { paths } from '../generated/schema';
import { useArmsQuery } from './hooks';

/** The reference lists every form uses (spec section 3 "Master data lists"), by their API path. */
export const referenceListPaths = [
  '/job-statuses',
  '/currencies',
  '/sectors',
  '/levels',
  '/ranks',
  '/disciplines',
  '/educations',
  '/nationalities',
  '/locations',
  '/sub-locations',
  '/designations',
  '/residential-statuses',
  '/professional-roles',
  '/marital-statuses',
  '/salary-periods',
  '/company-sectors',
  '/company-ranks',
  '/company-disciplines',
  '/company-designations',
  '/resume-source-channels',
] as const satisfies readonly (keyof paths)[];

export type ReferenceListPath = (typeof referenceListPaths)[number];
export type ReferenceItem<P extends ReferenceListPath> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': { data: (infer Item)[] } } } };
}
  ? Item
  : never;

/**
 * A whole reference list (`$limit=-1`, active items, the server's default sort), fetched once per
 * session and shared by every screen that asks for it (spec section 4 "UI state": master data reads
 * are cached once loaded); read again when the tab regains focus, so an item the platform administrator
 * suspended leaves the forms without a reload (docs/decisions/0156).
 */
export function useReferenceList<P extends ReferenceListPath>(path: P, options: { enabled?: boolean } = {}) {
  const init = { params: { query: { $limit: -1, status: 1 } } } as never;
  const result = useArmsQuery(path, options.enabled === false ? null : init, { cacheForSession: true });
  const data = result.data as { data?: ReferenceItem<P>[] } | undefined;
  return { ...result, items: data?.data ?? [] };
}
