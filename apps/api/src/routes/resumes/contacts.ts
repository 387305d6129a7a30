import { validateResumeContact } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { resumeContacts, resumes } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { recordResumeChange } from './history';
import { contactKey, resumeScope, scopeCondition } from './repository';
import { ContactInput } from './schemas';
import { IdParams, security } from '../../http/kit';
import { tags, candidates, candidateRecord, Id, own, Contact, loadContact, scopedResume } from './child-shared';

/** A resume's contacts, each write checked for a duplicate email (docs/decisions/0100). */
export const resumeContactRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

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
};
