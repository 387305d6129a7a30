import { staffRoles, validateEmail, validateResumeContact, type ValidationIssue } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Access, AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { signFileUrl } from '../../files/signed-url';
import { storeImage } from '../../files/upload';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, Nullable, security, SignedUrl } from '../../http/kit';
import {
  addReferee,
  assertCompanyResume,
  listReferees,
  loadReferee as loadRefereeOf,
  removeReferee,
  setRefereeAvatar,
  updateReferee,
  type RefereeRow,
} from './referees-repository';
import { RefereeInput } from './schemas';

const tags = ['referees'];
/** Section 2: the referee-contact routes need access_all_candidate (docs/decisions/0104). */
const referees: Access = { roles: staffRoles, permissions: ['access_all_candidate'] };
const refereeRecord: Access = { ...referees, tenant: true };

const Referee = Type.Object({
  id: Type.Integer(),
  resumeId: Type.Integer(),
  resumeName: Type.String({ description: "The candidate's name" }),
  name: Type.String(),
  designation: Nullable(Type.String()),
  company: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  hasAvatar: Type.Boolean(),
});

const show = ({ firstName, lastName, avatarPath, ...r }: RefereeRow) => ({
  ...r,
  resumeName: `${firstName} ${lastName}`.trim(),
  hasAvatar: avatarPath !== null,
});

/** A referee of a resume of the caller's company, or NO_RECORD_FOUND_FOR_ID (404). */
const loadReferee = (db: Db, auth: AuthContext, id: number) => loadRefereeOf(db, tenantScope(auth).companyId, id);

/** The referee rule: a name (required by the schema), a valid email and a phone number when given. */
function checkReferee(body: Partial<Static<typeof RefereeInput>>) {
  const issues: ValidationIssue[] = [];
  if (body.name !== undefined && !body.name.trim())
    issues.push({ field: 'name', code: 'domain.validation.required.name', params: {} });
  if (body.email) issues.push(...validateEmail(body.email));
  if (body.phone) {
    for (const i of validateResumeContact({ category: 4, value: body.phone }, 'phone'))
      issues.push({ ...i, field: 'phone' });
  }
  assertValid(issues);
}

/**
 * Referee contacts (section 7 "POST list, GET and PATCH referrals/{id}, POST referrals, POST
 * upload-avatar-referee/{id}"; section 2 /resumes/referee-contact): the company's referees across its
 * resumes, one referee's detail and edit, and its avatar behind a signed link.
 */
export const resumeRefereeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  app.post(
    '/referrals/list',
    {
      config: { access: referees },
      schema: {
        operationId: 'listReferees',
        tags,
        summary: "The company's referee contacts, optionally of one resume or matching a name, by name",
        security,
        body: Type.Object(
          {
            resumeId: Type.Optional(Type.Integer({ minimum: 1 })),
            search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, company or email' })),
            $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
            $limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            total: Type.Integer(),
            limit: Type.Integer(),
            skip: Type.Integer(),
            data: Type.Array(Referee),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { companyId } = tenantScope(caller(request));
      const { resumeId, search } = request.body;
      // The resume named must be the caller's: another company's, or none, is 404 (issue 19).
      if (resumeId !== undefined) await assertCompanyResume(db, companyId, resumeId);
      const page = { skip: request.body.$skip ?? 0, limit: request.body.$limit ?? 25 };
      return listReferees(db, companyId, { resumeId, search, ...page }, show);
    },
  );

  app.get(
    '/referrals/:id',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'getReferee',
        tags,
        summary: 'One referee contact',
        security,
        params: IdParams,
        response: { 200: Referee, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => show(await loadReferee(db, caller(request), request.params.id)),
  );

  app.post(
    '/referrals',
    {
      config: { access: referees },
      schema: {
        operationId: 'createReferee',
        tags,
        summary: 'Add a referee contact to a resume of the company',
        security,
        body: Type.Object(
          { resumeId: Type.Integer({ minimum: 1 }), ...RefereeInput.properties },
          { additionalProperties: false },
        ),
        response: { 201: Referee, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { resumeId, ...body } = request.body;
      await assertCompanyResume(db, tenantScope(auth).companyId, resumeId);
      checkReferee(body);
      const id = await addReferee(
        db,
        { ...body, name: body.name.trim() },
        { resumeId, userId: auth.userId, now: now() },
      );
      reply.status(201);
      return show(await loadReferee(db, auth, id));
    },
  );

  app.patch(
    '/referrals/:id',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'updateReferee',
        tags,
        summary: 'Change a referee contact',
        security,
        params: IdParams,
        body: Type.Partial(RefereeInput, { additionalProperties: false, minProperties: 1 }),
        response: { 200: Referee, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadReferee(db, auth, request.params.id);
      checkReferee(request.body);
      await updateReferee(
        db,
        current.id,
        { ...request.body, ...(request.body.name ? { name: request.body.name.trim() } : {}) },
        { resumeId: current.resumeId, userId: auth.userId, now: now() },
      );
      return show(await loadReferee(db, auth, current.id));
    },
  );

  app.delete(
    '/referrals/:id',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'deleteReferee',
        tags,
        summary: 'Delete a referee contact and its avatar',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadReferee(db, auth, request.params.id);
      await removeReferee(db, current.id, { resumeId: current.resumeId, userId: auth.userId, now: now() });
      if (current.avatarPath) await storage.delete(current.avatarPath).catch(() => {});
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/upload-avatar-referee/:id',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'uploadRefereeAvatar',
        tags,
        summary: "Upload the referee's avatar (multipart field `file`; an image by content, at least the minimum size)",
        security,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: Referee, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadReferee(db, auth, request.params.id);
      const stored = await storeImage(request, storage, { folder: 'referee-avatars' });
      await setRefereeAvatar(db, current.id, stored.key);
      if (current.avatarPath) await storage.delete(current.avatarPath).catch(() => {});
      return show(await loadReferee(db, auth, current.id));
    },
  );

  app.delete(
    '/remove-avatar-referee/:id',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'removeRefereeAvatar',
        tags,
        summary: "Remove the referee's avatar",
        security,
        params: IdParams,
        response: { 200: Referee, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadReferee(db, auth, request.params.id);
      await setRefereeAvatar(db, current.id, null);
      if (current.avatarPath) await storage.delete(current.avatarPath).catch(() => {});
      return show(await loadReferee(db, auth, current.id));
    },
  );

  app.get(
    '/referrals/:id/avatar',
    {
      config: { access: refereeRecord },
      schema: {
        operationId: 'refereeAvatarUrl',
        tags,
        summary: "A short-lived signed link to the referee's avatar (FILE_NOT_EXISTED without one)",
        security,
        params: IdParams,
        response: { 200: SignedUrl, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const current = await loadReferee(db, caller(request), request.params.id);
      if (!current.avatarPath) throw fail('FILE_NOT_EXISTED');
      const ext = current.avatarPath.split('.').pop();
      return signFileUrl(
        services.apiPrefix,
        services.fileUrlSecret,
        { key: current.avatarPath, name: `referee-${current.id}.${ext}` },
        services.fileUrlTtlSeconds,
        now().getTime(),
      );
    },
  );
};
