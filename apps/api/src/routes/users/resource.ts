import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { accessLevelRoutes } from './access-levels';
import { accountListRoutes, accountRoutes } from './accounts';
import { bccRoutes } from './bcc';
import { accountCheckRoutes } from './checks';
import { companyUserRoutes } from './company-users';
import { passwordRoutes } from './password';
import { staffRoutes } from './staff';

/**
 * The users resource (spec section 7 "Auth and users"): accounts, the public checks, BCC addresses, the
 * password change, access levels, staff records and company users, one file per concern, registered in
 * the order the OpenAPI document lists them (docs/decisions/0196, 0204). The terms reset
 * (`terms.ts`, `PATCH /reset-term-crms`) is listed much later in the document, after the nominations:
 * `app.ts` registers it there so that the document keeps its order.
 */
export const userResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(accountListRoutes, options);
  await app.register(accountCheckRoutes, options);
  await app.register(bccRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(accessLevelRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(staffRoutes, options);
  await app.register(companyUserRoutes, options);
};
