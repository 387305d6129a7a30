import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { accountActionRoutes } from './account-actions';
import { sessionRoutes } from './sessions';
import type { AuthRoutesOptions } from './shared';
import { SessionUser } from './schemas';

/**
 * The auth resource (spec section 7 "Auth and users"): sessions (sign in, the signed-in user, sign out)
 * and the account actions without a session, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196, 0204). The authentication plugin itself is `src/auth/`.
 */
export const authResource: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(accountActionRoutes, { services: options.services });
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): the signed-in user, which the users routes answer too.
 */
export const authSchemas: readonly TSchema[] = [SessionUser];
