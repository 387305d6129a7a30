import { jobStatuses, nominationStatuses, publishStates, staffRoles, type Lang } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { users } from '../../db/schema';
import { contentDisposition } from '../../files/send';
import { fail } from '../../http/errors';
import { defineList } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { maxCsvRows, toCsv, type CsvValue } from './csv';
import { jobStatusLabel, nominationStatusLabel, publishStateLabel, reportLabel, type ReportLabel } from './labels';
import {
  jobReport,
  jobRows,
  type jobStatusIds,
  nominationReport,
  nominationRows,
  type Grouping,
  type JobRow,
  type StatusCounts,
  type TimeRow,
} from './queries';
import { dayOf, reportTimeZone, resolveRange, type ReportRange } from './range';
import { Nullable, security } from '../../http/kit';

/** The Reports menu (sections 2 and 6): staff roles with access_all_candidate. */
const access = { roles: staffRoles, permissions: ['access_all_candidate'] as const };
const round = (n: number) => Math.round(n * 100) / 100;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `YYYY-MM-DD, a day in ${reportTimeZone}` });
const common = {
  from: Type.Optional({ ...Day, description: 'First day of the range (included). Default: 29 days before `to`' }),
  to: Type.Optional({ ...Day, description: 'Last day of the range (included). Default: today' }),
  format: Type.Optional(Type.String({ enum: ['json', 'csv'], description: 'csv: every row as a CSV download' })),
  lang: Type.Optional(Type.String({ enum: ['en', 'vn'], description: "CSV header language. Default: the caller's" })),
};
const pickPaging = (schema: { properties: Record<string, TSchema> }) => ({
  $skip: Type.Optional(schema.properties.$skip!),
  $limit: Type.Optional(schema.properties.$limit!),
  $sort: Type.Optional(schema.properties.$sort!),
});

/** The paging and sorting part of a report's query (its other parameters are not list filters). */
const pagingOf = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('$')));

const statusKeys = nominationStatuses.items.map((s) => s.key);
const statusSortFields = Object.fromEntries(
  nominationStatuses.items.map((s) => [
    s.key,
    { column: nominationRows[`s${s.id}` as keyof typeof nominationRows & `s${number}`], kind: 'integer' as const },
  ]),
);
const nominationList = defineList({
  fields: {
    id: { column: nominationRows.id, kind: 'integer', filterable: false },
    name: { column: nominationRows.name, kind: 'string', filterable: false },
    total: { column: nominationRows.total, kind: 'integer', filterable: false },
    ...Object.fromEntries(Object.entries(statusSortFields).map(([k, f]) => [k, { ...f, filterable: false }])),
  },
  defaultSort: [
    ['name', 1],
    ['id', 1],
  ],
});
const jobList = defineList({
  fields: {
    id: { column: jobRows.id, kind: 'integer', filterable: false },
    position: { column: jobRows.position, kind: 'string', filterable: false },
    createdAt: { column: jobRows.createdAt, kind: 'date-time', filterable: false },
    vacancies: { column: jobRows.vacancies, kind: 'integer', filterable: false },
    totalNominations: { column: jobRows.total, kind: 'integer', filterable: false },
    daysOpen: { column: jobRows.daysOpen, kind: 'number', filterable: false },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

const Counts = Type.Object(Object.fromEntries(statusKeys.map((k) => [k, Type.Integer({ minimum: 0 })])), {
  description: 'Nominations by their status at the end of the range, every status in the domain order',
});
const TimeStat = Type.Object({
  averageDays: Nullable(Type.Number()),
  medianDays: Nullable(Type.Number()),
  nominations: Type.Integer({ description: 'Nominations that spent time in the status' }),
});
const TimeInStatus = Type.Object(Object.fromEntries(statusKeys.map((k) => [k, TimeStat])), {
  description: 'Days spent in each status (from the status log), every status in the domain order',
});
const RangeInfo = {
  from: Type.String(),
  to: Type.String(),
  timeZone: Type.String(),
  asOf: Type.String({ format: 'date-time', description: 'min(now, end of `to`): where current statuses stop' }),
};
const NominationReport = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer(),
  skip: Type.Integer({ minimum: 0 }),
  ...RangeInfo,
  summary: Type.Object({ total: Type.Integer(), counts: Counts, timeInStatus: TimeInStatus }),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      total: Type.Integer(),
      counts: Counts,
      timeInStatus: TimeInStatus,
    }),
  ),
});
const jobStatusKeys = jobStatuses.items.map((s) => s.key);
const JobReport = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer(),
  skip: Type.Integer({ minimum: 0 }),
  ...RangeInfo,
  summary: Type.Object({ vacancies: Type.Integer(), totalNominations: Type.Integer(), counts: Counts }),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      position: Type.String(),
      hiringEntity: Nullable(Type.String()),
      jobStatusId: Type.Integer({ description: 'The status at the end of the range' }),
      jobStatus: Type.String(),
      publishState: Type.String(),
      vacancies: Type.Integer(),
      createdAt: Type.String({ format: 'date-time' }),
      totalNominations: Type.Integer(),
      counts: Counts,
      daysOpen: Type.Number(),
      daysInStatus: Type.Object(Object.fromEntries(jobStatusKeys.map((k) => [k, Type.Number()])), {
        description: 'Days in each job status up to the end of the range; other list statuses count as Others',
      }),
    }),
  ),
});
const csvOr = <T extends TSchema>(schema: T) => ({
  description: 'The report (JSON), or with format=csv a UTF-8 CSV download',
  content: {
    'application/json': { schema },
    'text/csv': { schema: Type.String() },
  },
});

