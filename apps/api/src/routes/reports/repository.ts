import { jobStatuses, nominationStatuses } from '@arms/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ReportRange } from './range';
import { iso } from '../../http/kit';

/**
 * The reports' repository (docs/decisions/0196): each report is one SQL query over the status log,
 * scoped to the caller's company (docs/decisions/0095 to 0097).
 */

/** The language a user chose (the CSV headers' default). */
export async function userLanguage(db: Db, userId: number): Promise<'en' | 'vn'> {
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return row?.lang === 'vn' ? 'vn' : 'en';
}

/** Nomination status ids in the domain's order (1 to 12, section 4). */
export const statusIds = nominationStatuses.items.map((s) => s.id);
/** Job status ids the job listing reports time for; any other status counts as Others (242). */
export const jobStatusIds = jobStatuses.items.map((s) => s.id);

/*
 * The final CTE of each report query, declared like a table so `defineList` can sort by its columns.
 * They are not tables: drizzle-kit never sees them (they live outside src/db/schema).
 */
const statusColumns = () => ({
  s1: integer('s1').notNull(),
  s2: integer('s2').notNull(),
  s3: integer('s3').notNull(),
  s4: integer('s4').notNull(),
  s5: integer('s5').notNull(),
  s6: integer('s6').notNull(),
  s7: integer('s7').notNull(),
  s8: integer('s8').notNull(),
  s9: integer('s9').notNull(),
  s10: integer('s10').notNull(),
  s11: integer('s11').notNull(),
  s12: integer('s12').notNull(),
});
export const nominationRows = pgTable('report_rows', {
  id: integer('id').notNull(),
  name: text('name').notNull(),
  total: integer('total').notNull(),
  ...statusColumns(),
});
export const jobRows = pgTable('report_rows', {
  id: integer('id').notNull(),
  position: text('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  vacancies: integer('vacancies').notNull(),
  total: integer('total').notNull(),
  daysOpen: doublePrecision('days_open').notNull(),
  ...statusColumns(),
});

/** Sorting and paging of a report's rows; without `page` every row, at most `maxRows` of them. */
export interface Paging {
  orderBy: readonly SQL[];
  page?: { limit: number; skip: number };
  maxRows?: number;
  tooMany: (rows: number) => Error;
}

export type StatusCounts = Record<`s${number}`, number>;

async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const list = (values: ReadonlyArray<number | string>) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const countColumns = (from: string) =>
  sql.join(
    statusIds.map((id) => sql`count(*) filter (where ${sql.raw(from)}.status = ${id})::int as ${sql.raw(`s${id}`)}`),
    sql`, `,
  );
const sumColumns = sql.join(
  statusIds.map((id) => sql`coalesce(sum(${sql.raw(`s${id}`)}), 0)::int as ${sql.raw(`s${id}`)}`),
  sql`, `,
);

/**
 * The status log of the nominations that `joins` and `where` pick (alias `jr`; `where` names the
 * company) as segments: each row of job_resume_status_changes up to `asOf` runs until the
 * nomination's next row (lead()), the last one until `asOf` (docs/decisions/0070); `final_status` is
 * the nomination's status at `asOf`. `state` has one row per nomination. One pass over the log.
 */
function logCtes(
  asOf: Date,
  statuses: readonly number[] | undefined,
  nominations: { key: SQL; joins: SQL; where: SQL },
): SQL {
  return sql`
  raw_log as (
    select c.job_resume_id, ${nominations.key} as key, c.to_status,
      extract(epoch from (coalesce(lead(c.created_at) over w, ${iso(asOf)}::timestamptz) - c.created_at)) / 86400.0 as days,
      first_value(c.to_status) over latest as final_status,
      row_number() over latest as rn
    from job_resume_status_changes c
    join job_resumes jr on jr.id = c.job_resume_id
    ${nominations.joins}
    -- The company is the nomination's (jr): reading the log through its per-nomination index keeps
    -- the plan good even when the table statistics are stale (PGlite has no autovacuum).
    where c.created_at <= ${iso(asOf)}::timestamptz and ${nominations.where}
    window w as (partition by c.job_resume_id order by c.created_at, c.id),
      latest as (partition by c.job_resume_id order by c.created_at desc, c.id desc)
  ),
  log as (
    select * from raw_log
    ${statuses && statuses.length > 0 ? sql`where final_status in (${list(statuses)})` : sql``}
  ),
  state as (
    select job_resume_id as id, key, final_status as status from log where rn = 1
  )`;
}

/** How a nomination report groups: by hiring entity, job or the staff user who nominated. */
export type Grouping = 'entity' | 'job' | 'recruiter';

function nominationBase(grouping: Grouping, companyId: number, range: ReportRange, statuses?: number[]) {
  const key = {
    entity: sql`coalesce(jr.department_id, j.department_id)`,
    job: sql`jr.job_id`,
    recruiter: sql`jr.created_by`,
  }[grouping];
  const named = {
    entity: { join: sql`join departments g on g.id = a.key and g.company_id = ${companyId}`, name: sql`g.name` },
    job: { join: sql`join jobs g on g.id = a.key and g.company_id = ${companyId}`, name: sql`g.position` },
    recruiter: { join: sql`join users g on g.id = a.key`, name: sql`trim(g.first_name || ' ' || g.last_name)` },
  }[grouping];
  const ctes = sql`
  with ${logCtes(range.asOf, statuses, {
    key,
    joins: sql`left join jobs j on j.id = jr.job_id`,
    where: sql`jr.company_id = ${companyId}
      and jr.created_at >= ${iso(range.start)}::timestamptz and jr.created_at < ${iso(range.end)}::timestamptz
      and ${key} is not null`,
  })},
  agg as (
    select state.key, count(*)::int as total, ${countColumns('state')}
    from state group by state.key
  ),
  report_rows as (
    select a.*, a.key as id, ${named.name} as name from agg a ${named.join}
  )`;
  return ctes;
}

export interface NominationRow extends StatusCounts {
  id: number;
  name: string;
  total: number;
}
export interface TimeRow {
  key: number | null;
  status: number;
  avg_days: number;
  median_days: number;
  nominations: number;
}

/**
 * One nomination report (section 2 "Reports"): nominations made in the range, grouped, with counts by
 * their status at the end of the range and the time spent in each status, all aggregated in SQL.
 * `page` undefined means every row (the CSV export).
 */
export async function nominationReport(
  db: Db,
  grouping: Grouping,
  companyId: number,
  range: ReportRange,
  options: { statuses?: number[] } & Paging,
) {
  const ctes = nominationBase(grouping, companyId, range, options.statuses);
  const [summary] = await select<StatusCounts & { row_count: number; total: number }>(
    db,
    sql`${ctes} select count(*)::int as row_count, coalesce(sum(total), 0)::int as total, ${sumColumns} from report_rows`,
  );
  if (options.maxRows !== undefined && summary!.row_count > options.maxRows) throw options.tooMany(summary!.row_count);
  const paging = options.page ? sql`limit ${options.page.limit} offset ${options.page.skip}` : sql``;
  const rows = await select<NominationRow>(
    db,
    sql`${ctes} select id, name, total, ${sql.raw(statusIds.map((id) => `s${id}`).join(', '))}
        from report_rows order by ${sql.join([...options.orderBy], sql`, `)} ${paging}`,
  );
  const keys = rows.map((r) => r.id);
  const times = await select<TimeRow>(
    db,
    sql`${ctes},
    per as (
      select l.key, l.to_status, l.job_resume_id, sum(l.days) as days
      from log l
      where l.key in (select id from report_rows)
      group by l.key, l.to_status, l.job_resume_id
    )
    select case when grouping(key) = 1 then null else key end as key, to_status as status,
      avg(days)::float8 as avg_days,
      (percentile_cont(0.5) within group (order by days))::float8 as median_days,
      count(*)::int as nominations
    from per
    group by grouping sets ((key, to_status), (to_status))
    having grouping(key) = 1 ${keys.length > 0 ? sql`or key in (${list(keys)})` : sql``}`,
  );
  return { summary: summary!, rows, times };
}

export interface JobRow extends StatusCounts {
  id: number;
  position: string;
  job_status_id: number;
  job_status_name: string;
  publish_state: string;
  vacancies: number;
  created_at: string | Date;
  entity: string | null;
  total: number;
  days_open: number;
  days_239: number;
  days_240: number;
  days_242: number;
  days_2521: number;
  days_2522: number;
}

/**
 * The job listing report (section 2): jobs created in the range or open at some time in it, with
 * their status at the end of the range, publish state, vacancies, nominations by status, days open
 * and the days spent in each job status, from the Status and Reopen rows of job_histories
 * (docs/decisions/0096).
 */
export async function jobReport(
  db: Db,
  companyId: number,
  range: ReportRange,
  options: {
    jobStatusIds?: number[];
    publishStates?: string[];
  } & Paging,
) {
  const { start, end, asOf } = range;
  const open = jobStatuses.idOf.open;
  const others = jobStatuses.idOf.others;
  const bucket = sql`case when t.status in (${list(jobStatusIds)}) then t.status else ${others} end`;
  const ctes = sql`
  with scoped as (
    select j.id, j.position, j.publish_state, j.vacancies, j.created_at, j.job_status_id, j.department_id
    from jobs j
    where j.company_id = ${companyId} and j.created_at < ${iso(end)}::timestamptz
    ${options.publishStates && options.publishStates.length > 0 ? sql`and j.publish_state in (${list(options.publishStates)})` : sql``}
  ),
  moves as (
    select h.job_id, h.created_at as at, (h.changes->>'jobStatusId')::int as status, h.id as ord
    from job_histories h join scoped s on s.id = h.job_id
    where h.company_id = ${companyId} and h.edit_type in ('status', 'reopen') and h.changes->>'jobStatusId' is not null
  ),
  firsts as (
    select s.id as job_id, s.created_at as at,
      case
        when a.id is not null then coalesce((a.changes->>'jobStatusId')::int, ${open})
        when exists (select 1 from moves x where x.job_id = s.id) then ${open}
        else s.job_status_id
      end as status,
      0 as ord
    from scoped s
    left join lateral (
      select h.id, h.changes from job_histories h where h.job_id = s.id and h.edit_type = 'add' order by h.id limit 1
    ) a on true
  ),
  segments as (
    select * from firsts union all select * from moves where at <= ${iso(asOf)}::timestamptz
  ),
  timeline as (
    select job_id, status, at,
      coalesce(lead(at) over (partition by job_id order by at, ord), ${iso(asOf)}::timestamptz) as until,
      row_number() over (partition by job_id order by at desc, ord desc) as rn
    from segments where at <= ${iso(asOf)}::timestamptz
  ),
  chosen as (
    select s.*, t.status as status_at
    from scoped s join timeline t on t.job_id = s.id and t.rn = 1
    where (s.created_at >= ${iso(start)}::timestamptz or exists (
      select 1 from timeline o where o.job_id = s.id and o.status = ${open} and o.at < ${iso(end)}::timestamptz and o.until > ${iso(start)}::timestamptz
    ))
    ${options.jobStatusIds && options.jobStatusIds.length > 0 ? sql`and t.status in (${list(options.jobStatusIds)})` : sql``}
  ),
  times as (
    select t.job_id, ${sql.join(
      jobStatusIds.map(
        (id) =>
          sql`coalesce(sum(extract(epoch from (t.until - t.at))) filter (where ${bucket} = ${id}), 0)::float8 / 86400.0 as ${sql.raw(`days_${id}`)}`,
      ),
      sql`, `,
    )}
    from timeline t join chosen c on c.id = t.job_id group by t.job_id
  ),
  ${logCtes(asOf, undefined, {
    key: sql`jr.job_id`,
    joins: sql`join chosen ch on ch.id = jr.job_id`,
    where: sql`jr.company_id = ${companyId} and jr.created_at <= ${iso(asOf)}::timestamptz`,
  })},
  counts as (
    select state.key, count(*)::int as total, ${countColumns('state')} from state group by state.key
  ),
  report_rows as (
    select c.id, c.position, c.status_at as job_status_id, coalesce(js.name, '') as job_status_name,
      c.publish_state, c.vacancies, c.created_at, d.name as entity,
      coalesce(n.total, 0) as total,
      ${sql.raw(statusIds.map((id) => `coalesce(n.s${id}, 0) as s${id}`).join(', '))},
      tm.${sql.raw(`days_${open}`)} as days_open,
      ${sql.raw(jobStatusIds.map((id) => `tm.days_${id}`).join(', '))}
    from chosen c
    join times tm on tm.job_id = c.id
    left join counts n on n.key = c.id
    left join job_statuses js on js.id = c.status_at
    left join departments d on d.id = c.department_id
  )`;
  const [summary] = await select<StatusCounts & { row_count: number; total: number; vacancies: number }>(
    db,
    sql`${ctes} select count(*)::int as row_count, coalesce(sum(total), 0)::int as total,
        coalesce(sum(vacancies), 0)::int as vacancies, ${sumColumns} from report_rows`,
  );
  if (options.maxRows !== undefined && summary!.row_count > options.maxRows) throw options.tooMany(summary!.row_count);
  const paging = options.page ? sql`limit ${options.page.limit} offset ${options.page.skip}` : sql``;
  const rows = await select<JobRow>(
    db,
    sql`${ctes} select * from report_rows order by ${sql.join([...options.orderBy], sql`, `)} ${paging}`,
  );
  return { summary: summary!, rows };
}
