import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { jobListingRoutes } from './job-listings';
import { jobSeekerRoutes } from './job-seekers';
import { loginLogRoutes } from './login-log';
import { userStatRoutes } from './user-stats';

/**
 * The logs resource (spec section 2 /arms/logs, /arms/jobseeker, /arms/jobs): the administration
 * portal's logs and listings, one file per concern, in the order the OpenAPI document lists them
 * (docs/decisions/0196).
 */
export const logResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(loginLogRoutes, options);
  await app.register(jobListingRoutes, options);
  await app.register(userStatRoutes, options);
  await app.register(jobSeekerRoutes, options);
};
