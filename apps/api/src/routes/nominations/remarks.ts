import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { fail } from '../../http/errors';
import type { Services } from '../../services/context';
import { loadNomination } from './records-repository';
import { errorResponses, IdParams, security } from '../../http/kit';
import { addRemark, deleteRemark, listRemarks, loadRemark, updateRemark } from './repository';
import { nominationRecord, plainText, Remark, RemarkBody, remarkMaxLength } from './shared';

/** A nomination's dated remarks: list, add, edit your own, delete (ADR 0085). */
export const nominationRemarkRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/job-resumes/:id/remarks',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationRemarks',
        tags: ['nominations'],
        summary: "A nomination's remarks, newest first, with author and time",
        security,
        params: IdParams,
        response: { 200: Type.Array(Remark), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      return listRemarks(db, scope, n.id);
    },
  );

  app.post(
    '/job-resumes/:id/remarks',
    {
      config: nominationRecord,
      schema: {
        operationId: 'addNominationRemark',
        tags: ['nominations'],
        summary: `Add a plain-text remark (at most ${remarkMaxLength} characters) to a nomination`,
        security,
        params: IdParams,
        body: RemarkBody,
        response: { 201: Remark, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { n } = await loadNomination(db, scope, request.params.id);
      const text = plainText('body.text', request.body.text);
      const remark = await addRemark(db, scope, { nominationId: n.id, userId: auth.userId, text, at: now() });
      reply.status(201);
      return remark;
    },
  );

  app.patch(
    '/job-resume-remarks/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'updateNominationRemark',
        tags: ['nominations'],
        summary: 'Edit one of your own remarks (403 USER_NOT_ALLOWED for anyone else)',
        security,
        params: IdParams,
        body: RemarkBody,
        response: { 200: Remark, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const remark = await loadRemark(db, scope, request.params.id);
      if (remark.userId !== auth.userId) throw fail('USER_NOT_ALLOWED');
      const text = plainText('body.text', request.body.text);
      return updateRemark(db, scope, remark.id, text, now());
    },
  );

  app.delete(
    '/job-resume-remarks/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'removeNominationRemark',
        tags: ['nominations'],
        summary: 'Delete one of your own remarks; an account administrator may delete any',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const remark = await loadRemark(db, scope, request.params.id);
      if (remark.userId !== auth.userId && !auth.roles.includes('account_admin')) throw fail('USER_NOT_ALLOWED');
      await deleteRemark(db, scope, remark.id);
      reply.status(204);
      return null;
    },
  );
};
