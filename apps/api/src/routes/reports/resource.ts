import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { jobListingReportRoutes } from './job-listing';
import { nominationReportRoutes } from './nomination-reports';

/**
 * The reports resource (sections 2 and 6, resume-reports): the nomination reports, then the job
 * listing, in the order the OpenAPI document lists them (docs/decisions/0196).
 */
export const reportResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(nominationReportRoutes, options);
  await app.register(jobListingReportRoutes, options);
};
