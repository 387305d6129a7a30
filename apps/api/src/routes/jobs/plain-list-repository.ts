import { callerCte, callerParams, type CallerRow, type VerifiedClaims } from '../../auth/plugin';
import { rawQuery, type Db } from '../../db/client';
import type { VersionedRow } from '../../http/answer-cache';
import { isoSql, jsonArraySql, jsonColumns, jsonObjectSql, numberSql } from '../../http/json-sql';
import type { ParsedList } from '../../http/kit';
import { Job, JobStatusRef } from './schemas';

/** The columns of a job as `GET /jobs` answers it (the `Job` schema), for `jsonColumns` (ADR 0200). */
const jobJsonColumns = (j: string, st: string) => ({
  id: `${j}.id`,
  jobId: `${j}.id`,
  companyId: `${j}.company_id`,
  position: `${j}.position`,
  jobStatusId: `${j}.job_status_id`,
  jobStatus: jsonObjectSql(JobStatusRef, { id: `${st}.id`, name: `${st}.name`, colour: `${st}.colour` }),
  publishState: `${j}.publish_state`,
  vacancies: `${j}.vacancies`,
  hiringType: `${j}.hiring_type`,
  salaryMin: numberSql(`${j}.salary_min`),
  salaryMax: numberSql(`${j}.salary_max`),
  salaryCurrency: `${j}.salary_currency`,
  salaryPeriod: `${j}.salary_period`,
  salaryNegotiable: `${j}.salary_negotiable`,
  countryOfWork: `${j}.country_of_work`,
  departmentId: `${j}.department_id`,
  contactPersonId: `${j}.contact_person_id`,
  contractDuration: `${j}.contract_duration`,
  contractDurationType: `${j}.contract_duration_type`,
  skills: `${j}.skills`,
  filter1: `${j}.filter1`,
  filter2: `${j}.filter2`,
  filter3: `${j}.filter3`,
  specialty: `${j}.specialty`,
  teamAssignment: `${j}.team_assignment`,
  postingExpiry: isoSql(`${j}.posting_expiry`),
  warrantyPeriod: `${j}.warranty_period`,
  description: `${j}.description`,
  creditsUsed: `${j}.credits_used`,
  nominationCount: `(select count(*)::int from job_resumes jr where jr.job_id = ${j}.id)`,
  autoRepost: `${j}.auto_repost`,
  postedAt: isoSql(`${j}.posted_at`),
  createdAt: isoSql(`${j}.created_at`),
  updatedAt: isoSql(`${j}.updated_at`),
});

/**
 * `GET /jobs` without filters or `$sort` in ONE statement (ADR 0200): the caller (`callerCte`, $1-$3),
 * the caller's company data version (kept with the answer, ADR 0207), the total of the company's jobs,
 * and the page ($4 limit, $5 offset; newest first, as `jobList`'s default sort) as the JSON text of its
 * `data`, written by PostgreSQL as the serialiser would.
 */
export const plainJobsAnswerSql = `${callerCte}
select caller.*, v.version::text as "dataVersion",
  (select count(*)::int from jobs where company_id = caller."companyId") as "total",
  ${jsonArraySql(
    `from (select * from jobs where company_id = caller."companyId" order by created_at desc, id desc limit $4 offset $5) j
     join job_statuses st on st.id = j.job_status_id
     cross join lateral (select ${jsonColumns(Job, jobJsonColumns('j', 'st'))}) x`,
    'j.created_at desc, j.id desc',
  )} as "data"
from caller left join company_data_versions v on v.company_id = caller."companyId"`;

/** The row of `plainJobsAnswerSql`. */
export type PlainJobsRow = CallerRow & VersionedRow & { total: number; data: string };

/** The caller of `claims` and `GET /jobs`'s plain page for that caller's company (`plainJobsAnswerSql`). */
export async function plainJobsRow(db: Db, claims: VerifiedClaims, list: ParsedList) {
  const [row] = await rawQuery<PlainJobsRow>(db, 'arms_jobs_plain_answer', plainJobsAnswerSql, [
    ...callerParams(claims),
    list.limit,
    list.skip,
  ]);
  return row;
}

/** The key of a kept `GET /jobs` plain page. */
export const plainJobsKey = (companyId: number, list: ParsedList) => `jobs:${companyId}:${list.limit}:${list.skip}`;

/** The answer text of a `plainJobsRow`: the bytes `listPage` + the route's serialiser write. */
export const plainJobsText = (row: { total: number; data: string }, list: ParsedList) =>
  `{"total":${row.total},"limit":${list.limit ?? -1},"skip":${list.skip},"data":${row.data}}`;
