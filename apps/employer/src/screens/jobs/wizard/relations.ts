import { useArmsQuery, type ApiError } from '@arms/api-client';
import type { Lang } from '@arms/domain';
import { useMemo } from 'react';

/** One sector filter row: a sector (`p:<id>` platform list, `c:<id>` the company's) with an optional discipline and level. */
export interface SectorFilterValue {
  sector: string;
  disciplineId: string;
  levelId: string;
}

/** A job's relations (section 3 "Job relations") as the wizard holds them; saved with the job (issue 12). */
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

/**
 * The wizard's relations as the job's create and edit body carries them (issue 12): every list, which
 * the API writes with the job in one transaction in place of the saved rows. Project contacts belong to
 * the hiring entity, so none are sent without one (as the contact person).
 */
export function relationsBody(v: JobRelationValues & { departmentId: string }) {
  return {
    coOwners: v.coOwners.map(Number),
    projectContacts: blank(v.departmentId) ? [] : v.projectContacts.map(Number),
    educations: v.educations.map(Number),
    sectors: v.sectors.map(sectorRef),
    sectorFilters: v.sectorFilters.map((f) => ({
      ...sectorRef(f.sector),
      disciplineId: int(f.disciplineId),
      levelId: int(f.levelId),
    })),
  };
}

const relationField = /^relations\.(coOwners|projectContacts|educations|sectors|sectorFilters)$/;

/**
 * A failed save whose details name a relation list (`relations.coOwners`) shown on the wizard's field
 * that holds it, when their codes have a translation; otherwise the catalogue message above the buttons.
 */
export function onRelationFields(failure: unknown, translated: (code: string) => boolean): unknown {
  const error = failure as Partial<ApiError> | null;
  if (!error || !Array.isArray(error.details) || typeof error.localizedMessage !== 'function') return failure;
  const details = error.details;
  if (details.length === 0 || !details.every((d) => relationField.test(d.field) && translated(d.code))) return failure;
  return {
    details: details.map((d) => ({ ...d, field: d.field.replace(relationField, '$1') })),
    localizedMessage: (lang: Lang) => error.localizedMessage!(lang),
  };
}
