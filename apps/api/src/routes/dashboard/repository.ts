import { hasRouteAccess, jobStatuses, nominationStatuses, staffRoles } from '@arms/domain';
import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { interviews, jobResumes, jobs, resumes } from '../../db/schema';
import { dayOf, startOfDay } from '../reports/range';
import { resumeScope, scopeCondition } from '../resumes/scope-repository';

/**
 * The dashboard's repository (docs/decisions/0196): the home screen's figures of one company, in two
 * rounds of parallel queries, and the dashboard the caller sees (its week, its candidates or none).
 */

const openStatusId = jobStatuses.items.find((s) => s.key === 'open')!.id;
const listSize = 5;

export interface DashboardWindow {
  companyId: number;
  /** Whether the caller may see candidates; without, the candidate lists stay empty. */
  candidatesVisible: boolean;
  /** The resumes the caller may see (undefined: every resume of the company, or none when not visible). */
  visibleResumes: SQL | undefined;
  at: Date;
  weekStart: Date;
  weekEnd: Date;
  expiryEnd: Date;
}

/** The `n` of a one-row `count()` query (0 when it answers no row). */
async function countOf(query: PromiseLike<Array<{ n: number }>>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** The dashboard's counts and short lists of a company for this window. */
export async function dashboardFigures(db: Db, window: DashboardWindow) {
  const { companyId, candidatesVisible, visibleResumes, at, weekStart, weekEnd, expiryEnd } = window;
  const jobCount = (where: SQL | undefined) => countOf(db.select({ n: count() }).from(jobs).where(where));
  const openJobs = and(eq(jobs.companyId, companyId), eq(jobs.jobStatusId, openStatusId));
  const expiringJobs = and(openJobs, gte(jobs.postingExpiry, at), lt(jobs.postingExpiry, expiryEnd));
  // This week's interviews that are not cancelled, of the resumes the caller may see.
  const inThisWeek = and(
    eq(interviews.companyId, companyId),
    ne(interviews.status, 'cancelled'),
    gte(interviews.startsAt, weekStart),
    lt(interviews.startsAt, weekEnd),
    visibleResumes,
  );
  const [open, byStatus, interviewTotal, expiringTotal] = await Promise.all([
    jobCount(openJobs),
    db
      .select({ status: jobResumes.status, n: count() })
      .from(jobResumes)
      .where(eq(jobResumes.companyId, companyId))
      .groupBy(jobResumes.status),
    countOf(
      db
        .select({ n: count() })
        .from(interviews)
        .innerJoin(jobResumes, eq(jobResumes.id, interviews.jobResumeId))
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(inThisWeek),
    ),
    jobCount(expiringJobs),
  ]);
  const expiring = await db
    .select({ id: jobs.id, position: jobs.position, postingExpiry: jobs.postingExpiry })
    .from(jobs)
    .where(expiringJobs)
    .orderBy(asc(jobs.postingExpiry), asc(jobs.id))
    .limit(listSize);

  const nominee = {
    resumeId: jobResumes.resumeId,
    firstName: resumes.firstName,
    lastName: resumes.lastName,
    jobId: jobResumes.jobId,
    position: jobs.position,
  };
  const [weekInterviews, recent] = candidatesVisible
    ? await Promise.all([
        db
          .select({
            id: interviews.id,
            jobResumeId: interviews.jobResumeId,
            startsAt: interviews.startsAt,
            ...nominee,
          })
          .from(interviews)
          .innerJoin(jobResumes, eq(jobResumes.id, interviews.jobResumeId))
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
          .where(inThisWeek)
          .orderBy(asc(interviews.startsAt), asc(interviews.id))
          .limit(listSize),
        db
          .select({ id: jobResumes.id, status: jobResumes.status, createdAt: jobResumes.createdAt, ...nominee })
          .from(jobResumes)
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
          .where(and(eq(jobResumes.companyId, companyId), visibleResumes))
          .orderBy(desc(jobResumes.createdAt), desc(jobResumes.id))
          .limit(listSize),
      ])
    : [[], []];
  const who = (r: {
    resumeId: number;
    firstName: string;
    lastName: string;
    jobId: number | null;
    position: string | null;
  }) => ({
    resumeId: r.resumeId,
    candidate: `${r.firstName} ${r.lastName}`.trim(),
    jobId: r.jobId,
    position: r.position,
  });
  return {
    openJobs: open,
    nominationsByStatus: Object.fromEntries(
      nominationStatuses.items.map((s) => [s.key, byStatus.find((row) => row.status === s.id)?.n ?? 0]),
    ),
    interviewTotal: candidatesVisible ? interviewTotal : 0,
    interviews: weekInterviews.map((r) => ({
      id: r.id,
      jobResumeId: r.jobResumeId,
      startsAt: r.startsAt.toISOString(),
      ...who(r),
    })),
    expiringTotal,
    expiring: expiring.map((r) => ({
      id: r.id,
      position: r.position,
      postingExpiry: r.postingExpiry!.toISOString(),
    })),
    recentNominations: recent.map((r) => ({
      id: r.id,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      ...who(r),
    })),
  };
}

/** How far ahead a posting counts as expiring soon. */
export const expiringWithinDays = 14;
const dayMs = 86_400_000;
/** Who may see candidates' names: whoever may open the resume list (section 6). */
const resumeList = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };

/** A day (YYYY-MM-DD) `n` days after another. */
const daysAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/**
 * The home dashboard of the caller's company at `at` (issue 14): open jobs, current nominations by status,
 * this week's interviews (Monday to Sunday in the reports' zone), postings expiring soon and the latest
 * nominations. Candidates' names only for callers who may see candidates (section 6).
 */
export async function companyDashboard(db: Db, auth: AuthContext, at: Date) {
  const { companyId } = tenantScope(auth);
  // Sourcers never reach resumes, whatever their staff record holds (ADR 0188); staff holding only
  // access_uploaded_candidate see the nominations of the resumes they uploaded, as in the resume list.
  const candidatesVisible = hasRouteAccess({ role: auth.roles, permissions: auth.permissions }, resumeList) === 'allow';
  const visibleResumes = candidatesVisible ? scopeCondition(resumeScope(auth)) : undefined;
  const today = dayOf(at);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = daysAfter(today, -weekday);
  const nextMonday = daysAfter(monday, 7);

  const f = await dashboardFigures(db, {
    companyId,
    candidatesVisible,
    visibleResumes,
    at,
    weekStart: startOfDay(monday),
    weekEnd: startOfDay(nextMonday),
    expiryEnd: new Date(at.getTime() + expiringWithinDays * dayMs),
  });
  return {
    openJobs: f.openJobs,
    nominationsByStatus: f.nominationsByStatus,
    candidatesVisible,
    interviewsThisWeek: {
      from: monday,
      to: daysAfter(monday, 6),
      total: f.interviewTotal,
      items: f.interviews,
    },
    expiringJobs: { withinDays: expiringWithinDays, total: f.expiringTotal, items: f.expiring },
    recentNominations: f.recentNominations,
  };
}
