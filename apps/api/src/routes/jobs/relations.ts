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
import { fail } from '../../http/errors';
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

/**
 * A job's relations (section 3 "Job relations", section 7): co-owners, project contacts, educations,
 * sectors, sector filters and skills, each listed, added and removed per job. Every change is written
 * to the job's history (docs/decisions/0080) and fires the company's "update job" alerts.
 */
export const jobRelationRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now } = services;

  /** The history row, the job's updatedAt and the alerts of one relation change, in the caller's transaction. */
  async function recordChange(tx: Db, job: Job, userId: number, editType: JobEditType['id'], changes: object) {
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

  /**
   * The three routes of one relation: GET the list, POST one item (201 with the list), DELETE by a
   * query (200 with the list). `add` and `remove` answer what changed, or undefined for no change.
   */
  function relation<B extends TSchema, Q extends TSchema, Item extends TSchema>(def: {
    path: string;
    name: { one: string; many: string };
    item: Item;
    body: B;
    query: Q;
    editType: JobEditType['id'];
    list: (tx: Db, jobId: number) => Promise<Static<Item>[]>;
    add: (tx: Db, job: Job, scope: TenantScope, body: never) => Promise<object | undefined>;
    remove: (tx: Db, job: Job, scope: TenantScope, query: never) => Promise<object | undefined>;
    removeSummary: string;
  }) {
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

  relation({
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
  });

  relation({
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
  });

  relation({
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
  });

  const sectorMatch = (ref: { sectorId: number | null; companySectorId: number | null }) =>
    ref.sectorId !== null
      ? eq(jobSectors.sectorId, ref.sectorId)
      : eq(jobSectors.companySectorId, ref.companySectorId!);

  relation({
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
  });

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

  relation({
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
      await tx.insert(jobSectorFilters).values({ jobId: job.id, companyId: scope.companyId, ...row, createdAt: now() });
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
  });

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
