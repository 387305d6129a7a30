import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { resumeAppliedJobRoutes } from './applied-jobs';
import { resumeContactRoutes } from './contacts';
import { resumeMessengerRoutes } from './messengers';
import { resumeSectorRoutes } from './sectors';
import { resumeTagRoutes } from './tags';
import { resumeWorkExperienceRoutes } from './work-experiences';

/**
 * Single-child writes of a resume (section 7 "Resume children"; docs/decisions/0100), one file per
 * child: tags with their suggestions, contacts with the email check, messengers, sectors and
 * specialties, work experiences and applied jobs. Each write runs in one transaction with a history
 * row. Registered in the order the OpenAPI document lists them (docs/decisions/0196).
 */
export const resumeChildRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(resumeTagRoutes, options);
  await app.register(resumeContactRoutes, options);
  await app.register(resumeMessengerRoutes, options);
  await app.register(resumeSectorRoutes, options);
  await app.register(resumeWorkExperienceRoutes, options);
  await app.register(resumeAppliedJobRoutes, options);
};
