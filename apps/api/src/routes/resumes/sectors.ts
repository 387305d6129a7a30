import { validateSpecialties } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import { assertSector, scopedResume, setResumeList } from './children-repository';
import { candidateRecord, Id, tags } from './child-shared';

/** A resume's sectors and specialties: id sets kept on the resume. */
export const resumeSectorRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  const idSetRoutes = (kind: 'sectors' | 'specialties') => {
    const column = kind === 'sectors' ? 'sectorIds' : 'specialtyIds';
    const key = kind === 'sectors' ? 'sectorId' : 'specialtyId';
    const Answer = Type.Object({ [column]: Type.Array(Type.Integer()) });
    const label = kind === 'sectors' ? 'sector' : 'specialty (at most 3 per resume)';
    const write = (auth: AuthContext, resumeId: number, next: number[], action: 'add' | 'remove') =>
      setResumeList(db, column, next, { resumeId, action, userId: auth.userId, now: now() });
    const Key = Type.Object({ [key]: Id }, { additionalProperties: false });

    app.post(
      `/resumes/:id/${kind}`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'sectors' ? 'addResumeSector' : 'addResumeSpecialty',
          tags,
          summary: `Add one ${label} to a resume`,
          security,
          params: IdParams,
          body: Key,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const { row } = await scopedResume(db, auth, request.params.id);
        const id = (request.body as Record<string, number>)[key]!;
        if (kind === 'sectors') await assertSector(db, id);
        const current = row[column];
        if (current.includes(id)) return { [column]: current };
        const next = [...current, id];
        if (kind === 'specialties') assertValid(validateSpecialties(next, 'specialtyIds'));
        await write(auth, row.id, next, 'add');
        return { [column]: next };
      },
    );

    app.delete(
      `/resumes/:id/${kind}`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'sectors' ? 'removeResumeSector' : 'removeResumeSpecialty',
          tags,
          summary: `Remove one ${kind === 'sectors' ? 'sector' : 'specialty'} from a resume`,
          security,
          params: IdParams,
          querystring: Key,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const { row } = await scopedResume(db, auth, request.params.id);
        const id = (request.query as Record<string, number>)[key]!;
        if (!row[column].includes(id)) throw fail('NO_RECORD_FOUND_FOR_ID');
        const next = row[column].filter((x) => x !== id);
        await write(auth, row.id, next, 'remove');
        return { [column]: next };
      },
    );
  };
  idSetRoutes('sectors');
  idSetRoutes('specialties');
};
