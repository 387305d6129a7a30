import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { sendStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { recordNominationAcknowledgement } from '../../services/nomination-acknowledgements';
import { findAcknowledgement, listAcknowledgements } from './acknowledgements-repository';
import { loadNomination } from './records-repository';
import { nominationRecord, AcknowledgementBody, Acknowledgement } from './shared';

/** The candidate's consent to a nomination, with its notification PDF (section 7). */
export const nominationAcknowledgementRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, storage } = services;

  app.post(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'recordNominationAcknowledgement',
        tags: ['nominations'],
        summary: "Record the candidate's consent to be nominated; a consent notification PDF is generated and attached",
        security,
        params: IdParams,
        body: AcknowledgementBody,
        response: { 201: Acknowledgement, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const nomination = await loadNomination(db, scope, request.params.id);
      const answer = await recordNominationAcknowledgement(
        services,
        { scope, userId: auth.userId },
        nomination,
        request.body,
      );
      reply.status(201);
      return answer;
    },
  );

  app.get(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationAcknowledgements',
        tags: ['nominations'],
        summary: "A nomination's recorded consents with their notification PDFs, oldest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(Acknowledgement), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      return listAcknowledgements(db, scope, n.id);
    },
  );

  app.get(
    '/job-resume-acknowledgements/:id/download',
    {
      config: nominationRecord,
      schema: {
        operationId: 'downloadNominationAcknowledgement',
        tags: ['nominations'],
        summary: 'Download the consent notification PDF of an acknowledgement (FILE_NOT_EXISTED when it is gone)',
        security,
        params: IdParams,
        response: {
          200: Type.String({ contentMediaType: 'application/pdf', description: 'The consent notification' }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const row = await findAcknowledgement(db, scope, request.params.id);
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      if (!row.file) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, storage, row.file.storageKey, { name: row.file.name, contentType: 'application/pdf' });
    },
  );
};
