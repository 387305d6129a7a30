import { validateMessenger } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import { scopedResume, setResumeList } from './children-repository';
import { candidateRecord, Messenger, MessengersAnswer, own, tags } from './child-shared';

/** A resume's messengers: a short list kept on the resume, addressed by position. */
export const resumeMessengerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  const writeMessengers = (
    auth: AuthContext,
    resumeId: number,
    next: Array<Static<typeof Messenger>>,
    action: 'add' | 'update' | 'remove',
  ) => setResumeList(db, 'messengers', next, { resumeId, action, userId: auth.userId, now: now() });

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
};
