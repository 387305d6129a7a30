import { useArmsQuery, type ApiError, type useArmsClient } from '@arms/api-client';
import type { Lang } from '@arms/domain';
import { useMemo } from 'react';

type Api = ReturnType<typeof useArmsClient>['api'];

/** One sector filter row: a sector (`p:<id>` platform list, `c:<id>` the company's) with an optional discipline and level. */
export interface SectorFilterValue {
  sector: string;
  disciplineId: string;
  levelId: string;
}

/** A job's relations (section 3 "Job relations") as the wizard holds them; saved through their own routes. */
export interface JobRelationValues {
  sectors: string[];
  sectorFilters: SectorFilterValue[];
  educations: string[];
  coOwners: string[];
  projectContacts: string[];
}

export const noRelations: JobRelationValues = {
  sectors: [],
  sectorFilters: [],
  educations: [],
  coOwners: [],
  projectContacts: [],
};

const blank = (v: string) => v.trim() === '';
const int = (v: string) => (blank(v) ? null : Number(v));

/** A sector as the API names it: exactly one of its two lists (docs/decisions/0081). */
function sectorRef(key: string): { sectorId: number } | { companySectorId: number } {
  const id = Number(key.slice(2));
  return key.startsWith('c:') ? { companySectorId: id } : { sectorId: id };
}
const sectorKey = (r: { sectorId: number | null; companySectorId: number | null }) =>
  r.sectorId !== null ? `p:${r.sectorId}` : `c:${r.companySectorId ?? ''}`;
/** A sector filter row's identity (no two rows of a job have the same). */
export const filterKey = (f: SectorFilterValue) => `${f.sector}|${f.disciplineId}|${f.levelId}`;
/** Whether a filter row's DELETE (`query`) also removes `row`: the API deletes every row matching its given fields. */
const filterMatches = (query: SectorFilterValue, row: SectorFilterValue) =>
  query.sector === row.sector &&
  (blank(query.disciplineId) || query.disciplineId === row.disciplineId) &&
  (blank(query.levelId) || query.levelId === row.levelId);

/** The saved relations of a job, read for the edit wizard. */
function relationsOf(data: {
  sectors: { sectorId: number | null; companySectorId: number | null }[];
  sectorFilters: {
    sectorId: number | null;
    companySectorId: number | null;
    disciplineId: number | null;
    levelId: number | null;
  }[];
  educations: { educationId: number }[];
  coOwners: { staffId: number }[];
  projectContacts: { contactId: number }[];
}): JobRelationValues {
  const s = (v: number | null) => (v === null ? '' : String(v));
  return {
    sectors: data.sectors.map(sectorKey),
    sectorFilters: data.sectorFilters.map((f) => ({
      sector: sectorKey(f),
      disciplineId: s(f.disciplineId),
      levelId: s(f.levelId),
    })),
    educations: data.educations.map((e) => String(e.educationId)),
    coOwners: data.coOwners.map((c) => String(c.staffId)),
    projectContacts: data.projectContacts.map((c) => String(c.contactId)),
  };
}

/**
 * A saved job's relations read through their per-job routes: `relations` once every one has arrived,
 * and the `queries` (to show a failure and reload them).
 */
export function useSavedRelations(jobId: number) {
  const path = { params: { path: { id: jobId } } };
  const sectors = useArmsQuery('/jobs/{id}/sectors', path);
  const sectorFilters = useArmsQuery('/jobs/{id}/sector-filters', path);
  const educations = useArmsQuery('/jobs/{id}/educations', path);
  const coOwners = useArmsQuery('/jobs/{id}/co-owners', path);
  const projectContacts = useArmsQuery('/jobs/{id}/project-contacts', path);
  const relations = useMemo(
    () =>
      sectors.data && sectorFilters.data && educations.data && coOwners.data && projectContacts.data
        ? relationsOf({
            sectors: sectors.data,
            sectorFilters: sectorFilters.data,
            educations: educations.data,
            coOwners: coOwners.data,
            projectContacts: projectContacts.data,
          })
        : undefined,
    [sectors.data, sectorFilters.data, educations.data, coOwners.data, projectContacts.data],
  );
  return { relations, queries: [sectors, sectorFilters, educations, coOwners, projectContacts] };
}

/** A copy of the relations in a form's values (what the server holds once they are saved). */
export const relationValuesOf = (v: JobRelationValues): JobRelationValues => ({
  sectors: [...v.sectors],
  sectorFilters: v.sectorFilters.map((f) => ({ ...f })),
  educations: [...v.educations],
  coOwners: [...v.coOwners],
  projectContacts: [...v.projectContacts],
});

type Row<F extends keyof JobRelationValues> = JobRelationValues[F][number];

