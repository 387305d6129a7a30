import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { brandedResumeRoutes } from './branded';
import { resumeFormatRoutes } from './format';

/**
 * The resume-format resource (section 2 settings "resume-format", section 7): the employer's branded
 * format and one resume's branded content, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196, 0204).
 */
export const resumeFormatResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(resumeFormatRoutes, options);
  await app.register(brandedResumeRoutes, options);
};
