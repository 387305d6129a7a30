import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { accessLevelRoutes } from './access-levels';
import { accountListRoutes, accountRoutes } from './accounts';
import { bccRoutes } from './bcc';
import { accountCheckRoutes } from './checks';
import { companyUserRoutes } from './company-users';
import { passwordRoutes } from './password';
import { staffRoutes } from './staff';
import { termResetRoutes } from './terms';
import { StaffUser, UserAccount } from './schemas';

/**
 * The users resource (spec section 7 "Auth and users"): accounts, the public checks, BCC addresses, the
 * password change, access levels, staff records and company users, one file per concern, registered in
 * the order the OpenAPI document lists them (docs/decisions/0196, 0204). Its terms reset is
 * `userTermResetResource`, below.
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

/**
 * The users resource's terms reset (`terms.ts`, `PATCH /reset-term-crms`: the staff records'
 * `acceptTermDate`, docs/decisions/0123). The OpenAPI document lists it after the nominations, and a
 * resource plugin declares all of its routes before the next resource loads, so this part of the
 * resource is registered by `app.ts` at that place and the document keeps its order (docs/decisions/0206).
 */
export const userTermResetResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(termResetRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): an account and a staff record.
 */
export const userSchemas: readonly TSchema[] = [UserAccount, StaffUser];
