import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantScope } from '../../auth/tenancy';
import type { Services } from '../../services/context';
import { entityAccess, loadDepartment } from '../departments';
import { loadJob } from '../jobs/repository';
import { loadResume, resumeScope } from '../resumes/repository';
import { attachmentRoutes } from './kind-routes';
import { loadNominationOwner as loadNominationOwnerOf } from './repository';
import type { AttachmentRoutesOptions } from './shared';

const viewJobs = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };
const postJobs = { roles: staffRoles, permissions: ['post_job'] as const };
const candidates = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] as const };

/**
 * The files attached to hiring entities, jobs, nominations and resumes (section 7 "documents",
 * "worksheets", "costing", "upload-documents"; docs/decisions/0071), each kind through the same four
 * routes of `attachmentRoutes`, each guarded by its owner's own access rule.
 */
export const attachmentKindRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const kinds: Array<Omit<AttachmentRoutesOptions, 'services' | 'uploadLimit'>> = [
    {
      ownerType: 'department',
      kind: 'document',
      collectionPath: '/departments/:id/documents',
      itemPath: '/department-documents/:id',
      noun: { singular: 'department document', plural: 'department documents' },
      tag: 'departments',
      access: entityAccess,
      loadOwner: (db, auth, id) => loadDepartment(db, tenantScope(auth), id),
      folder: 'department-documents',
    },
    {
      ownerType: 'job',
      kind: 'document',
      collectionPath: '/jobs/:id/documents',
      itemPath: '/job-documents/:id',
      noun: { singular: 'job document', plural: 'job documents' },
      tag: 'jobs',
      access: viewJobs,
      writeAccess: postJobs,
      loadOwner: (db, auth, id) => loadJob(db, tenantScope(auth), id),
      folder: 'job-documents',
      notFound: 'JOB_DOCUMENTS_NOT_EXISTED',
    },
    {
      ownerType: 'job',
      kind: 'worksheet',
      collectionPath: '/jobs/:id/worksheets',
      itemPath: '/job-worksheets/:id',
      noun: { singular: 'job worksheet', plural: 'job worksheets' },
      tag: 'jobs',
      access: viewJobs,
      writeAccess: postJobs,
      loadOwner: (db, auth, id) => loadJob(db, tenantScope(auth), id),
      folder: 'job-worksheets',
      notFound: 'JOB_DOCUMENTS_NOT_EXISTED',
    },
    {
      ownerType: 'job_resume',
      kind: 'document',
      collectionPath: '/job-resumes/:id/documents',
      itemPath: '/nomination-documents/:id',
      noun: { singular: 'nomination document', plural: 'nomination documents' },
      tag: 'nominations',
      access: viewJobs,
      loadOwner: loadNominationOwner,
      folder: 'nomination-documents',
    },
    {
      ownerType: 'job_resume',
      kind: 'costing',
      collectionPath: '/job-resumes/:id/costing',
      itemPath: '/nomination-costing/:id',
      noun: { singular: 'nomination costing file', plural: 'nomination costing files' },
      tag: 'nominations',
      access: viewJobs,
      loadOwner: loadNominationOwner,
      folder: 'nomination-costing',
    },
    {
      ownerType: 'resume',
      kind: 'document',
      collectionPath: '/resumes/:id/documents',
      itemPath: '/resume-documents/:id',
      noun: { singular: 'resume document', plural: 'resume documents' },
      tag: 'resumes',
      access: candidates,
      loadOwner: (db, auth, id) => loadResume(db, resumeScope(auth), id),
      folder: 'resume-documents',
    },
  ];
  for (const kind of kinds) await app.register(attachmentRoutes({ services, uploadLimit, ...kind }));
};

async function loadNominationOwner(
  db: Parameters<AttachmentRoutesOptions['loadOwner']>[0],
  auth: Parameters<AttachmentRoutesOptions['loadOwner']>[1],
  id: number,
) {
  return loadNominationOwnerOf(db, tenantScope(auth).companyId, id);
}
