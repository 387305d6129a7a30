import { employerRoles, hasRouteAccess, nominationStatuses, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { DateTime, errorResponses, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { dayOf, startOfDay } from '../reports/range';
import { resumeScope, scopeCondition } from '../resumes/repository';
import { dashboardFigures } from './repository';

/** How far ahead a posting counts as expiring soon. */
export const expiringWithinDays = 14;
const dayMs = 86_400_000;
/** Who may see candidates' names: whoever may open the resume list (section 6). */
const resumeList = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };

const Nominee = {
  resumeId: Type.Integer(),
  candidate: Type.String(),
  jobId: Nullable(Type.Integer()),
  position: Nullable(Type.String()),
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
        startsAt: DateTime(),
        ...Nominee,
      }),
    ),
  }),
  expiringJobs: Type.Object({
    withinDays: Type.Integer(),
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(Type.Object({ id: Type.Integer(), position: Type.String(), postingExpiry: DateTime() })),
  }),
  recentNominations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.Integer(),
      createdAt: DateTime(),
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
          to: new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * dayMs).toISOString().slice(0, 10),
          total: f.interviewTotal,
          items: f.interviews,
        },
        expiringJobs: { withinDays: expiringWithinDays, total: f.expiringTotal, items: f.expiring },
        recentNominations: f.recentNominations,
      };
    },
  );
};
