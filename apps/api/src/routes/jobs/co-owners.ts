import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { Id, relation, relationRoutes, strict } from './relation-shared';
import { addCoOwner, companyStaffMember, listCoOwners, removeCoOwner } from './repository';

export const CoOwner = Type.Object({
  staffId: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});

/** A job's co-owners: active staff of the job's company (section 3 "jobCoOwner"). */
export const coOwnerRelation = relation({
  path: 'co-owners',
  name: { one: 'CoOwner', many: 'CoOwners' },
  item: CoOwner,
  body: Type.Object({ staffId: Id }, strict),
  query: Type.Object({ staffId: Type.Integer({ minimum: 1 }) }, strict),
  editType: 'updateInternalInfo',
  list: listCoOwners,
  removeSummary: 'Remove a co-owner from a job (NO_RECORD_FOUND_FOR_ID when not one); answers the list',
  add: async (tx, { job, scope }, body: { staffId: number }) => {
    const member = await companyStaffMember(tx, scope, body.staffId);
    // Another company's staff id, or one that does not exist, is 404 as any other record's (issue 19).
    if (!member) throw fail('NO_RECORD_FOUND_FOR_ID');
    if (member.status !== 1) throw fail('VALIDATION_ERROR', [{ field: 'staffId', code: 'validation.notActiveStaff' }]);
    return (await addCoOwner(tx, scope, job.id, member.id)) ? { coOwners: { added: [member.id] } } : undefined;
  },
  remove: async (tx, { job }, query: { staffId: number }) => {
    if (!(await removeCoOwner(tx, job.id, query.staffId))) throw fail('NO_RECORD_FOUND_FOR_ID');
    return { coOwners: { removed: [query.staffId] } };
  },
});

/** `GET`, `POST` and `DELETE /jobs/:id/co-owners`. */
export const jobCoOwnerRoutes = relationRoutes(coOwnerRelation);
