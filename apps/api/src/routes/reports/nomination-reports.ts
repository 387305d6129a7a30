import { nominationStatuses } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { maxCsvRows, type CsvValue } from './csv';
import { nominationStatusLabel, reportLabel, type ReportLabel } from './labels';
import { nominationReport, type Grouping } from './repository';
import { resolveRange } from './range';
import {
  access,
  common,
  countsOf,
  csvOr,
  languageOf,
  NominationReport,
  nominationList,
  pagingOf,
  pickPaging,
  rangeInfo,
  sendCsv,
  tags,
  timesOf,
  tooMany,
} from './shared';

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
        const scope = tenantScope(auth);
        const query = request.query as Record<string, unknown> & { from?: string; to?: string; status?: number[] };
        const range = resolveRange(query, now());
        const list = nominationList.parse(pagingOf(query));
        const csv = query.format === 'csv';
        const result = await nominationReport(db, report.grouping, scope.companyId, range, {
          statuses: query.status,
          orderBy: list.orderBy,
          page: csv ? undefined : { limit: list.limit ?? nominationList.maxLimit, skip: list.skip },
          maxRows: csv ? maxCsvRows : undefined,
          tooMany,
        });
        if (!csv) {
          return {
            total: result.summary.row_count,
            limit: list.limit ?? -1,
            skip: list.skip,
            ...rangeInfo(range),
            summary: {
              total: result.summary.total,
              counts: countsOf(result.summary),
              timeInStatus: timesOf(result.times, null),
            },
            data: result.rows.map((r) => ({
              id: r.id,
              name: r.name,
              total: r.total,
              counts: countsOf(r),
              timeInStatus: timesOf(result.times, r.id),
            })),
          };
        }
        const lang = await languageOf(db, auth.userId, query.lang as string | undefined);
        const timeCells = (key: number | null) =>
          Object.values(timesOf(result.times, key)).flatMap((t) => [t.averageDays, t.medianDays]);
        const header: CsvValue[] = [
          reportLabel('id', lang),
          reportLabel(report.label, lang),
          reportLabel('total', lang),
          ...nominationStatuses.items.map((s) => nominationStatusLabel(s.id, lang)),
          ...nominationStatuses.items.flatMap((s) => [
            `${nominationStatusLabel(s.id, lang)} (${reportLabel('averageDays', lang)})`,
            `${nominationStatusLabel(s.id, lang)} (${reportLabel('medianDays', lang)})`,
          ]),
        ];
        const body = result.rows.map((r): CsvValue[] => [
          r.id,
          r.name,
          r.total,
          ...Object.values(countsOf(r)),
          ...timeCells(r.id),
        ]);
        const totals: CsvValue[] = [
          null,
          reportLabel('allRows', lang),
          result.summary.total,
          ...Object.values(countsOf(result.summary)),
          ...timeCells(null),
        ];
        return sendCsv(reply, report.path, range, [header, ...body, totals]);
      },
    );
  }
};
