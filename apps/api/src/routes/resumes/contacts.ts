import { validateResumeContact } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import {
  addContact,
  loadContact,
  removeContact,
  resumesWithEmail,
  scopedResume,
  updateContact,
} from './children-repository';
import { candidateRecord, candidates, Contact, Id, own, tags } from './child-shared';
import { resumeScope } from './repository';
import { ContactInput } from './schemas';

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
      const rows = await resumesWithEmail(db, scope, email, request.query.excludeResumeId);
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
      const created = await addContact(
        db,
        scope.companyId,
        { category: request.body.category, value },
        { resumeId: row.id, userId: auth.userId, now: now() },
      );
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
      return updateContact(
        db,
        current.id,
        { category, value },
        { resumeId: current.resumeId, userId: auth.userId, now: now() },
      );
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
      await removeContact(db, current.id, { resumeId: current.resumeId, userId: auth.userId, now: now() });
      return reply.status(204).send(null);
    },
  );
};
