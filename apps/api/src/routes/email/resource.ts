import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { customEmailRoutes } from './custom-emails';
import { outboxRoutes } from './outbox';
import { emailRuleAssignmentRoutes } from './rule-assignments';
import { emailRuleRoutes } from './rules';
import { sendEmailRoutes } from './send-email';
import { emailTemplateRoutes } from './templates';

/**
 * The email resource (spec section 2 /arms/emails, section 7 "Email"): custom emails, send-email, the
 * static templates, email rules and their staff, and the outbox, one file per concern, registered in the
 * order the OpenAPI document lists them (docs/decisions/0196).
 */
export const emailResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(customEmailRoutes, options);
  await app.register(sendEmailRoutes, options);
  await app.register(emailTemplateRoutes, options);
  await app.register(emailRuleRoutes, options);
  await app.register(emailRuleAssignmentRoutes, options);
  await app.register(outboxRoutes, options);
};
