import { staffRoles } from '@arms/domain';

/**
 * The access rules the jobs routes share (section 6, docs/decisions/0196). A route on the company's
 * jobs as a whole (the list, a search, a new job) needs the permission; a route on one job named in its
 * path is also a tenant route (`tenant`: a caller of another company gets 404, as the access matrix
 * checks), hence the two names of each rule.
 */

/** Reading the company's jobs (`GET /jobs`, a search). */
export const viewJobs = { roles: staffRoles, permissions: ['view_all_job'] as const };
/** Posting a job for the company (`POST /jobs`, the duplicate check). */
export const postJobs = { roles: staffRoles, permissions: ['post_job'] as const };
/** Reading one job named in the path (`/jobs/:id…`): a tenant route. */
export const viewJobById = { ...viewJobs, tenant: true as const };
/** Changing one job named in the path (`/jobs/:id…`): a tenant route. */
export const postJobById = { ...postJobs, tenant: true as const };
