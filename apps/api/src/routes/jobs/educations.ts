import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { Id, relation, relationRoutes, strict } from './relation-shared';
import { addEducation, checkEducation, listEducations, removeEducation } from './repository';

export const JobEducation = Type.Object({ educationId: Type.Integer(), name: Type.String() });

/** A job's educations: active items of the platform's education list. */
export const educationRelation = relation({
  path: 'educations',
  name: { one: 'Education', many: 'Educations' },
  item: JobEducation,
  body: Type.Object({ educationId: Id }, strict),
  query: Type.Object({ educationId: Type.Integer({ minimum: 1 }) }, strict),
  editType: 'update',
  list: listEducations,
  removeSummary: 'Remove an education from a job (NO_RECORD_FOUND_FOR_ID when not on it); answers the list',
  add: async (tx, { job, scope, now }, body: { educationId: number }) => {
    await checkEducation(tx, body.educationId);
    const added = await addEducation(tx, scope, job.id, body.educationId, now());
    return added ? { educations: { added: [body.educationId] } } : undefined;
  },
  remove: async (tx, { job }, query: { educationId: number }) => {
    if (!(await removeEducation(tx, job.id, query.educationId))) throw fail('NO_RECORD_FOUND_FOR_ID');
    return { educations: { removed: [query.educationId] } };
  },
});

/** `GET`, `POST` and `DELETE /jobs/:id/educations`. */
export const jobEducationRoutes = relationRoutes(educationRelation);
