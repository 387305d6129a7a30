import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { nominationAcknowledgementRoutes } from './acknowledgements';
import { nominationEditRoutes } from './edit';
import { nominationListRoutes, NominationWithJob } from './list';
import { portalResumeRoutes, PortalResume } from './portal';
import { nominationRecordRoutes } from './records';
import { nominationRemarkRoutes } from './remarks';
import { samePositionRoutes } from './same-position';
import { nominationStatusRoutes } from './statuses';
import { nominationSubmissionRoutes } from './submissions';
import { nominationVisitorRoutes } from './visitors';
import { Nomination } from './shared';

/**
 * The nominations resource (job-resumes, sections 3, 4 and 7): every route of this folder, one file per
 * concern, registered in the order the OpenAPI document lists them (docs/decisions/0196).
 */
export const nominationResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(nominationRecordRoutes, options);
  await app.register(nominationStatusRoutes, options);
  await app.register(nominationSubmissionRoutes, options);
  await app.register(nominationEditRoutes, options);
  await app.register(nominationRemarkRoutes, options);
  await app.register(nominationVisitorRoutes, options);
  await app.register(nominationAcknowledgementRoutes, options);
  await app.register(samePositionRoutes, options);
  await app.register(nominationListRoutes, options);
  await app.register(portalResumeRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a nomination, with its job (the company list), and a portal resume.
 */
export const nominationSchemas: readonly TSchema[] = [Nomination, NominationWithJob, PortalResume];
