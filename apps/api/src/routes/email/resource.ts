import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { customEmailRoutes } from './custom-emails';
import { outboxRoutes } from './outbox';
import { emailRuleAssignmentRoutes } from './rule-assignments';
import { emailRuleRoutes } from './rules';
import { sendEmailRoutes } from './send-email';
import { emailTemplateRoutes } from './templates';
import { CustomEmail, EmailRule, OutboxMessage } from './shared';

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

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a custom email, an outbox message and an email rule.
 */
export const emailSchemas: readonly TSchema[] = [CustomEmail, OutboxMessage, EmailRule];
