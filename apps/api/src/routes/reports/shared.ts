import { jobStatuses, nominationStatuses, staffRoles, type Lang } from '@arms/domain';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../files/send';
import { fail } from '../../http/errors';
import { DateTime, defineList, iso, Nullable } from '../../http/kit';
import { maxCsvRows, toCsv, type CsvValue } from './csv';
import { jobRows, nominationRows, userLanguage, type StatusCounts, type TimeRow } from './repository';
import { reportTimeZone, type ReportRange } from './range';

export const tags = ['reports'];

/** The Reports menu (sections 2 and 6): staff roles with access_all_candidate. */
export const access = { roles: staffRoles, permissions: ['access_all_candidate'] as const };
export const round = (n: number) => Math.round(n * 100) / 100;

export const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: `YYYY-MM-DD, a day in ${reportTimeZone}`,
});
export const common = {
  from: Type.Optional({ ...Day, description: 'First day of the range (included). Default: 29 days before `to`' }),
  to: Type.Optional({ ...Day, description: 'Last day of the range (included). Default: today' }),
  format: Type.Optional(Type.String({ enum: ['json', 'csv'], description: 'csv: every row as a CSV download' })),
  lang: Type.Optional(Type.String({ enum: ['en', 'vn'], description: "CSV header language. Default: the caller's" })),
};
export const pickPaging = (schema: { properties: Record<string, TSchema> }) => ({
  $skip: Type.Optional(schema.properties.$skip!),
  $limit: Type.Optional(schema.properties.$limit!),
  $sort: Type.Optional(schema.properties.$sort!),
});

/** The paging and sorting part of a report's query (its other parameters are not list filters). */
export const pagingOf = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('$')));

export const statusKeys = nominationStatuses.items.map((s) => s.key);
export const statusSortFields = Object.fromEntries(
  nominationStatuses.items.map((s) => [
    s.key,
    { column: nominationRows[`s${s.id}` as keyof typeof nominationRows & `s${number}`], kind: 'integer' as const },
  ]),
);
export const nominationList = defineList({
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
export const jobList = defineList({
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

export const Counts = Type.Object(Object.fromEntries(statusKeys.map((k) => [k, Type.Integer({ minimum: 0 })])), {
  description: 'Nominations by their status at the end of the range, every status in the domain order',
});
export const TimeStat = Type.Object({
  averageDays: Nullable(Type.Number()),
  medianDays: Nullable(Type.Number()),
  nominations: Type.Integer({ description: 'Nominations that spent time in the status' }),
});
export const TimeInStatus = Type.Object(Object.fromEntries(statusKeys.map((k) => [k, TimeStat])), {
  description: 'Days spent in each status (from the status log), every status in the domain order',
});
export const RangeInfo = {
  from: Type.String(),
  to: Type.String(),
  timeZone: Type.String(),
  asOf: DateTime({ description: 'min(now, end of `to`): where current statuses stop' }),
};
export const NominationReport = Type.Object({
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
export const jobStatusKeys = jobStatuses.items.map((s) => s.key);
export const JobReport = Type.Object({
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
      createdAt: DateTime(),
      totalNominations: Type.Integer(),
      counts: Counts,
      daysOpen: Type.Number(),
      daysInStatus: Type.Object(Object.fromEntries(jobStatusKeys.map((k) => [k, Type.Number()])), {
        description: 'Days in each job status up to the end of the range; other list statuses count as Others',
      }),
    }),
  ),
});
export const csvOr = <T extends TSchema>(schema: T) => ({
  description: 'The report (JSON), or with format=csv a UTF-8 CSV download',
  content: {
    'application/json': { schema },
    'text/csv': { schema: Type.String() },
  },
});

export const countsOf = (row: StatusCounts) =>
  Object.fromEntries(nominationStatuses.items.map((s) => [s.key, row[`s${s.id}`] ?? 0])) as Record<string, number>;
export function timesOf(times: TimeRow[], key: number | null) {
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
export const rangeInfo = (range: ReportRange) => ({
  from: range.from,
  to: range.to,
  timeZone: reportTimeZone,
  asOf: iso(range.asOf),
});

export function sendCsv(reply: FastifyReply, name: string, range: ReportRange, rows: CsvValue[][]) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', contentDisposition(`${name}_${range.from}_${range.to}.csv`));
  reply.header('cache-control', 'private, no-store');
  return reply.send(toCsv(rows));
}

/** The CSV's language: the asked one, else the caller's. */
export async function languageOf(db: Db, userId: number, wanted: string | undefined): Promise<Lang> {
  if (wanted === 'en' || wanted === 'vn') return wanted;
  return userLanguage(db, userId);
}

/** A CSV download over its row limit. */
export const tooMany = (rows: number) =>
  fail('VALIDATION_ERROR', [
    { field: 'querystring.from', code: 'report.tooManyRows', params: { rows, max: maxCsvRows } },
  ]);
