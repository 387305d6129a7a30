import { validateEmail, validateFirstName, validateNewPassword } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { registerCompany } from './repository';
import { RegistrationBody, RegistrationResponse } from './schemas';
import { tags } from './shared';

/** Employer sign-up (spec section 2): a pending company and its primary user, budgeted per client address. */
export const registrationRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/companies/registration',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'registration', address: services.rateLimits.reset.address },
      },
      schema: {
        operationId: 'registerCompany',
        tags,
        summary: 'Employer sign-up: a pending company and its primary user (account administrator)',
        description:
          'COMPANY_PRIMARY_USER_EXISTED when the company (same registration number or name) already has one; EMAIL_EXISTED when the email is taken.',
        body: RegistrationBody,
        response: { 201: RegistrationResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { company, user } = request.body;
      assertValid([
        ...validateEmail(user.email, 'user.email'),
        ...validateFirstName(user.firstName, 'user.firstName'),
        ...validateNewPassword({ password: user.password, confirmPassword: user.confirmPassword }).map((i) => ({
          ...i,
          field: `user.${i.field}`,
        })),
      ]);
      const result = await registerCompany(db, services, { company, user, lang: request.body.lang ?? 'en' });
      reply.status(201);
      return result;
    },
  );
};
