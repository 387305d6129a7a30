import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { companyListRoutes, companyRoutes } from './companies';
import { creditRoutes } from './credits';
import { logoRoutes } from './logo';
import { registrationRoutes } from './registration';
import { companySetupRoutes } from './setup';
import { Company } from './schemas';

/**
 * The companies resource (spec section 3 "Company", section 7 "Companies"): employers, sign-up, credits,
 * the logo and the setup progress, one file per concern, registered in the order the OpenAPI document
 * lists them (docs/decisions/0196, 0204).
 */
export const companyResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(companyListRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(creditRoutes, options);
  await app.register(companyRoutes, options);
  await app.register(logoRoutes, options);
  await app.register(companySetupRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): an employer.
 */
export const companySchemas: readonly TSchema[] = [Company];