/** How one relation is saved through its per-job route: a row's identity, its DELETE and its POST. */
interface RelationSave<F extends keyof JobRelationValues> {
  field: F;
  key(row: Row<F>): string;
  remove(api: Api, id: number, row: Row<F>): Promise<unknown>;
  add(api: Api, id: number, row: Row<F>): Promise<unknown>;
  /** Whether removing `removed` also removed the kept `row` (which is then added back). */
  alsoRemoves?(removed: Row<F>, row: Row<F>): boolean;
}
const relation = <F extends keyof JobRelationValues>(save: RelationSave<F>) => save;
const same = (key: string) => key;

/**
 * The relations in the order they are saved: removals first in this order (a hiring entity change
 * drops the old entity's contacts), then additions in this order.
 */
const relationSaves: RelationSave<keyof JobRelationValues>[] = [
  relation({
    field: 'coOwners',
    key: same,
    remove: (api, id, key) =>
      api.DELETE('/jobs/{id}/co-owners', { params: { path: { id }, query: { staffId: Number(key) } } }),
    add: (api, id, key) =>
      api.POST('/jobs/{id}/co-owners', { params: { path: { id } }, body: { staffId: Number(key) } }),
  }),
  relation({
    field: 'projectContacts',
    key: same,
    remove: (api, id, key) =>
      api.DELETE('/jobs/{id}/project-contacts', { params: { path: { id }, query: { contactId: Number(key) } } }),
    add: (api, id, key) =>
      api.POST('/jobs/{id}/project-contacts', { params: { path: { id } }, body: { contactId: Number(key) } }),
  }),
  relation({
    field: 'educations',
    key: same,
    remove: (api, id, key) =>
      api.DELETE('/jobs/{id}/educations', { params: { path: { id }, query: { educationId: Number(key) } } }),
    add: (api, id, key) =>
      api.POST('/jobs/{id}/educations', { params: { path: { id } }, body: { educationId: Number(key) } }),
  }),
  relation({
    field: 'sectors',
    key: same,
    remove: (api, id, key) => api.DELETE('/jobs/{id}/sectors', { params: { path: { id }, query: sectorRef(key) } }),
    add: (api, id, key) => api.POST('/jobs/{id}/sectors', { params: { path: { id } }, body: sectorRef(key) }),
  }),
  relation({
    field: 'sectorFilters',
    key: filterKey,
    // The DELETE query of a filter row: its given fields (the API deletes every row matching them).
    remove: (api, id, f) =>
      api.DELETE('/jobs/{id}/sector-filters', {
        params: {
          path: { id },
          query: {
            ...sectorRef(f.sector),
            ...(blank(f.disciplineId) ? {} : { disciplineId: Number(f.disciplineId) }),
            ...(blank(f.levelId) ? {} : { levelId: Number(f.levelId) }),
          },
        },
      }),
    add: (api, id, f) =>
      api.POST('/jobs/{id}/sector-filters', {
        params: { path: { id } },
        body: { ...sectorRef(f.sector), disciplineId: int(f.disciplineId), levelId: int(f.levelId) },
      }),
    alsoRemoves: filterMatches,
  }),
];

/**
 * A relation route's field details (staffId, contactId, …) shown on the wizard's field that holds them,
 * when their codes have a translation; otherwise the catalogue message above the buttons.
 */
function onField(failure: unknown, field: keyof JobRelationValues, translated: (code: string) => boolean): unknown {
  const error = failure as Partial<ApiError> | null;
  if (!error || !Array.isArray(error.details) || typeof error.localizedMessage !== 'function') return failure;
  if (error.details.length === 0 || !error.details.every((d) => translated(d.code))) return failure;
  return {
    details: error.details.map((d) => ({ ...d, field })),
    localizedMessage: (lang: Lang) => error.localizedMessage!(lang),
  };
}

/** What one relation's save sends: the rows gone since `before`, and the rows to add (new, or removed with a gone one). */
function changesOf<F extends keyof JobRelationValues>(save: RelationSave<F>, before: Row<F>[], after: Row<F>[]) {
  const afterKeys = after.map(save.key);
  const beforeKeys = before.map(save.key);
  const removed = before.filter((row) => !afterKeys.includes(save.key(row)));
  const added = after.filter(
    (row) => !beforeKeys.includes(save.key(row)) || removed.some((gone) => save.alsoRemoves?.(gone, row) === true),
  );
  return { removed, added };
}

/**
 * Brings a saved job's relations from `before` to the form's values through their routes: removals
 * first (a hiring entity change drops the old entity's contacts), then additions. A sector filter's
 * DELETE removes every row matching its fields, so a kept row it also matched is added back.
 */
export async function syncRelations(
  api: Api,
  id: number,
  before: JobRelationValues,
  v: JobRelationValues,
  translated: (code: string) => boolean,
) {
  const on = (field: keyof JobRelationValues, call: Promise<unknown>) =>
    call.catch((failure: unknown) => {
      throw onField(failure, field, translated);
    });
  const plans = relationSaves.map((save) => ({ save, ...changesOf(save, before[save.field], v[save.field]) }));
  for (const { save, removed } of plans) for (const row of removed) await on(save.field, save.remove(api, id, row));
  for (const { save, added } of plans) for (const row of added) await on(save.field, save.add(api, id, row));
}
