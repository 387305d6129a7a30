import { validateEmail } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, listResponseSchema, security } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { addContactMessage, contactList, listContactMessages, markContactMessages } from './repository';
import { ContactMessage, platformAdmin, tags } from './schemas';

/** The contact-us form: anyone sends a message (budgeted per address); the platform administrator reads and marks them. */
export const contactUsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.post(
    '/contact-us',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'contact', address: services.rateLimits.reset.address },
      },
      schema: {
        operationId: 'sendContactMessage',
        tags,
        summary: 'Send a message through the contact-us form',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            email: Type.String({ maxLength: 254, format: 'email' }),
            industry: Type.Optional(Type.String({ maxLength: 200 })),
            message: Type.String({ minLength: 1, maxLength: 5000 }),
            telephone: Type.Optional(Type.String({ maxLength: 40 })),
            fax: Type.Optional(Type.String({ maxLength: 40 })),
            address: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: ContactMessage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      assertValid(validateEmail(request.body.email));
      const message = await addContactMessage(db, request.body, now());
      reply.status(201);
      return message;
    },
  );

  app.get(
    '/contact-us',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listContactMessages',
        tags,
        summary: 'Messages sent through the contact-us form, newest first',
        security,
        querystring: contactList.querySchema,
        response: { 200: listResponseSchema(ContactMessage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listContactMessages(db, contactList.parse(request.query as Record<string, unknown>)),
  );

  app.patch(
    '/contact-us',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'markContactMessages',
        tags,
        summary: 'Mark contact-us messages handled (status 0) or new (status 1)',
        security,
        body: Type.Object(
          {
            ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
            status: Type.Union([Type.Literal(0), Type.Literal(1)]),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ updated: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ updated: await markContactMessages(db, request.body.ids, request.body.status) }),
  );
};
