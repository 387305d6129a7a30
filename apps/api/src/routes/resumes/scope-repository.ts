import { and, eq, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import { resumes } from '../../db/schema';

/*
 * What every repository of the resumes (and the lists of other resources that show resumes) shares: the
 * resumes a caller may reach and the columns of a resume in a list (docs/decisions/0196, 0205).
 */

/** The resume columns of a ResumeSummary (GET /resumes, search, and the lists that show resumes). */
export const summaryColumns = {
  id: resumes.id,
  firstName: resumes.firstName,
  lastName: resumes.lastName,
  email: resumes.email,
  dob: resumes.dob,
  currentLocationId: resumes.currentLocationId,
  nationalityId: resumes.nationalityId,
  residentialStatusId: resumes.residentialStatusId,
  experienceMonths: resumes.experienceMonths,
  skills: resumes.skills,
  tags: resumes.tags,
  flag: resumes.flag,
  createdBy: resumes.createdBy,
  updatedAt: resumes.updatedAt,
};

/**
 * Which resumes a caller may reach (section 6): the company's, and for human resource staff holding
 * only access_uploaded_candidate, the ones they uploaded (docs/decisions/0060).
 */
export interface ResumeScope {
  companyId: number;
  uploadedBy?: number;
}

export function resumeScope(auth: AuthContext): ResumeScope {
  const { companyId } = tenantScope(auth);
  const exempt = auth.roles.some((r) => r !== 'hr_staff' && r !== 'hr_staff_l2');
  if (exempt || auth.permissions.includes('access_all_candidate')) return { companyId };
  return { companyId, uploadedBy: auth.userId };
}

export function scopeCondition(scope: ResumeScope): SQL {
  return scope.uploadedBy === undefined
    ? eq(resumes.companyId, scope.companyId)
    : and(eq(resumes.companyId, scope.companyId), eq(resumes.createdBy, scope.uploadedBy))!;
}
