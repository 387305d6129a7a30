import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import { matchTags, scopedResume, setResumeList } from './children-repository';
import { candidateRecord, candidates, tags, TagsAnswer } from './child-shared';
import { resumeScope } from './repository';

/** A resume's tags and their suggestions (section 7 "Resume children"; docs/decisions/0100). */
export const resumeTagRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.post(
    '/resumes/match-tag',
    {
      config: { access: candidates },
      schema: {
        operationId: 'matchResumeTags',
        tags,
        summary: "The company's resume tags starting with a prefix (any case), most used first",
        security,
        body: Type.Object(
          {
            prefix: Type.String({ maxLength: 100 }),
            $limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(Type.Object({ tag: Type.String(), count: Type.Integer() })) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      return { data: await matchTags(db, scope, request.body.prefix, request.body.$limit ?? 10) };
    },
  );

  app.post(
    '/resumes/:id/tags',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeTag',
        tags,
        summary: 'Add one tag to a resume (kept once, whatever its case)',
        security,
        params: IdParams,
        body: Type.Object({ tag: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
        response: { 200: TagsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      const tag = request.body.tag.trim();
      if (!tag) assertValid([{ field: 'tag', code: 'domain.validation.itemName.required', params: {} }]);
      if (row.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { tags: row.tags };
      if (row.tags.length >= 100)
        assertValid([{ field: 'tag', code: 'domain.validation.selection.tooMany', params: { max: 100 } }]);
      const next = [...row.tags, tag];
      await setResumeList(db, 'tags', next, { resumeId: row.id, action: 'add', userId: auth.userId, now: now() });
      return { tags: next };
    },
  );

  app.delete(
    '/resumes/:id/tags',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'removeResumeTag',
        tags,
        summary: 'Remove one tag from a resume (any case)',
        security,
        params: IdParams,
        querystring: Type.Object(
          { tag: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: TagsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      const wanted = request.query.tag.trim().toLowerCase();
      const next = row.tags.filter((t) => t.toLowerCase() !== wanted);
      if (next.length === row.tags.length) throw fail('NO_RECORD_FOUND_FOR_ID');
      await setResumeList(db, 'tags', next, { resumeId: row.id, action: 'remove', userId: auth.userId, now: now() });
      return { tags: next };
    },
  );
};
