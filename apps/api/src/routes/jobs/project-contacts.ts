import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { Nullable } from '../../http/kit';
import { Id, relation, relationRoutes, strict } from './relation-shared';
import { addProjectContact, companyContact, listProjectContacts, removeProjectContact } from './repository';

export const ProjectContact = Type.Object({
  contactId: Type.Integer(),
  departmentId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  designation: Nullable(Type.String()),
});

/** A job's project contacts: hiring-manager contacts of the job's hiring entity (section 3 "jobProjectContact"). */
export const projectContactRelation = relation({
  path: 'project-contacts',
  name: { one: 'ProjectContact', many: 'ProjectContacts' },
  item: ProjectContact,
  body: Type.Object({ contactId: Id }, strict),
  query: Type.Object({ contactId: Type.Integer({ minimum: 1 }) }, strict),
  editType: 'updateInternalInfo',
  list: listProjectContacts,
  removeSummary: 'Detach a project contact from a job (NO_RECORD_FOUND_FOR_ID when not attached); answers the list',
  add: async (tx, { job, scope, now }, body: { contactId: number }) => {
    if (job.departmentId === null) throw fail('PROJECT_NOT_EXISTED');
    const contact = await companyContact(tx, scope, body.contactId);
    // Another company's contact, or one that does not exist, is 404 (issue 19); the company's own
    // contact of another hiring entity is a validation error.
    if (!contact) throw fail('NO_RECORD_FOUND_FOR_ID');
    if (contact.departmentId !== job.departmentId)
      throw fail('VALIDATION_ERROR', [{ field: 'contactId', code: 'validation.contactNotOfHiringEntity' }]);
    const added = await addProjectContact(tx, scope, job.id, contact.id, now());
    return added ? { projectContacts: { added: [contact.id] } } : undefined;
  },
  remove: async (tx, { job }, query: { contactId: number }) => {
    if (!(await removeProjectContact(tx, job.id, query.contactId))) throw fail('NO_RECORD_FOUND_FOR_ID');
    return { projectContacts: { removed: [query.contactId] } };
  },
});

/** `GET`, `POST` and `DELETE /jobs/:id/project-contacts`. */
export const jobProjectContactRoutes = relationRoutes(projectContactRelation);
