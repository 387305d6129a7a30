import { employerRoles, nominationStatuses } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { DateTime, errorResponses, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { companyDashboard } from './repository';

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
    async (request) => companyDashboard(db, caller(request), now()),
  );
};
