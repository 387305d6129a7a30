import { nominationStatuses } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import type { ReportLabel } from './labels';
import { nominationReportCsv, nominationReportPage } from './nomination-answer';
import { resolveRange } from './range';
import type { Grouping } from './repository';
import { access, common, csvOr, NominationReport, nominationList, pagingOf, pickPaging, sendCsv, tags } from './shared';

/** A nomination report's query as the handler reads it (the paging part is `nominationList`'s). */
type NominationReportQuery = Record<string, unknown> & {
  from?: string;
  to?: string;
  format?: string;
  lang?: string;
  status?: number[];
};

const nominationReports: Array<{
  path: string;
  grouping: Grouping;
  operationId: string;
  label: ReportLabel;
  summary: string;
}> = [
  {
    path: 'resumes-nominated-to-hiring-entities',
    grouping: 'entity',
    operationId: 'reportNominationsByHiringEntity',
    label: 'hiringEntity',
    summary: 'Resumes nominated to hiring entities (directly or to their jobs), by status, with time in each status',
  },
  {
    path: 'resumes-nominated-to-jobs',
    grouping: 'job',
    operationId: 'reportNominationsByJob',
    label: 'job',
    summary: 'Resumes nominated to jobs, by status, with time in each status',
  },
  {
    path: 'resumes-nominated-by-recruiter',
    grouping: 'recruiter',
    operationId: 'reportNominationsByRecruiter',
    label: 'recruiter',
    summary: 'Resumes nominated by each staff user, by status, with time in each status',
  },
];

/**
 * Three of the four reports of section 2 (resume-reports, section 7), for the caller's company:
 * nominations grouped by hiring entity, job or recruiter; each as a page of JSON rows or, with
 * format=csv, every row as a CSV download (docs/decisions/0095, 0096).
 */
export const nominationReportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  for (const report of nominationReports) {
    const querystring = Type.Object(
      {
        ...pickPaging(nominationList.querySchema),
        ...common,
        status: Type.Optional(
          Type.Array(Type.Integer({ enum: nominationStatuses.items.map((s) => s.id) }), {
            maxItems: 12,
            uniqueItems: true,
            description: 'Only nominations whose status at the end of the range is one of these (1 to 12)',
          }),
        ),
      },
      { additionalProperties: false },
    );
    app.get(
      `/reports/${report.path}`,
      {
        config: { access },
        schema: {
          operationId: report.operationId,
          tags,
          summary: report.summary,
          security,
          querystring,
          response: { 200: csvOr(NominationReport), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const auth = caller(request);
        const { companyId } = tenantScope(auth);
        const query = request.query as NominationReportQuery;
        const range = resolveRange(query, now());
        const list = nominationList.parse(pagingOf(query));
        if (query.format !== 'csv')
          return nominationReportPage(db, report.grouping, companyId, range, query.status, list);
        const reader = { userId: auth.userId, lang: query.lang };
        const table = await nominationReportCsv(db, report, companyId, range, query.status, list, reader);
        return sendCsv(reply, report.path, range, table);
      },
    );
  }
};
