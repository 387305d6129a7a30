import {
  staffRoles,
  validateMessenger,
  validateRequired,
  validateResumeContact,
  validateSpecialties,
  validateWorkExperience,
  type ValidationIssue,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Access, AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { jobs, resumeAppliedJobs, resumeContacts, resumes, resumeWorkExperiences, sectors } from '../../db/schema';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { IdParams } from '../users/schemas';
import { recordResumeChange } from './history';
import { contactKey, resumeScope, scopeCondition, type ResumeScope } from './repository';
import { ContactInput, WorkExperienceInput } from './schemas';

const security = [{ bearerAuth: [] }];
const tags = ['resumes'];
const candidates: Access = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };
const candidateRecord: Access = { ...candidates, tenant: true };
const Id = Type.Integer({ minimum: 1 });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** Issues of a single child's body, named by its own fields (`value`, not `contact.value`). */
const own = (issues: ValidationIssue[], prefix: string) =>
  issues.map((i) => ({ ...i, field: i.field.startsWith(`${prefix}.`) ? i.field.slice(prefix.length + 1) : i.field }));

const Contact = Type.Object({ id: Type.Integer(), category: Type.Integer(), value: Type.String() });
const WorkExperience = Type.Object({
  id: Type.Integer(),
  periodFrom: Type.String(),
  periodTo: Nullable(Type.String()),
  company: Type.String(),
  position: Type.String(),
  division: Nullable(Type.String()),
  duties: Nullable(Type.String()),
});
const outcomes = ['applied', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
const AppliedJob = Type.Object({
  id: Type.Integer(),
  resumeId: Type.Integer(),
  jobId: Nullable(Type.Integer()),
  companyName: Nullable(Type.String()),
  position: Type.String(),
  appliedDate: Nullable(Type.String()),
  outcome: Type.String({ enum: [...outcomes] }),
  createdBy: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const appliedFields = {
  jobId: Type.Optional(Nullable(Id)),
  companyName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  position: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  appliedDate: Type.Optional(Nullable(Day)),
  outcome: Type.Optional(Type.String({ enum: [...outcomes] })),
};
const AppliedJobBody = Type.Object(appliedFields, {
  additionalProperties: false,
  description: "One of the company's jobs (jobId), or a position elsewhere (companyName and position)",
});
const AppliedJobPatch = Type.Object(appliedFields, { additionalProperties: false, minProperties: 1 });
type AppliedJobBody = Static<typeof AppliedJobBody>;

const Messenger = Type.Object(
  {
    type: Type.String({ enum: ['linkedin', 'facebook', 'twitter', 'skype', 'website', 'others'] }),
    value: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
const MessengersAnswer = Type.Object({ messengers: Type.Array(Messenger) });
const TagsAnswer = Type.Object({ tags: Type.Array(Type.String()) });

/** A contact of a resume in the caller's scope (NO_RECORD_FOUND_FOR_ID for another tenant's or uploader's). */
async function loadContact(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ contact: resumeContacts })
    .from(resumeContacts)
    .innerJoin(resumes, eq(resumes.id, resumeContacts.resumeId))
    .where(and(scopeCondition(scope), eq(resumeContacts.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.contact;
}

async function loadWorkExperience(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeWorkExperiences })
    .from(resumeWorkExperiences)
    .innerJoin(resumes, eq(resumes.id, resumeWorkExperiences.resumeId))
    .where(and(scopeCondition(scope), eq(resumeWorkExperiences.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

async function loadAppliedJob(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeAppliedJobs })
    .from(resumeAppliedJobs)
    .innerJoin(resumes, eq(resumes.id, resumeAppliedJobs.resumeId))
    .where(and(scopeCondition(scope), eq(resumeAppliedJobs.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

/** The resume row of the caller's scope, or RESUME_NOT_EXISTED (404). */
async function scopedResume(db: Db, auth: AuthContext, id: number) {
  const scope = resumeScope(auth);
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)));
  if (!row) throw fail('RESUME_NOT_EXISTED');
  return { scope, row };
}

const showApplied = (r: typeof resumeAppliedJobs.$inferSelect) => {
  const { companyId: _c, ...rest } = r;
  return {
    ...rest,
    outcome: r.outcome as (typeof outcomes)[number],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

/**
 * The applied-job rule (docs/decisions/0101): a job of the caller's company, whose position is copied,
 * or an external position with its company name; the same company job only once per resume.
 */
async function appliedValues(
  db: Db,
  scope: ResumeScope,
  resumeId: number,
  body: AppliedJobBody,
  current?: typeof resumeAppliedJobs.$inferSelect,
) {
  const jobId = body.jobId !== undefined ? body.jobId : (current?.jobId ?? null);
  if (jobId !== null) {
    const [job] = await db
      .select({ id: jobs.id, position: jobs.position })
      .from(jobs)
      .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.id, jobId)));
    if (!job) throw fail('JOB_NOT_EXISTED');
    if (jobId !== current?.jobId) {
      const [taken] = await db
        .select({ id: resumeAppliedJobs.id })
        .from(resumeAppliedJobs)
        .where(and(eq(resumeAppliedJobs.resumeId, resumeId), eq(resumeAppliedJobs.jobId, jobId)));
      if (taken) throw fail('JOBS_ALREADY_APPLIED');
    }
    return { jobId, companyName: null, position: job.position };
  }
  const companyName = body.companyName !== undefined ? body.companyName : (current?.companyName ?? null);
  const position = body.position !== undefined ? body.position : (current?.position ?? null);
  assertValid(validateRequired({ company: companyName, position }, ['company', 'position']));
  return { jobId: null, companyName: companyName!.trim(), position: position!.trim() };
}

/**
 * Single-child writes of a resume (section 7 "Resume children"; docs/decisions/0100): tags with their
 * suggestions, contacts with the email check, messengers, sectors, specialties, work experiences and
 * applied jobs. Each write runs in one transaction with a history row.
 */
export const resumeChildRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  // ----- tags -----
  app.post(
    '/resumes/match-tag',
    {
      config: { access: candidates },
      schema: {
        operationId: 'matchResumeTags',
        tags,
        summary: "The company's resume tags starting with a prefix (any case), most used first",
        security,
        body: Type.Object(
          {
            prefix: Type.String({ maxLength: 100 }),
            $limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(Type.Object({ tag: Type.String(), count: Type.Integer() })) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const pattern = `${request.body.prefix
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = (await db.execute(sql`
        select min(t.tag) as tag, count(*)::int as count
        from ${resumes}, unnest(${resumes.tags}) as t(tag)
        where ${scopeCondition(scope)} and lower(t.tag) like ${pattern}
        group by lower(t.tag)
        order by count(*) desc, lower(t.tag) asc
        limit ${request.body.$limit ?? 10}`)) as unknown as { rows: Array<{ tag: string; count: number }> };
      return { data: result.rows.map((r) => ({ tag: r.tag, count: Number(r.count) })) };
    },
  );

  app.post(
    '/resumes/:id/tags',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeTag',
        tags,
        summary: 'Add one tag to a resume (kept once, whatever its case)',
        security,
        params: IdParams,
        body: Type.Object({ tag: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
        response: { 200: TagsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      const tag = request.body.tag.trim();
      if (!tag) assertValid([{ field: 'tag', code: 'domain.validation.itemName.required', params: {} }]);
      if (row.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { tags: row.tags };
      if (row.tags.length >= 100)
        assertValid([{ field: 'tag', code: 'domain.validation.selection.tooMany', params: { max: 100 } }]);
      const next = [...row.tags, tag];
      await db.transaction(async (tx) => {
        await tx.update(resumes).set({ tags: next }).where(eq(resumes.id, row.id));
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'tags',
          userId: auth.userId,
          now: now(),
        });
      });
      return { tags: next };
    },
  );

  app.delete(
    '/resumes/:id/tags',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'removeResumeTag',
        tags,
        summary: 'Remove one tag from a resume (any case)',
        security,
        params: IdParams,
        querystring: Type.Object(
          { tag: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: TagsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      const wanted = request.query.tag.trim().toLowerCase();
      const next = row.tags.filter((t) => t.toLowerCase() !== wanted);
      if (next.length === row.tags.length) throw fail('NO_RECORD_FOUND_FOR_ID');
      await db.transaction(async (tx) => {
        await tx.update(resumes).set({ tags: next }).where(eq(resumes.id, row.id));
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'remove',
          field: 'tags',
          userId: auth.userId,
          now: now(),
        });
      });
      return { tags: next };
    },
  );

  // ----- contacts -----
  app.get(
    '/resumes/contacts/check-email',
    {
      config: { access: candidates },
      schema: {
        operationId: 'checkResumeContactEmail',
        tags,
        summary: 'Whether another resume the caller can reach has this email, as its email or an email contact',
        security,
        querystring: Type.Object(
          { email: Type.String({ minLength: 1, maxLength: 200 }), excludeResumeId: Type.Optional(Id) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            exists: Type.Boolean(),
            resumes: Type.Array(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() })),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const email = request.query.email.trim().toLowerCase();
      const viaContact = db
        .select({ id: resumeContacts.resumeId })
        .from(resumeContacts)
        .where(and(eq(resumeContacts.companyId, scope.companyId), eq(resumeContacts.matchKey, email)));
      const rows = await db
        .select({ id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName })
        .from(resumes)
        .where(
          and(
            scopeCondition(scope),
            or(sql`lower(${resumes.email}) = ${email}`, inArray(resumes.id, viaContact)),
            request.query.excludeResumeId === undefined
              ? undefined
              : sql`${resumes.id} <> ${request.query.excludeResumeId}`,
          ),
        )
        .orderBy(asc(resumes.id))
        .limit(50);
      return { exists: rows.length > 0, resumes: rows };
    },
  );

  app.post(
    '/resumes/:id/contacts',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeContact',
        tags,
        summary: 'Add one contact (category and value, checked by the contact rule)',
        security,
        params: IdParams,
        body: ContactInput,
        response: { 201: Contact, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { scope, row } = await scopedResume(db, auth, request.params.id);
      assertValid(own(validateResumeContact(request.body), 'contact'));
      const value = request.body.value.trim();
      const created = await db.transaction(async (tx) => {
        const [c] = await tx
          .insert(resumeContacts)
          .values({
            resumeId: row.id,
            companyId: scope.companyId,
            category: request.body.category,
            value,
            matchKey: contactKey(request.body.category, value),
          })
          .returning({ id: resumeContacts.id, category: resumeContacts.category, value: resumeContacts.value });
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'contacts',
          userId: auth.userId,
          now: now(),
        });
        return c!;
      });
      reply.status(201);
      return created;
    },
  );

  app.patch(
    '/resume/contacts/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeContact',
        tags,
        summary: "Change one contact's category or value",
        security,
        params: IdParams,
        body: Type.Object(
          {
            category: Type.Optional(ContactInput.properties.category),
            value: Type.Optional(ContactInput.properties.value),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Contact, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadContact(db, resumeScope(auth), request.params.id);
      const category = request.body.category ?? current.category;
      const value = (request.body.value ?? current.value).trim();
      assertValid(own(validateResumeContact({ category, value }), 'contact'));
      return db.transaction(async (tx) => {
        const [c] = await tx
          .update(resumeContacts)
          .set({ category, value, matchKey: contactKey(category, value) })
          .where(eq(resumeContacts.id, current.id))
          .returning({ id: resumeContacts.id, category: resumeContacts.category, value: resumeContacts.value });
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'update',
          field: 'contacts',
          userId: auth.userId,
          now: now(),
        });
        return c!;
      });
    },
  );

  app.delete(
    '/resume/contacts/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResumeContact',
        tags,
        summary: 'Delete one contact',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadContact(db, resumeScope(auth), request.params.id);
      await db.transaction(async (tx) => {
        await tx.delete(resumeContacts).where(eq(resumeContacts.id, current.id));
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'remove',
          field: 'contacts',
          userId: auth.userId,
          now: now(),
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ----- messengers (a short list kept on the resume, addressed by position) -----
  const writeMessengers = async (
    auth: AuthContext,
    resumeId: number,
    next: Array<Static<typeof Messenger>>,
    action: 'add' | 'update' | 'remove',
  ) =>
    db.transaction(async (tx) => {
      await tx.update(resumes).set({ messengers: next }).where(eq(resumes.id, resumeId));
      await recordResumeChange(tx, { resumeId, action, field: 'messengers', userId: auth.userId, now: now() });
    });

  app.post(
    '/resumes/:id/messengers',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeMessenger',
        tags,
        summary: 'Add one messenger (type and handle; a website must be a valid URL)',
        security,
        params: IdParams,
        body: Messenger,
        response: { 201: MessengersAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      assertValid(own(validateMessenger(request.body), 'messenger'));
      if (row.messengers.length >= 20)
        assertValid([{ field: 'messengers', code: 'domain.validation.selection.tooMany', params: { max: 20 } }]);
      const next = [...row.messengers, { type: request.body.type, value: request.body.value.trim() }];
      await writeMessengers(auth, row.id, next, 'add');
      reply.status(201);
      return { messengers: next };
    },
  );

  app.patch(
    '/resumes/:id/messengers',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeMessenger',
        tags,
        summary: 'Change the messenger at a position (0 first) of the resume',
        security,
        params: IdParams,
        body: Type.Object(
          {
            index: Type.Integer({ minimum: 0, maximum: 19 }),
            type: Type.Optional(Messenger.properties.type),
            value: Type.Optional(Messenger.properties.value),
          },
          { additionalProperties: false },
        ),
        response: { 200: MessengersAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      const current = row.messengers[request.body.index];
      if (!current) throw fail('NO_RECORD_FOUND_FOR_ID');
      const changed = {
        type: request.body.type ?? current.type,
        value: (request.body.value ?? current.value).trim(),
      };
      assertValid(own(validateMessenger(changed), 'messenger'));
      const next = row.messengers.map((m, i) => (i === request.body.index ? changed : m));
      await writeMessengers(auth, row.id, next, 'update');
      return { messengers: next };
    },
  );

  app.delete(
    '/resumes/:id/messengers',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'removeResumeMessenger',
        tags,
        summary: 'Remove the messenger at a position (0 first) of the resume',
        security,
        params: IdParams,
        querystring: Type.Object({ index: Type.Integer({ minimum: 0, maximum: 19 }) }, { additionalProperties: false }),
        response: { 200: MessengersAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      if (!row.messengers[request.query.index]) throw fail('NO_RECORD_FOUND_FOR_ID');
      const next = row.messengers.filter((_, i) => i !== request.query.index);
      await writeMessengers(auth, row.id, next, 'remove');
      return { messengers: next };
    },
  );

  // ----- sectors and specialties (id sets on the resume) -----
  const idSetRoutes = (kind: 'sectors' | 'specialties') => {
    const column = kind === 'sectors' ? 'sectorIds' : 'specialtyIds';
    const key = kind === 'sectors' ? 'sectorId' : 'specialtyId';
    const Answer = Type.Object({ [column]: Type.Array(Type.Integer()) });
    const label = kind === 'sectors' ? 'sector' : 'specialty (at most 3 per resume)';
    const write = async (auth: AuthContext, resumeId: number, next: number[], action: 'add' | 'remove') =>
      db.transaction(async (tx) => {
        await tx
          .update(resumes)
          .set({ [column]: next })
          .where(eq(resumes.id, resumeId));
        await recordResumeChange(tx, { resumeId, action, field: column, userId: auth.userId, now: now() });
      });
    const Key = Type.Object({ [key]: Id }, { additionalProperties: false });

    app.post(
      `/resumes/:id/${kind}`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'sectors' ? 'addResumeSector' : 'addResumeSpecialty',
          tags,
          summary: `Add one ${label} to a resume`,
          security,
          params: IdParams,
          body: Key,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const { row } = await scopedResume(db, auth, request.params.id);
        const id = (request.body as Record<string, number>)[key]!;
        if (kind === 'sectors') {
          const [sector] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, id));
          if (!sector) throw fail('SECTOR_NOT_EXISTED');
        }
        const current = row[column];
        if (current.includes(id)) return { [column]: current };
        const next = [...current, id];
        if (kind === 'specialties') assertValid(validateSpecialties(next, 'specialtyIds'));
        await write(auth, row.id, next, 'add');
        return { [column]: next };
      },
    );

    app.delete(
      `/resumes/:id/${kind}`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'sectors' ? 'removeResumeSector' : 'removeResumeSpecialty',
          tags,
          summary: `Remove one ${kind === 'sectors' ? 'sector' : 'specialty'} from a resume`,
          security,
          params: IdParams,
          querystring: Key,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const { row } = await scopedResume(db, auth, request.params.id);
        const id = (request.query as Record<string, number>)[key]!;
        if (!row[column].includes(id)) throw fail('NO_RECORD_FOUND_FOR_ID');
        const next = row[column].filter((x) => x !== id);
        await write(auth, row.id, next, 'remove');
        return { [column]: next };
      },
    );
  };
  idSetRoutes('sectors');
  idSetRoutes('specialties');

  // ----- work experiences -----
  const checkPeriod = (w: { periodFrom: string; periodTo?: string | null }) =>
    assertValid(validateWorkExperience({ ...w, periodTo: w.periodTo ?? undefined }, []));
  const showWork = ({ resumeId: _r, sortOrder: _s, ...w }: typeof resumeWorkExperiences.$inferSelect) => w;

  app.post(
    '/resumes/:id/work-experiences',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeWorkExperience',
        tags,
        summary: 'Add one work experience (period from before period to, both required)',
        security,
        params: IdParams,
        body: WorkExperienceInput,
        response: { 201: WorkExperience, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      checkPeriod(request.body);
      const created = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ order: max(resumeWorkExperiences.sortOrder) })
          .from(resumeWorkExperiences)
          .where(eq(resumeWorkExperiences.resumeId, row.id));
        const [w] = await tx
          .insert(resumeWorkExperiences)
          .values({ resumeId: row.id, ...request.body, sortOrder: (last?.order ?? -1) + 1 })
          .returning();
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
        return w!;
      });
      reply.status(201);
      return showWork(created);
    },
  );

  app.patch(
    '/resume/work-experiences/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeWorkExperience',
        tags,
        summary: 'Change one work experience',
        security,
        params: IdParams,
        body: Type.Partial(WorkExperienceInput, { additionalProperties: false, minProperties: 1 }),
        response: { 200: WorkExperience, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadWorkExperience(db, resumeScope(auth), request.params.id);
      checkPeriod({ ...current, ...request.body });
      return db.transaction(async (tx) => {
        const [w] = await tx
          .update(resumeWorkExperiences)
          .set(request.body)
          .where(eq(resumeWorkExperiences.id, current.id))
          .returning();
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'update',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
        return showWork(w!);
      });
    },
  );

  app.delete(
    '/resume/work-experiences/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResumeWorkExperience',
        tags,
        summary: 'Delete one work experience',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadWorkExperience(db, resumeScope(auth), request.params.id);
      await db.transaction(async (tx) => {
        await tx.delete(resumeWorkExperiences).where(eq(resumeWorkExperiences.id, current.id));
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'remove',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ----- applied jobs -----
  app.get(
    '/resumes/:id/applied-jobs',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'listResumeAppliedJobs',
        tags,
        summary: 'The jobs the candidate has applied to, latest first',
        security,
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(AppliedJob) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await scopedResume(db, caller(request), request.params.id);
      const rows = await db
        .select()
        .from(resumeAppliedJobs)
        .where(eq(resumeAppliedJobs.resumeId, row.id))
        .orderBy(sql`${resumeAppliedJobs.appliedDate} desc nulls last`, desc(resumeAppliedJobs.id));
      return { data: rows.map(showApplied) };
    },
  );

  app.post(
    '/resumes/:id/applied-jobs',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeAppliedJob',
        tags,
        summary: "Record a job the candidate applied to: one of the company's jobs, or a position elsewhere",
        security,
        params: IdParams,
        body: AppliedJobBody,
        response: { 201: AppliedJob, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { scope, row } = await scopedResume(db, auth, request.params.id);
      const values = await appliedValues(db, scope, row.id, request.body);
      const at = now();
      const created = await db.transaction(async (tx) => {
        const [a] = await tx
          .insert(resumeAppliedJobs)
          .values({
            resumeId: row.id,
            companyId: scope.companyId,
            ...values,
            appliedDate: request.body.appliedDate ?? null,
            outcome: request.body.outcome ?? 'applied',
            createdBy: auth.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'appliedJobs',
          userId: auth.userId,
          now: at,
        });
        return a!;
      });
      reply.status(201);
      return showApplied(created);
    },
  );

  app.patch(
    '/resume/applied-jobs/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeAppliedJob',
        tags,
        summary: 'Change an applied job (its date, outcome, or what was applied to)',
        security,
        params: IdParams,
        body: AppliedJobPatch,
        response: { 200: AppliedJob, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const current = await loadAppliedJob(db, scope, request.params.id);
      const values = await appliedValues(db, scope, current.resumeId, request.body, current);
      const at = now();
      return db.transaction(async (tx) => {
        const [a] = await tx
          .update(resumeAppliedJobs)
          .set({
            ...values,
            ...(request.body.appliedDate !== undefined ? { appliedDate: request.body.appliedDate } : {}),
            ...(request.body.outcome !== undefined ? { outcome: request.body.outcome } : {}),
            updatedAt: at,
          })
          .where(eq(resumeAppliedJobs.id, current.id))
          .returning();
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'update',
          field: 'appliedJobs',
          userId: auth.userId,
          now: at,
        });
        return showApplied(a!);
      });
    },
  );

  app.delete(
    '/resume/applied-jobs/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResumeAppliedJob',
        tags,
        summary: 'Delete an applied job',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadAppliedJob(db, resumeScope(auth), request.params.id);
      await db.transaction(async (tx) => {
        await tx.delete(resumeAppliedJobs).where(eq(resumeAppliedJobs.id, current.id));
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'remove',
          field: 'appliedJobs',
          userId: auth.userId,
          now: now(),
        });
      });
      return reply.status(204).send(null);
    },
  );
};
