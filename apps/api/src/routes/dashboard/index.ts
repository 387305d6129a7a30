import { employerRoles, hasRouteAccess, jobStatuses, nominationStatuses, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { interviews, jobResumes, jobs, resumes } from '../../db/schema';
import { resumeScope, scopeCondition } from '../resumes/repository';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { startOfDay, dayOf } from '../reports/range';
import { security } from '../../http/kit';

const openStatusId = jobStatuses.items.find((s) => s.key === 'open')!.id;
/** How far ahead a posting counts as expiring soon. */
export const expiringWithinDays = 14;
const listSize = 5;
const dayMs = 86_400_000;
/** Who may see candidates' names: whoever may open the resume list (section 6). */
const resumeList = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };

const Nominee = {
  resumeId: Type.Integer(),
  candidate: Type.String(),
  jobId: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Union([Type.String(), Type.Null()]),
};
const Dashboard = Type.Object({
  openJobs: Type.Integer({ minimum: 0 }),
  nominationsByStatus: Type.Object(
    Object.fromEntries(nominationStatuses.items.map((s) => [s.key, Type.Integer({ minimum: 0 })])),
    { description: 'Current nominations of the company by status, every status in the domain order' },
  ),
  candidatesVisible: Type.Boolean({ description: 'false: the caller may not see candidates; the lists are empty' }),
  interviewsThisWeek: Type.Object({
    from: Type.String({ description: 'Monday of this week (YYYY-MM-DD, Asia/Singapore)' }),
    to: Type.String({ description: 'Sunday of this week' }),
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(
      Type.Object({
        id: Type.Integer(),
        jobResumeId: Type.Integer(),
        startsAt: Type.String({ format: 'date-time' }),
        ...Nominee,
      }),
    ),
  }),
  expiringJobs: Type.Object({
    withinDays: Type.Integer(),
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(
      Type.Object({ id: Type.Integer(), position: Type.String(), postingExpiry: Type.String({ format: 'date-time' }) }),
    ),
  }),
  recentNominations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.Integer(),
      createdAt: Type.String({ format: 'date-time' }),
      ...Nominee,
    }),
  ),
});

/**
 * `GET /dashboard`: the home screen's figures for the caller's company (issue 14): open jobs, current
 * nominations by status, this week's interviews, postings expiring soon and the latest nominations.
 * Candidates' names only for callers who may see candidates (section 6).
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  app.get(
    '/dashboard',
    {
      config: { access: { roles: employerRoles } },
      schema: {
        operationId: 'getDashboard',
        tags: ['reports'],
        summary: "The home dashboard of the caller's company",
        security,
        response: { 200: Dashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { companyId } = tenantScope(auth);
      const at = now();
      // Sourcers never reach resumes, whatever their staff record holds (ADR 0188); staff holding only
      // access_uploaded_candidate see the nominations of the resumes they uploaded, as in the resume list.
      const candidatesVisible =
        hasRouteAccess({ role: auth.roles, permissions: auth.permissions }, resumeList) === 'allow';
      const visibleResumes = candidatesVisible ? scopeCondition(resumeScope(auth)) : undefined;
      const today = dayOf(at);
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      const monday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * dayMs).toISOString().slice(0, 10);
      const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * dayMs).toISOString().slice(0, 10);
      const weekStart = startOfDay(monday);
      const weekEnd = startOfDay(nextMonday);
      const expiryEnd = new Date(at.getTime() + expiringWithinDays * dayMs);

      const [[open], byStatus, [interviewTotal], [expiringTotal]] = await Promise.all([
        db
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.companyId, companyId), eq(jobs.jobStatusId, openStatusId))),
        db
          .select({ status: jobResumes.status, n: count() })
          .from(jobResumes)
          .where(eq(jobResumes.companyId, companyId))
          .groupBy(jobResumes.status),
        db
          .select({ n: count() })
          .from(interviews)
          .innerJoin(jobResumes, eq(jobResumes.id, interviews.jobResumeId))
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .where(
            and(
              eq(interviews.companyId, companyId),
              ne(interviews.status, 'cancelled'),
              gte(interviews.startsAt, weekStart),
              lt(interviews.startsAt, weekEnd),
              visibleResumes,
            ),
          ),
        db
          .select({ n: count() })
          .from(jobs)
          .where(
            and(
              eq(jobs.companyId, companyId),
              eq(jobs.jobStatusId, openStatusId),
              gte(jobs.postingExpiry, at),
              lt(jobs.postingExpiry, expiryEnd),
            ),
          ),
      ]);
      const expiring = await db
        .select({ id: jobs.id, position: jobs.position, postingExpiry: jobs.postingExpiry })
        .from(jobs)
        .where(
          and(
            eq(jobs.companyId, companyId),
            eq(jobs.jobStatusId, openStatusId),
            gte(jobs.postingExpiry, at),
            lt(jobs.postingExpiry, expiryEnd),
          ),
        )
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
              .where(
                and(
                  eq(interviews.companyId, companyId),
                  ne(interviews.status, 'cancelled'),
                  gte(interviews.startsAt, weekStart),
                  lt(interviews.startsAt, weekEnd),
                  visibleResumes,
                ),
              )
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
        openJobs: open?.n ?? 0,
        nominationsByStatus: Object.fromEntries(
          nominationStatuses.items.map((s) => [s.key, byStatus.find((row) => row.status === s.id)?.n ?? 0]),
        ),
        candidatesVisible,
        interviewsThisWeek: {
          from: monday,
          to: new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * dayMs).toISOString().slice(0, 10),
          total: candidatesVisible ? (interviewTotal?.n ?? 0) : 0,
          items: weekInterviews.map((r) => ({
            id: r.id,
            jobResumeId: r.jobResumeId,
            startsAt: r.startsAt.toISOString(),
            ...who(r),
          })),
        },
        expiringJobs: {
          withinDays: expiringWithinDays,
          total: expiringTotal?.n ?? 0,
          items: expiring.map((r) => ({
            id: r.id,
            position: r.position,
            postingExpiry: r.postingExpiry!.toISOString(),
          })),
        },
        recentNominations: recent.map((r) => ({
          id: r.id,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          ...who(r),
        })),
      };
    },
  );
};
