import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import {
  createCustomEmail,
  customList,
  getCustomEmail,
  listCustomEmails,
  sendCustomEmail,
  updateCustomEmail,
} from './repository';
import { CustomEmailBody, CustomEmailPatch, platformAdmin, tags } from './shared';

/**
 * Custom emails (spec section 2 /arms/emails): written, edited and sent to chosen staff or employers
 * through the outbox (one message per recipient, BCC addresses copied), each with its delivery.
 */
export const customEmailRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/custom-emails',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCustomEmails',
        tags,
        summary: 'Custom emails, newest first',
        security,
        querystring: customList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('CustomEmail')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCustomEmails(db, customList.parse(request.query as Record<string, unknown>)),
  );

  app.get(
    '/custom-emails/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'getCustomEmail',
        tags,
        summary: 'One custom email',
        security,
        params: IdParams,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCustomEmail(db, request.params.id),
  );

  app.post(
    '/custom-emails',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createCustomEmail',
        tags,
        summary: 'Write a custom email (a draft; its body is sanitised)',
        security,
        body: CustomEmailBody,
        response: { 201: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const email = await createCustomEmail(db, request.body, caller(request).userId, now);
      reply.status(201);
      return email;
    },
  );

  app.patch(
    '/custom-emails/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCustomEmail',
        tags,
        summary: 'Edit a custom email',
        security,
        params: IdParams,
        body: CustomEmailPatch,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateCustomEmail(db, request.params.id, request.body, now),
  );

  app.post(
    '/custom-emails/:id/send',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'sendCustomEmail',
        tags,
        summary: 'Send a custom email to its chosen staff and employers (queued in the outbox)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sendCustomEmail(db, services.outbox, request.params.id, now),
  );
};
