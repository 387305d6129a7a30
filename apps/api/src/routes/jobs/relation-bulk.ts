import type { JobEditType } from '@arms/domain';
import { Type, type Static, type TSchema } from 'typebox';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { coOwnerRelation } from './co-owners';
import { educationRelation } from './educations';
import { projectContactRelation } from './project-contacts';
import { Id, SectorRef, strict, type Job } from './relation-shared';
import { SectorFilterBody, sectorFilterRelation } from './sector-filters';
import { sectorRelation } from './sectors';
import type { SectorFilterMatch } from './repository';

/**
 * A job's relations written with the job (issue 12): the create and edit bodies' lists, brought about
 * through the per-row writes of the relation files, so both ways check and record the same.
 */

/** The five relations of a job; the per-row routes and the job's create and edit share their writes. */
const defs = {
  coOwners: coOwnerRelation,
  projectContacts: projectContactRelation,
  educations: educationRelation,
  sectors: sectorRelation,
  sectorFilters: sectorFilterRelation,
};

const many = <T extends TSchema>(item: T) => Type.Optional(Type.Array(item, { maxItems: 100 }));

/**
 * A job's relations in its create or edit body (issue 12): each list given becomes the job's rows of
 * that relation, written with the job in one transaction; a list left out is not touched.
 */
export const JobRelationsBody = Type.Object(
  {
    coOwners: many(Id),
    projectContacts: many(Id),
    educations: many(Id),
    sectors: many(Type.Object(SectorRef, strict)),
    sectorFilters: many(SectorFilterBody),
  },
  {
    ...strict,
    description:
      "The job's relations, each list replacing the job's rows: co-owners (staff ids), project contacts (contact ids of the job's hiring entity), educations, sectors and sector filters",
  },
);
export type JobRelationsInput = Static<typeof JobRelationsBody>;

type RelationKey = keyof JobRelationsInput;
type Ref = { sectorId?: number | null; companySectorId?: number | null };
const n = (v: number | null | undefined) => (v === undefined || v === null ? '' : String(v));
const sectorKeyOf = (r: Ref) => `${n(r.sectorId)}|${n(r.companySectorId)}`;
const sectorQuery = (r: { sectorId: number | null; companySectorId: number | null }) =>
  r.sectorId !== null ? { sectorId: r.sectorId } : { companySectorId: r.companySectorId! };

/**
 * How the bulk write reads one relation: the identity of a saved row and of a given one, the DELETE
 * query of a saved row and the POST body of a given one (the per-row routes' shapes).
 */
const bulkShapes: {
  [K in RelationKey]: {
    saved(row: never): { key: string; query: object };
    given(item: never): { key: string; body: object };
  };
} = {
  coOwners: {
    saved: (r: { staffId: number }) => ({ key: String(r.staffId), query: { staffId: r.staffId } }),
    given: (id: number) => ({ key: String(id), body: { staffId: id } }),
  },
  projectContacts: {
    saved: (r: { contactId: number }) => ({ key: String(r.contactId), query: { contactId: r.contactId } }),
    given: (id: number) => ({ key: String(id), body: { contactId: id } }),
  },
  educations: {
    saved: (r: { educationId: number }) => ({ key: String(r.educationId), query: { educationId: r.educationId } }),
    given: (id: number) => ({ key: String(id), body: { educationId: id } }),
  },
  sectors: {
    saved: (r: { sectorId: number | null; companySectorId: number | null }) => ({
      key: sectorKeyOf(r),
      query: sectorQuery(r),
    }),
    given: (r: Ref) => ({ key: sectorKeyOf(r), body: r }),
  },
  sectorFilters: {
    // Every field of a saved row, nulls included, so its DELETE removes that row only.
    saved: (r: {
      sectorId: number | null;
      companySectorId: number | null;
      disciplineId: number | null;
      levelId: number | null;
    }) => ({
      key: `${sectorKeyOf(r)}|${n(r.disciplineId)}|${n(r.levelId)}`,
      query: {
        sectorId: r.sectorId,
        companySectorId: r.companySectorId,
        disciplineId: r.disciplineId,
        levelId: r.levelId,
      },
    }),
    given: (r: SectorFilterMatch) => ({ key: `${sectorKeyOf(r)}|${n(r.disciplineId)}|${n(r.levelId)}`, body: r }),
  },
};
const bulkOrder: readonly RelationKey[] = ['coOwners', 'projectContacts', 'educations', 'sectors', 'sectorFilters'];

/** Merges one row's change (`{ coOwners: { added: [3] } }`) into the changes of its edit type. */
function mergeChange(into: Record<string, Record<string, unknown[]>>, change: object) {
  for (const [relation, parts] of Object.entries(change as Record<string, Record<string, unknown[]>>)) {
    const target = (into[relation] ??= {});
    for (const [kind, rows] of Object.entries(parts)) target[kind] = [...(target[kind] ?? []), ...rows];
  }
}

/**
 * Brings a job's relations to the lists of a create or edit body (issue 12), in the caller's
 * transaction, through the same checks as the per-row routes: every removal first (a hiring entity
 * change drops the old entity's contacts), then every addition. A failure names its list in the
 * details (`relations.coOwners`) and, thrown in the transaction, leaves nothing written. Answers the
 * changes grouped by edit type, for the job's history.
 */
export async function writeJobRelations(
  tx: Db,
  now: () => Date,
  job: Job,
  scope: TenantScope,
  input: JobRelationsInput,
): Promise<Array<{ editType: JobEditType['id']; changes: object }>> {
  const plans = [];
  for (const key of bulkOrder) {
    const given = input[key];
    if (given === undefined) continue;
    const shape = bulkShapes[key];
    const saved = ((await defs[key].list(tx, job.id)) as never[]).map((row) => shape.saved(row));
    const wanted = (given as never[]).map((item) => shape.given(item));
    const wantedKeys = new Set(wanted.map((w) => w.key));
    const savedKeys = new Set(saved.map((s) => s.key));
    const added = wanted.filter((w, i) => !savedKeys.has(w.key) && wanted.findIndex((o) => o.key === w.key) === i);
    plans.push({ key, removed: saved.filter((s) => !wantedKeys.has(s.key)), added });
  }
  const byType = new Map<JobEditType['id'], Record<string, Record<string, unknown[]>>>();
  const run = async (key: RelationKey, write: () => Promise<object | undefined>) => {
    try {
      const change = await write();
      if (!change) return;
      const editType = defs[key].editType;
      if (!byType.has(editType)) byType.set(editType, {});
      mergeChange(byType.get(editType)!, change);
    } catch (error) {
      if (error instanceof ApiError && error.details)
        throw new ApiError(
          error.code,
          error.details.map((d) => ({ ...d, field: `relations.${key}` })),
        );
      throw error;
    }
  };
  for (const { key, removed } of plans)
    for (const row of removed) await run(key, () => defs[key].remove(tx, { job, scope, now }, row.query as never));
  for (const { key, added } of plans)
    for (const item of added) await run(key, () => defs[key].add(tx, { job, scope, now }, item.body as never));
  return [...byType].map(([editType, changes]) => ({ editType, changes }));
}
