import {
  addJobSkill,
  alertsForJobEvent,
  jobSkillMaxLength,
  jobSkillsMaxCount,
  removeJobSkill,
  sameJobSkill,
  staffRoles,
  translate,
  type JobEditType,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { Type, type Static, type TSchema } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companySectors,
  departmentContacts,
  disciplines,
  educations,
  jobCoOwners,
  jobEducations,
  jobHistories,
  jobProjectContacts,
  jobs,
  jobSectorFilters,
  jobSectors,
  levels,
  sectors,
  staff,
  users,
} from '../../db/schema';
import { ApiError, fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { fireTemplateAlerts } from '../../mail/alerts';
import type { Services } from '../../services/context';
import { IdParams } from '../users/schemas';
import { loadJob } from './repository';

const security = [{ bearerAuth: [] }];
const tags = ['jobs'];
const viewJobs = { roles: staffRoles, permissions: ['view_all_job'] as const, tenant: true as const };
const postJobs = { roles: staffRoles, permissions: ['post_job'] as const, tenant: true as const };
const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);
const strict = { additionalProperties: false } as const;

type Job = Awaited<ReturnType<typeof loadJob>>['job'];

export const CoOwner = Type.Object({
  staffId: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export const ProjectContact = Type.Object({
  contactId: Type.Integer(),
  departmentId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  designation: Type.Union([Type.String(), Type.Null()]),
});
export const JobEducation = Type.Object({ educationId: Type.Integer(), name: Type.String() });
export const JobSector = Type.Object({
  sectorId: Type.Union([Type.Integer(), Type.Null()]),
  companySectorId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
});
export const JobSectorFilter = Type.Object({
  id: Type.Integer(),
  sectorId: Type.Union([Type.Integer(), Type.Null()]),
  companySectorId: Type.Union([Type.Integer(), Type.Null()]),
  disciplineId: Type.Union([Type.Integer(), Type.Null()]),
  levelId: Type.Union([Type.Integer(), Type.Null()]),
});
export const JobSkills = Type.Object({ skills: Type.Array(Type.String()) });

/** A sector named by exactly one of its two lists (docs/decisions/0081). */
const SectorRef = {
  sectorId: Type.Optional(Id),
  companySectorId: Type.Optional(Id),
};
const SectorQuery = {
  sectorId: Type.Optional(Type.Integer({ minimum: 1 })),
  companySectorId: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** One sector named by exactly one of `sectorId` (platform list) and `companySectorId` (the company's). */
function oneSector(input: { sectorId?: number; companySectorId?: number }) {
  const given = [input.sectorId, input.companySectorId].filter((v) => v !== undefined);
  if (given.length !== 1) throw fail('VALIDATION_ERROR', [{ field: 'sectorId', code: 'validation.oneSectorRequired' }]);
  return { sectorId: input.sectorId ?? null, companySectorId: input.companySectorId ?? null };
}

/** An active platform sector or an active sector of the caller's company, else SECTOR_NOT_EXISTED. */
async function checkSector(
  db: Db,
  scope: TenantScope,
  ref: { sectorId: number | null; companySectorId: number | null },
) {
  const rows =
    ref.sectorId !== null
      ? await db
          .select({ name: sectors.name })
          .from(sectors)
          .where(and(eq(sectors.id, ref.sectorId), eq(sectors.status, 1)))
      : await db
          .select({ name: companySectors.name })
          .from(companySectors)
          .where(
            and(
              eq(companySectors.id, ref.companySectorId!),
              eq(companySectors.companyId, scope.companyId),
              eq(companySectors.status, 1),
            ),
          );
  if (rows.length === 0) throw fail('SECTOR_NOT_EXISTED');
}

/** An active item of a platform reference list, else NO_RECORD_FOUND_FOR_ID. */
async function checkReference(db: Db, table: typeof educations | typeof disciplines | typeof levels, id: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, 1)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
}

const listCoOwners = (tx: Db, jobId: number) =>
  tx
    .select({
      staffId: staff.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(jobCoOwners)
    .innerJoin(staff, eq(staff.id, jobCoOwners.staffId))
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(jobCoOwners.jobId, jobId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id));

const listContacts = (tx: Db, jobId: number) =>
  tx
    .select({
      contactId: departmentContacts.id,
      departmentId: departmentContacts.departmentId,
      firstName: departmentContacts.firstName,
      lastName: departmentContacts.lastName,
      email: departmentContacts.email,
      designation: departmentContacts.designation,
    })
    .from(jobProjectContacts)
    .innerJoin(departmentContacts, eq(departmentContacts.id, jobProjectContacts.contactId))
    .where(eq(jobProjectContacts.jobId, jobId))
    .orderBy(asc(departmentContacts.firstName), asc(departmentContacts.id));

const listEducations = (tx: Db, jobId: number) =>
  tx
    .select({ educationId: educations.id, name: educations.name })
    .from(jobEducations)
    .innerJoin(educations, eq(educations.id, jobEducations.educationId))
    .where(eq(jobEducations.jobId, jobId))
    .orderBy(asc(educations.sortOrder), asc(educations.name));

const listSectors = async (tx: Db, jobId: number) => {
  const rows = await tx
    .select({
      sectorId: jobSectors.sectorId,
      companySectorId: jobSectors.companySectorId,
      platformName: sectors.name,
      companyName: companySectors.name,
    })
    .from(jobSectors)
    .leftJoin(sectors, eq(sectors.id, jobSectors.sectorId))
    .leftJoin(companySectors, eq(companySectors.id, jobSectors.companySectorId))
    .where(eq(jobSectors.jobId, jobId))
    .orderBy(asc(jobSectors.id));
  return rows.map((r) => ({
    sectorId: r.sectorId,
    companySectorId: r.companySectorId,
    name: r.platformName ?? r.companyName ?? '',
  }));
};

const listFilters = (tx: Db, jobId: number) =>
  tx
    .select({
      id: jobSectorFilters.id,
      sectorId: jobSectorFilters.sectorId,
      companySectorId: jobSectorFilters.companySectorId,
      disciplineId: jobSectorFilters.disciplineId,
      levelId: jobSectorFilters.levelId,
    })
    .from(jobSectorFilters)
    .where(eq(jobSectorFilters.jobId, jobId))
    .orderBy(asc(jobSectorFilters.id));

type Services_ = Pick<Services, 'now' | 'outbox'>;

/**
 * The history row, the job's updatedAt and the "update job" alerts of one relation change, in the
 * caller's transaction (docs/decisions/0080).
 */
export async function recordRelationChange(
  tx: Db,
  { now, outbox }: Services_,
  job: Job,
  userId: number,
  editType: JobEditType['id'],
  changes: object,
) {
  await tx.update(jobs).set({ updatedAt: now() }).where(eq(jobs.id, job.id));
  await tx.insert(jobHistories).values({
    companyId: job.companyId,
    jobId: job.id,
    editType,
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
    userId,
    createdAt: now(),
  });
  await fireTemplateAlerts(tx, outbox, job.companyId, alertsForJobEvent('updated'), 'alertJobUpdated', (lang) => ({
    position: job.position,
    jobId: job.id,
    changes: translate(`domain.jobEditType.${editType}`, lang),
  }));
}

/** One relation's routes and writes: its path, names, schemas, list, add and remove (section 7). */
interface RelationDef<B extends TSchema, Q extends TSchema, Item extends TSchema> {
  path: string;
  name: { one: string; many: string };
  item: Item;
  body: B;
  query: Q;
  editType: JobEditType['id'];
  list: (tx: Db, jobId: number) => Promise<Static<Item>[]>;
  /** Adds one row; answers what changed, or undefined when the row was there already. */
  add: (tx: Db, job: Job, scope: TenantScope, body: never) => Promise<object | undefined>;
  /** Removes the rows a query names; answers what changed, or undefined for no change. */
  remove: (tx: Db, job: Job, scope: TenantScope, query: never) => Promise<object | undefined>;
  removeSummary: string;
}
const def = <B extends TSchema, Q extends TSchema, Item extends TSchema>(d: RelationDef<B, Q, Item>) => d;

const sectorMatch = (ref: { sectorId: number | null; companySectorId: number | null }) =>
  ref.sectorId !== null ? eq(jobSectors.sectorId, ref.sectorId) : eq(jobSectors.companySectorId, ref.companySectorId!);

type FilterInput = {
  sectorId?: number | null;
  companySectorId?: number | null;
  disciplineId?: number | null;
  levelId?: number | null;
};
const filterColumns = {
  sectorId: jobSectorFilters.sectorId,
  companySectorId: jobSectorFilters.companySectorId,
  disciplineId: jobSectorFilters.disciplineId,
  levelId: jobSectorFilters.levelId,
} as const;
/** The rows a filter object names: every given field equal (null matches an empty value). */
const filterMatch = (jobId: number, filter: FilterInput) => {
  const parts: SQL[] = [eq(jobSectorFilters.jobId, jobId)];
  for (const [k, column] of Object.entries(filterColumns)) {
    const v = filter[k as keyof FilterInput];
    if (v === undefined) continue;
    parts.push(v === null ? isNull(column) : eq(column, v));
  }
  return and(...parts)!;
};

/** The five relations of a job with their writes; the per-row routes and the job's create and edit share them. */
function relationWrites(now: () => Date) {
  return {
    coOwners: def({
      path: 'co-owners',
      name: { one: 'CoOwner', many: 'CoOwners' },
      item: CoOwner,
      body: Type.Object({ staffId: Id }, strict),
      query: Type.Object({ staffId: Type.Integer({ minimum: 1 }) }, strict),
      editType: 'updateInternalInfo',
      list: listCoOwners,
      removeSummary: 'Remove a co-owner from a job (NO_RECORD_FOUND_FOR_ID when not one); answers the list',
      add: async (tx, job, scope, body: { staffId: number }) => {
        const [member] = await tx
          .select({ id: staff.id, status: staff.status })
          .from(staff)
          .where(and(eq(staff.id, body.staffId), eq(staff.companyId, scope.companyId)));
        // Another company's staff id, or one that does not exist, is 404 as any other record's (issue 19).
        if (!member) throw fail('NO_RECORD_FOUND_FOR_ID');
        if (member.status !== 1)
          throw fail('VALIDATION_ERROR', [{ field: 'staffId', code: 'validation.notActiveStaff' }]);
        const added = await tx
          .insert(jobCoOwners)
          .values({ jobId: job.id, staffId: member.id, companyId: scope.companyId })
          .onConflictDoNothing()
          .returning();
        return added.length > 0 ? { coOwners: { added: [member.id] } } : undefined;
      },
      remove: async (tx, job, _scope, query: { staffId: number }) => {
        const gone = await tx
          .delete(jobCoOwners)
          .where(and(eq(jobCoOwners.jobId, job.id), eq(jobCoOwners.staffId, query.staffId)))
          .returning();
        if (gone.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
        return { coOwners: { removed: [query.staffId] } };
      },
    }),
    projectContacts: def({
      path: 'project-contacts',
      name: { one: 'ProjectContact', many: 'ProjectContacts' },
      item: ProjectContact,
      body: Type.Object({ contactId: Id }, strict),
      query: Type.Object({ contactId: Type.Integer({ minimum: 1 }) }, strict),
      editType: 'updateInternalInfo',
      list: listContacts,
      removeSummary: 'Detach a project contact from a job (NO_RECORD_FOUND_FOR_ID when not attached); answers the list',
      add: async (tx, job, scope, body: { contactId: number }) => {
        if (job.departmentId === null) throw fail('PROJECT_NOT_EXISTED');
        const [contact] = await tx
          .select({ id: departmentContacts.id, departmentId: departmentContacts.departmentId })
          .from(departmentContacts)
          .where(and(eq(departmentContacts.id, body.contactId), eq(departmentContacts.companyId, scope.companyId)));
        // Another company's contact, or one that does not exist, is 404 (issue 19); the company's own
        // contact of another hiring entity is a validation error.
        if (!contact) throw fail('NO_RECORD_FOUND_FOR_ID');
        if (contact.departmentId !== job.departmentId)
          throw fail('VALIDATION_ERROR', [{ field: 'contactId', code: 'validation.contactNotOfHiringEntity' }]);
        const added = await tx
          .insert(jobProjectContacts)
          .values({ jobId: job.id, contactId: contact.id, companyId: scope.companyId, createdAt: now() })
          .onConflictDoNothing()
          .returning();
        return added.length > 0 ? { projectContacts: { added: [contact.id] } } : undefined;
      },
      remove: async (tx, job, _scope, query: { contactId: number }) => {
        const gone = await tx
          .delete(jobProjectContacts)
          .where(and(eq(jobProjectContacts.jobId, job.id), eq(jobProjectContacts.contactId, query.contactId)))
          .returning();
        if (gone.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
        return { projectContacts: { removed: [query.contactId] } };
      },
    }),
    educations: def({
      path: 'educations',
      name: { one: 'Education', many: 'Educations' },
      item: JobEducation,
      body: Type.Object({ educationId: Id }, strict),
      query: Type.Object({ educationId: Type.Integer({ minimum: 1 }) }, strict),
      editType: 'update',
      list: listEducations,
      removeSummary: 'Remove an education from a job (NO_RECORD_FOUND_FOR_ID when not on it); answers the list',
      add: async (tx, job, scope, body: { educationId: number }) => {
        await checkReference(tx, educations, body.educationId);
        const added = await tx
          .insert(jobEducations)
          .values({ jobId: job.id, educationId: body.educationId, companyId: scope.companyId, createdAt: now() })
          .onConflictDoNothing()
          .returning();
        return added.length > 0 ? { educations: { added: [body.educationId] } } : undefined;
      },
      remove: async (tx, job, _scope, query: { educationId: number }) => {
        const gone = await tx
          .delete(jobEducations)
          .where(and(eq(jobEducations.jobId, job.id), eq(jobEducations.educationId, query.educationId)))
          .returning();
        if (gone.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
        return { educations: { removed: [query.educationId] } };
      },
    }),
    sectors: def({
      path: 'sectors',
      name: { one: 'Sector', many: 'Sectors' },
      item: JobSector,
      body: Type.Object(SectorRef, strict),
      query: Type.Object(SectorQuery, strict),
      editType: 'update',
      list: listSectors,
      removeSummary:
        'Remove a sector (sectorId or companySectorId) from a job (NO_RECORD_FOUND_FOR_ID when not on it); answers the list',
      add: async (tx, job, scope, body: { sectorId?: number; companySectorId?: number }) => {
        const ref = oneSector(body);
        await checkSector(tx, scope, ref);
        const [existing] = await tx
          .select({ id: jobSectors.id })
          .from(jobSectors)
          .where(and(eq(jobSectors.jobId, job.id), sectorMatch(ref)));
        if (existing) return undefined;
        await tx.insert(jobSectors).values({ jobId: job.id, companyId: scope.companyId, ...ref, createdAt: now() });
        return { sectors: { added: [ref] } };
      },
      remove: async (tx, job, _scope, query: { sectorId?: number; companySectorId?: number }) => {
        const ref = oneSector(query);
        const gone = await tx
          .delete(jobSectors)
          .where(and(eq(jobSectors.jobId, job.id), sectorMatch(ref)))
          .returning();
        if (gone.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
        return { sectors: { removed: [ref] } };
      },
    }),
    sectorFilters: def({
      path: 'sector-filters',
      name: { one: 'SectorFilter', many: 'SectorFilters' },
      item: JobSectorFilter,
      body: Type.Object(
        { ...SectorRef, disciplineId: Type.Optional(NullableId), levelId: Type.Optional(NullableId) },
        strict,
      ),
      query: Type.Object(
        {
          ...SectorQuery,
          disciplineId: Type.Optional(Type.Integer({ minimum: 1 })),
          levelId: Type.Optional(Type.Integer({ minimum: 1 })),
        },
        { ...strict, minProperties: 1 },
      ),
      editType: 'updateInternalInfo',
      list: listFilters,
      removeSummary:
        'Delete every sector filter of a job matching the given fields (sectorId, companySectorId, disciplineId, levelId); answers the list',
      add: async (tx, job, scope, body: FilterInput) => {
        const ref = oneSector({
          sectorId: body.sectorId ?? undefined,
          companySectorId: body.companySectorId ?? undefined,
        });
        await checkSector(tx, scope, ref);
        const row = { ...ref, disciplineId: body.disciplineId ?? null, levelId: body.levelId ?? null };
        if (row.disciplineId !== null) await checkReference(tx, disciplines, row.disciplineId);
        if (row.levelId !== null) await checkReference(tx, levels, row.levelId);
        const [existing] = await tx
          .select({ id: jobSectorFilters.id })
          .from(jobSectorFilters)
          .where(filterMatch(job.id, row));
        if (existing) return undefined;
        await tx
          .insert(jobSectorFilters)
          .values({ jobId: job.id, companyId: scope.companyId, ...row, createdAt: now() });
        return { sectorFilters: { added: [row] } };
      },
      remove: async (tx, job, _scope, query: FilterInput) => {
        const gone = await tx.delete(jobSectorFilters).where(filterMatch(job.id, query)).returning();
        if (gone.length === 0) return undefined;
        return {
          sectorFilters: {
            removed: gone.map((g) => ({
              sectorId: g.sectorId,
              companySectorId: g.companySectorId,
              disciplineId: g.disciplineId,
              levelId: g.levelId,
            })),
          },
        };
      },
    }),
  };
}

/** A filter row as the bulk body gives it: sector (one of two lists), discipline and level. */
const FilterRow = Type.Object(
  { ...SectorRef, disciplineId: Type.Optional(NullableId), levelId: Type.Optional(NullableId) },
  strict,
);
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
    sectorFilters: many(FilterRow),
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
    given: (r: FilterInput) => ({ key: `${sectorKeyOf(r)}|${n(r.disciplineId)}|${n(r.levelId)}`, body: r }),
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
  const defs = relationWrites(now);
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
          error.status,
        );
      throw error;
    }
  };
  for (const { key, removed } of plans)
    for (const row of removed) await run(key, () => defs[key].remove(tx, job, scope, row.query as never));
  for (const { key, added } of plans)
    for (const item of added) await run(key, () => defs[key].add(tx, job, scope, item.body as never));
  return [...byType].map(([editType, changes]) => ({ editType, changes }));
}

/**
 * A job's relations (section 3 "Job relations", section 7): co-owners, project contacts, educations,
 * sectors, sector filters and skills, each listed, added and removed per job. Every change is written
 * to the job's history (docs/decisions/0080) and fires the company's "update job" alerts.
 */
export const jobRelationRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  const defs = relationWrites(now);
  const recordChange = (tx: Db, job: Job, userId: number, editType: JobEditType['id'], changes: object) =>
    recordRelationChange(tx, services, job, userId, editType, changes);

  /**
   * The three routes of one relation: GET the list, POST one item (201 with the list), DELETE by a
   * query (200 with the list). `add` and `remove` answer what changed, or undefined for no change.
   */
  function relation<B extends TSchema, Q extends TSchema, Item extends TSchema>(def: RelationDef<B, Q, Item>) {
    const { one, many } = def.name;
    const Answer = Type.Array(def.item);
    app.get(
      `/jobs/:id/${def.path}`,
      {
        config: { access: viewJobs },
        schema: {
          operationId: `listJob${many}`,
          tags,
          summary: `The ${many.toLowerCase()} of a job`,
          security,
          params: IdParams,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
        return def.list(db, job.id);
      },
    );
    app.post(
      `/jobs/:id/${def.path}`,
      {
        config: { access: postJobs },
        schema: {
          operationId: `addJob${one}`,
          tags,
          summary: `Add a ${one.toLowerCase()} to a job (written to its history); answers the list`,
          security,
          params: IdParams,
          body: def.body,
          response: { 201: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const auth = caller(request);
        const scope = tenantScope(auth);
        const list = await db.transaction(async (tx) => {
          const { job } = await loadJob(tx, scope, request.params.id);
          const changes = await def.add(tx, job, scope, request.body as never);
          if (changes) await recordChange(tx, job, auth.userId, def.editType, changes);
          return def.list(tx, job.id);
        });
        reply.status(201);
        return list;
      },
    );
    app.delete(
      `/jobs/:id/${def.path}`,
      {
        config: { access: postJobs },
        schema: {
          operationId: `removeJob${one}`,
          tags,
          summary: def.removeSummary,
          security,
          params: IdParams,
          querystring: def.query,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const scope = tenantScope(auth);
        return db.transaction(async (tx) => {
          const { job } = await loadJob(tx, scope, request.params.id);
          const changes = await def.remove(tx, job, scope, request.query as never);
          if (changes) await recordChange(tx, job, auth.userId, def.editType, changes);
          return def.list(tx, job.id);
        });
      },
    );
  }

  relation(defs.coOwners);
  relation(defs.projectContacts);
  relation(defs.educations);
  relation(defs.sectors);
  relation(defs.sectorFilters);

  // Skills live on the job row (jobs.skills); the history entry carries the whole new list, as a PATCH does.
  const Skill = Type.String({ minLength: 1, maxLength: jobSkillMaxLength, pattern: '\\S' });
  app.get(
    '/jobs/:id/skills',
    {
      config: { access: viewJobs },
      schema: {
        operationId: 'listJobSkills',
        tags,
        summary: "A job's skills",
        security,
        params: IdParams,
        response: { 200: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      return { skills: job.skills };
    },
  );

  /** Rewrites a job's skills in one transaction; `absent` refuses a removal of a skill the job lacks. */
  async function changeSkills(
    jobId: number,
    auth: ReturnType<typeof caller>,
    next: (skills: readonly string[]) => string[],
    absent?: (skills: readonly string[]) => boolean,
  ) {
    const scope = tenantScope(auth);
    return db.transaction(async (tx) => {
      const { job } = await loadJob(tx, scope, jobId);
      if (absent?.(job.skills)) throw fail('NO_RECORD_FOUND_FOR_ID');
      const skills = next(job.skills);
      if (skills.length === job.skills.length && skills.every((s, i) => s === job.skills[i])) return { skills };
      if (skills.length > jobSkillsMaxCount)
        throw fail('VALIDATION_ERROR', [
          { field: 'skill', code: 'validation.maxItems', params: { limit: jobSkillsMaxCount } },
        ]);
      await tx.update(jobs).set({ skills }).where(eq(jobs.id, job.id));
      await recordChange(tx, job, auth.userId, 'update', { skills });
      return { skills };
    });
  }

  app.post(
    '/jobs/:id/skills',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'addJobSkill',
        tags,
        summary: 'Add one skill to a job (trimmed; a skill already there in any case is kept once)',
        security,
        params: IdParams,
        body: Type.Object({ skill: Skill }, strict),
        response: { 201: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const answer = await changeSkills(request.params.id, caller(request), (s) => addJobSkill(s, request.body.skill));
      reply.status(201);
      return answer;
    },
  );

  app.delete(
    '/jobs/:id/skills',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'removeJobSkill',
        tags,
        summary: 'Remove one skill from a job, ignoring case and spacing (NO_RECORD_FOUND_FOR_ID when absent)',
        security,
        params: IdParams,
        querystring: Type.Object({ skill: Skill }, strict),
        response: { 200: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeSkills(
        request.params.id,
        caller(request),
        (s) => removeJobSkill(s, request.query.skill),
        (s) => !s.some((k) => sameJobSkill(k, request.query.skill)),
      ),
  );
};
