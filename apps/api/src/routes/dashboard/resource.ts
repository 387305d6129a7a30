import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { dashboardRoutes } from './dashboard';

/** The dashboard resource (issue 14): the home screen's figures (docs/decisions/0196). */
export const dashboardResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(dashboardRoutes, options);
};
