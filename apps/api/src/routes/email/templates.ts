import { isEmailTemplateKey, renderEmailTemplate } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import { RichText } from '../../http/rich-text';
import type { Services } from '../../services/context';
import { listTemplates, saveTemplateWording, templateWording } from './repository';
import { Lang, platformAdmin, ruleEditors, tags, Template, TemplateKey } from './shared';

/** The static email templates (section 7) in en and vn: listed, rendered, and worded by the administrator. */
export const emailTemplateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/email-templates',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listEmailTemplates',
        tags,
        summary: 'The static email templates in en and vn, with the administrator’s wording where set',
        security,
        response: { 200: Type.Object({ data: Type.Array(Template) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listTemplates(db) }),
  );

  app.get(
    '/email-templates/:key',
    {
      config: { access: { roles: [...ruleEditors, 'hiring_manager', 'hr_staff_l2', 'arms_admin'] } },
      schema: {
        operationId: 'renderEmailTemplate',
        tags,
        summary:
          'A static template rendered in a language (match-job header, body, body without age, invitation-to-apply...)',
        security,
        params: Type.Object({ key: TemplateKey }),
        querystring: Type.Object(
          {
            lang: Type.Optional(Lang),
            params: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 1000 }))),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const own = await templateWording(db, request.params.key, lang);
      return renderEmailTemplate(request.params.key, lang, request.query.params ?? {}, own);
    },
  );

  app.post(
    '/email-template',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'saveEmailTemplate',
        tags,
        summary: 'Set the wording of a static template in one language (body sanitised; placeholders kept)',
        security,
        body: Type.Object(
          {
            key: TemplateKey,
            lang: Lang,
            subject: Type.String({ maxLength: 300 }),
            body: RichText({ minLength: 1, maxLength: 100_000 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Template, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { key } = request.body;
      if (!isEmailTemplateKey(key)) throw fail('VALIDATION_ERROR');
      return saveTemplateWording(db, { ...request.body, key }, now);
    },
  );
};
