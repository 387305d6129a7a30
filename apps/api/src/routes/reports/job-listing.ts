import { jobStatuses, nominationStatuses, publishStates } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { maxCsvRows, type CsvValue } from './csv';
import { jobStatusLabel, nominationStatusLabel, publishStateLabel, reportLabel } from './labels';
import { jobReport, type jobStatusIds, type JobRow } from './repository';
import { dayOf, resolveRange } from './range';
import {
  access,
  common,
  countsOf,
  csvOr,
  JobReport,
  jobList,
  languageOf,
  pagingOf,
  pickPaging,
  rangeInfo,
  round,
  sendCsv,
  tags,
  tooMany,
} from './shared';

/**
 * The job listing report of section 2 (resume-reports, section 7), for the caller's company: jobs
 * created or open in the range, as a page of JSON rows or, with format=csv, every row as a CSV
 * download (docs/decisions/0097).
 */
export const jobListingReportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  const jobQuerystring = Type.Object(
    {
      ...pickPaging(jobList.querySchema),
      ...common,
      jobStatusId: Type.Optional(
        Type.Array(Type.Integer(), {
          maxItems: 50,
          uniqueItems: true,
          description: 'Only jobs whose status at the end of the range is one of these',
        }),
      ),
      publishState: Type.Optional(
        Type.Array(Type.String({ enum: publishStates.items.map((p) => p.id) }), { maxItems: 8, uniqueItems: true }),
      ),
    },
    { additionalProperties: false },
  );
  app.get(
    '/reports/job-listing',
    {
      config: { access },
      schema: {
        operationId: 'reportJobListing',
        tags,
        summary: 'Jobs created or open in the range: status, publish state, nominations by status, days in each status',
        security,
        querystring: jobQuerystring,
        response: { 200: csvOr(JobReport), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const query = request.query as Record<string, unknown> & {
        from?: string;
        to?: string;
        jobStatusId?: number[];
        publishState?: string[];
      };
      const range = resolveRange(query, now());
      const list = jobList.parse(pagingOf(query));
      const csv = query.format === 'csv';
      const result = await jobReport(db, scope.companyId, range, {
        jobStatusIds: query.jobStatusId,
        publishStates: query.publishState,
        orderBy: list.orderBy,
        page: csv ? undefined : { limit: list.limit ?? jobList.maxLimit, skip: list.skip },
        maxRows: csv ? maxCsvRows : undefined,
        tooMany,
      });
      const daysIn = (r: JobRow) =>
        Object.fromEntries(
          jobStatuses.items.map((s) => [s.key, round(r[`days_${s.id}` as `days_${(typeof jobStatusIds)[number]}`])]),
        ) as Record<string, number>;
      if (!csv) {
        return {
          total: result.summary.row_count,
          limit: list.limit ?? -1,
          skip: list.skip,
          ...rangeInfo(range),
          summary: {
            vacancies: result.summary.vacancies,
            totalNominations: result.summary.total,
            counts: countsOf(result.summary),
          },
          data: result.rows.map((r) => ({
            id: r.id,
            position: r.position,
            hiringEntity: r.entity,
            jobStatusId: r.job_status_id,
            jobStatus: r.job_status_name,
            publishState: r.publish_state,
            vacancies: r.vacancies,
            createdAt: new Date(r.created_at).toISOString(),
            totalNominations: r.total,
            counts: countsOf(r),
            daysOpen: round(r.days_open),
            daysInStatus: daysIn(r),
          })),
        };
      }
      const lang = await languageOf(db, auth.userId, query.lang as string | undefined);
      const header: CsvValue[] = [
        reportLabel('id', lang),
        reportLabel('job', lang),
        reportLabel('hiringEntity', lang),
        reportLabel('jobStatus', lang),
        reportLabel('publishState', lang),
        reportLabel('vacancies', lang),
        reportLabel('createdAt', lang),
        reportLabel('daysOpen', lang),
        reportLabel('nominations', lang),
        ...nominationStatuses.items.map((s) => nominationStatusLabel(s.id, lang)),
        ...jobStatuses.items.map((s) => `${reportLabel('daysIn', lang)}: ${jobStatusLabel(s.id, lang, s.key)}`),
      ];
      const body = result.rows.map((r): CsvValue[] => [
        r.id,
        r.position,
        r.entity,
        jobStatusLabel(r.job_status_id, lang, r.job_status_name),
        publishStateLabel(r.publish_state, lang),
        r.vacancies,
        dayOf(new Date(r.created_at)),
        round(r.days_open),
        r.total,
        ...Object.values(countsOf(r)),
        ...Object.values(daysIn(r)),
      ]);
      return sendCsv(reply, 'job-listing', range, [header, ...body]);
    },
  );
};
