import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { resumeAppliedJobRoutes } from './applied-jobs';
import { resumeCheckedCreateRoutes } from './checked-create';
import { resumeContactRoutes } from './contacts';
import { resumeEmailReminderRoutes } from './email-reminders';
import { resumeRoutes } from './index';
import { resumeJobSeekerCvRoutes } from './job-seeker-cv';
import { resumeLogRoutes } from './logs';
import { resumeMessengerRoutes } from './messengers';
import { resumeRefereeRoutes } from './referees';
import { resumeSectorRoutes } from './sectors';
import { resumeTagRoutes } from './tags';
import { resumeTermRoutes } from './terms';
import { resumeUploadRoutes } from './upload';
import { resumeWorkExperienceRoutes } from './work-experiences';

/**
 * The resumes resource (spec section 3 "Resume", section 7 "Resumes", "Resume children"): every route of
 * this folder, one file per concern, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196): the resumes themselves, the checked create, terms, a job seeker's CV, email
 * reminders, the upload review, the single-child writes (tags, contacts, messengers, sectors and
 * specialties, work experiences, applied jobs), the logs and the referee contacts.
 */
export const resumeResource: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  options,
) => {
  const { services } = options;
  await app.register(resumeRoutes, options);
  await app.register(resumeCheckedCreateRoutes, { services });
  await app.register(resumeTermRoutes, { services });
  await app.register(resumeJobSeekerCvRoutes, { services });
  await app.register(resumeEmailReminderRoutes, { services });
  await app.register(resumeUploadRoutes, options);
  await app.register(resumeTagRoutes, { services });
  await app.register(resumeContactRoutes, { services });
  await app.register(resumeMessengerRoutes, { services });
  await app.register(resumeSectorRoutes, { services });
  await app.register(resumeWorkExperienceRoutes, { services });
  await app.register(resumeAppliedJobRoutes, { services });
  await app.register(resumeLogRoutes, { services });
  await app.register(resumeRefereeRoutes, { services });
};
