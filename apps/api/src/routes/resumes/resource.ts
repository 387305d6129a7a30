import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { resumeAppliedJobRoutes } from './applied-jobs';
import { resumeCheckedCreateRoutes } from './checked-create';
import { resumeContactRoutes } from './contacts';
import { resumeCvParsingRoutes } from './cv-parsing';
import { resumeDownloadRoutes } from './downloads';
import { resumeEmailReminderRoutes } from './email-reminders';
import { resumeFileRoutes } from './files';
import { resumeJobSeekerCvRoutes } from './job-seeker-cv';
import { resumeLogRoutes } from './logs';
import { resumeAutoMatchRoutes, resumeCompareRoutes } from './matching';
import { resumeMessengerRoutes } from './messengers';
import { resumeMotherTongueRoutes } from './mother-tongues';
import { resumeReadRoutes } from './read';
import { resumeRefereeRoutes } from './referees';
import { resumeSearchRoutes } from './search';
import { resumeSectorRoutes } from './sectors';
import { resumeTagRoutes } from './tags';
import { resumeTermRoutes } from './terms';
import { resumeUploadRoutes } from './upload';
import { resumeWorkExperienceRoutes } from './work-experiences';
import { resumeWriteRoutes } from './write';
import { Resume, ResumeSummary } from './schemas';

/**
 * The resumes resource (spec section 3 "Resume", section 7 "Resumes", "Resume children"): every route of
 * this folder, one file per concern, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196, 0205): the resumes themselves (read, write, files, search and duplicate check,
 * the skills comparison, CV parsing, downloads, auto-match, mother tongues), the checked create, terms, a job seeker's CV, email
 * reminders, the upload review, the single-child writes (tags, contacts, messengers, sectors and
 * specialties, work experiences, applied jobs), the logs and the referee contacts.
 */
export const resumeResource: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  options,
) => {
  const { services } = options;
  await app.register(resumeReadRoutes, { services });
  await app.register(resumeWriteRoutes, { services });
  await app.register(resumeFileRoutes, options);
  await app.register(resumeSearchRoutes, { services });
  await app.register(resumeCompareRoutes, { services });
  await app.register(resumeCvParsingRoutes, { services });
  await app.register(resumeDownloadRoutes, { services });
  await app.register(resumeAutoMatchRoutes, { services });
  await app.register(resumeMotherTongueRoutes, { services });
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

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a resume, and a resume in a list, which the nominations answer too.
 */
export const resumeSchemas: readonly TSchema[] = [Resume, ResumeSummary];
