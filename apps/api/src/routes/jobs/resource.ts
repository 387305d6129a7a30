import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { jobCoOwnerRoutes } from './co-owners';
import { jobCreateRoutes } from './create';
import { jobCreditRoutes } from './credits';
import { jobEducationRoutes } from './educations';
import { jobEditRoutes } from './edit';
import { jobHistoryRoutes } from './history';
import { jobLifecycleRoutes } from './lifecycle';
import { jobListRoutes } from './list';
import { jobProjectContactRoutes } from './project-contacts';
import { jobReadRoutes } from './read';
import { jobRepostFrequencyRoutes } from './repost-frequency';
import { jobSearchRoutes } from './search';
import { jobSectorFilterRoutes } from './sector-filters';
import { jobSectorRoutes } from './sectors';
import { jobSkillRoutes } from './skills';
import { Job } from './schemas';

/**
 * The jobs resource (sections 3, 4 and 7): every route of this folder, one file per concern, registered
 * in the order the OpenAPI document lists them (docs/decisions/0196): the job's relations (co-owners,
 * project contacts, educations, sectors, sector filters, skills), search, lifecycle, credits, then the
 * jobs themselves (list, create and duplicate check, read, edit, history) and the auto repost frequency.
 */
export const jobResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(jobCoOwnerRoutes, options);
  await app.register(jobProjectContactRoutes, options);
  await app.register(jobEducationRoutes, options);
  await app.register(jobSectorRoutes, options);
  await app.register(jobSectorFilterRoutes, options);
  await app.register(jobSkillRoutes, options);
  await app.register(jobSearchRoutes, options);
  await app.register(jobLifecycleRoutes, options);
  await app.register(jobCreditRoutes, options);
  await app.register(jobListRoutes, options);
  await app.register(jobCreateRoutes, options);
  await app.register(jobReadRoutes, options);
  await app.register(jobEditRoutes, options);
  await app.register(jobHistoryRoutes, options);
  await app.register(jobRepostFrequencyRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a job, which the search, the nominations and the reports answer too.
 */
export const jobSchemas: readonly TSchema[] = [Job];
