/**
 * What other folders take from the departments resource: the access rule of hiring entities and the
 * scoped load of one (nominations, attachments). The routes are registered by `resource.ts`.
 */
export { loadDepartment } from './repository';
export { entityAccess } from './schemas';
