import { nextStatuses, nominationStatuses } from '@arms/domain';
import type { TObject } from 'typebox';
import { callerCte, callerParams, type CallerRow, type VerifiedClaims } from '../../auth/plugin';
import { rawQuery, type Db } from '../../db/client';
import type { VersionedRow } from '../../http/answer-cache';
import { isoSql, jsonArraySql, jsonColumns, jsonObjectSql, textLiteral } from '../../http/json-sql';
import { nominationStatusKey } from '../../services/status-labels';

/** `nominationStatusKey` of a status column, as SQL (the same table, written once at start-up). */
function statusKeySql(status: string): string {
  const cases = nominationStatuses.items.map((s) => `when ${s.id} then ${textLiteral(nominationStatusKey(s.id))}`);
  return `case ${status} ${cases.join(' ')} else ${textLiteral(nominationStatusKey(0))} end`;
}

/** `nextStatuses` of a status column, as a JSON array (the domain's transition table, written once). */
function nextStatusesSql(status: string): string {
  const cases = nominationStatuses.items.map(
    (s) => `when ${s.id} then ${textLiteral(JSON.stringify([...nextStatuses(s.id)]))}::json`,
  );
  return `case ${status} ${cases.join(' ')} else '[]'::json end`;
}

/**
 * `GET /jobs/:id/resumes` in ONE statement (ADR 0200): the caller (`callerCte`, $1-$3), the caller's
 * company data version (kept with the answer, ADR 0207), whether job $4 is the caller's company's, and its
 * nominations in status order, then oldest first, as the JSON text the route's serialiser writes for
 * `toNomination` of each (the `Nomination` schema, given by the route). The current title and the time
 * the status was entered are those of `currentTitle` and `statusChangedAt` (records-repository.ts), the
 * latter from the job's status log grouped once.
 */
export function jobNominationsAnswerSql(nomination: TObject): string {
  const resume = (nomination.properties as Record<string, TObject>).resume!;
  const columns = jsonColumns(nomination, {
    id: 'n.id',
    jobResumeId: 'n.id',
    jobId: 'n.job_id',
    departmentId: 'n.department_id',
    resumeId: 'n.resume_id',
    status: 'n.status',
    statusKey: statusKeySql('n.status'),
    nextStatuses: nextStatusesSql('n.status'),
    isPortal: 'n.is_portal = 1',
    remarks: 'n.remarks',
    resume: jsonObjectSql(resume, {
      id: 'r.id',
      firstName: 'r.first_name',
      lastName: 'r.last_name',
      currentTitle: `(select w.position from resume_work_experiences w where w.resume_id = r.id
        order by (w.period_to is null) desc, w.period_to desc nulls last, w.period_from desc, w.sort_order asc, w.id desc
        limit 1)`,
    }),
    statusChangedAt: isoSql('coalesce(sc.at, n.updated_at)'),
    createdAt: isoSql('n.created_at'),
    updatedAt: isoSql('n.updated_at'),
  });
  return `${callerCte}
select caller.*, v.version::text as "dataVersion",
  exists (select 1 from jobs where id = $4 and company_id = caller."companyId") as "jobFound",
  ${jsonArraySql(
    // The time each nomination entered its status: the status log of the job's nominations grouped once
    // (one pass, where a sub-query per nomination read the log again for each row).
    `from job_resumes n join resumes r on r.id = n.resume_id
       left join (select c.job_resume_id, c.to_status, max(c.created_at) as at from job_resume_status_changes c
         where c.job_resume_id in (select id from job_resumes where job_id = $4 and company_id = caller."companyId")
         group by c.job_resume_id, c.to_status) sc on sc.job_resume_id = n.id and sc.to_status = n.status
       cross join lateral (select ${columns}) x
     where n.job_id = $4 and n.company_id = caller."companyId"`,
    'n.status asc, n.id asc',
  )} as "data"
from caller left join company_data_versions v on v.company_id = caller."companyId"`;
}

/** The row of `jobNominationsAnswerSql`. */
export type JobNominationsRow = CallerRow & VersionedRow & { jobFound: boolean; data: string };

/** The caller of `claims`, whether job `jobId` is its company's, and the job's nominations as JSON text. */
export async function jobNominationsRow(db: Db, text: string, claims: VerifiedClaims, jobId: number) {
  const [row] = await rawQuery<JobNominationsRow>(db, 'arms_job_nominations_answer', text, [
    ...callerParams(claims),
    jobId,
  ]);
  return row;
}

/** The key of a job's kept nomination list. */
export const jobNominationsKey = (companyId: number, jobId: number) => `job-resumes:${companyId}:${jobId}`;
