import { jobStatuses, nominationStatuses } from '@arms/domain';
import type { Db } from '../../db/client';
import { iso, listPage, type ParsedList } from '../../http/kit';
import { maxCsvRows, type CsvValue } from './csv';
import { jobStatusLabel, nominationStatusLabel, publishStateLabel, reportLabel } from './labels';
import { dayOf, type ReportRange } from './range';
import { jobReport, type jobStatusIds, type JobRow } from './repository';
import { countsOf, jobList, languageOf, rangeInfo, round, tooMany } from './shared';

/**
 * The job listing report's answers (section 2, resume-reports section 7; docs/decisions/0097): a page of
 * JSON rows with the summary over every row, or every row as a CSV table.
 */

/** Which jobs the report keeps: by their status at the end of the range, by publish state. */
export interface JobListingFilters {
  jobStatusIds?: number[];
  publishStates?: string[];
}

/** Days in each job status up to the end of the range, by status key. */
const daysIn = (r: JobRow) =>
  Object.fromEntries(
    jobStatuses.items.map((s) => [s.key, round(r[`days_${s.id}` as `days_${(typeof jobStatusIds)[number]}`])]),
  ) as Record<string, number>;

/** A page of the report as JSON (`JobReport`): `{ total, limit, skip }`, the range, the summary and the rows. */
export async function jobListingPage(
  db: Db,
  companyId: number,
  range: ReportRange,
  filters: JobListingFilters,
  list: ParsedList,
) {
  const { summary, rows } = await jobReport(db, companyId, range, {
    ...filters,
    orderBy: list.orderBy,
    page: { limit: list.limit ?? jobList.maxLimit, skip: list.skip },
    tooMany,
  });
  return {
    ...listPage(
      list,
      summary.row_count,
      rows.map((r) => ({
        id: r.id,
        position: r.position,
        hiringEntity: r.entity,
        jobStatusId: r.job_status_id,
        jobStatus: r.job_status_name,
        publishState: r.publish_state,
        vacancies: r.vacancies,
        createdAt: iso(new Date(r.created_at)),
        totalNominations: r.total,
        counts: countsOf(r),
        daysOpen: round(r.days_open),
        daysInStatus: daysIn(r),
      })),
    ),
    ...rangeInfo(range),
    summary: { vacancies: summary.vacancies, totalNominations: summary.total, counts: countsOf(summary) },
  };
}

/**
 * Every row of the report (at most `maxCsvRows`, else VALIDATION_ERROR) as a CSV table with its header, in
 * the asked language, else the caller's.
 */
export async function jobListingCsv(
  db: Db,
  companyId: number,
  range: ReportRange,
  filters: JobListingFilters,
  list: ParsedList,
  reader: { userId: number; lang: string | undefined },
): Promise<CsvValue[][]> {
  const { rows } = await jobReport(db, companyId, range, {
    ...filters,
    orderBy: list.orderBy,
    maxRows: maxCsvRows,
    tooMany,
  });
  const lang = await languageOf(db, reader.userId, reader.lang);
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
  const body = rows.map((r): CsvValue[] => [
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
  return [header, ...body];
}