const countsOf = (row: StatusCounts) =>
  Object.fromEntries(nominationStatuses.items.map((s) => [s.key, row[`s${s.id}`] ?? 0])) as Record<string, number>;
function timesOf(times: TimeRow[], key: number | null) {
  return Object.fromEntries(
    nominationStatuses.items.map((s) => {
      const t = times.find((r) => r.key === key && r.status === s.id);
      return [
        s.key,
        t
          ? { averageDays: round(t.avg_days), medianDays: round(t.median_days), nominations: t.nominations }
          : { averageDays: null, medianDays: null, nominations: 0 },
      ];
    }),
  ) as Record<string, { averageDays: number | null; medianDays: number | null; nominations: number }>;
}
const rangeInfo = (range: ReportRange) => ({
  from: range.from,
  to: range.to,
  timeZone: reportTimeZone,
  asOf: range.asOf.toISOString(),
});

function sendCsv(reply: FastifyReply, name: string, range: ReportRange, rows: CsvValue[][]) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', contentDisposition(`${name}_${range.from}_${range.to}.csv`));
  reply.header('cache-control', 'private, no-store');
  return reply.send(toCsv(rows));
}

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
 * The four reports of section 2 (resume-reports, section 7), for the caller's company: nominations
 * grouped by hiring entity, job or recruiter, and the job listing; each as a page of JSON rows or,
 * with format=csv, every row as a CSV download (docs/decisions/0095 to 0097).
 */
export const reportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  async function languageOf(userId: number, wanted: string | undefined): Promise<Lang> {
    if (wanted === 'en' || wanted === 'vn') return wanted;
    const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
    return row?.lang === 'vn' ? 'vn' : 'en';
  }
  const tooMany = (rows: number) =>
    fail('VALIDATION_ERROR', [
      { field: 'querystring.from', code: 'report.tooManyRows', params: { rows, max: maxCsvRows } },
    ]);

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
          tags: ['reports'],
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
        const lang = await languageOf(auth.userId, query.lang as string | undefined);
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
        tags: ['reports'],
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
      const lang = await languageOf(auth.userId, query.lang as string | undefined);
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
