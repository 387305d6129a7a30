import { nominationStatuses } from '@arms/domain';
import type { Db } from '../../db/client';
import { listPage, type ParsedList } from '../../http/kit';
import { maxCsvRows, type CsvValue } from './csv';
import { nominationStatusLabel, reportLabel, type ReportLabel } from './labels';
import type { ReportRange } from './range';
import { nominationReport, type Grouping } from './repository';
import { countsOf, languageOf, nominationList, rangeInfo, timesOf, tooMany } from './shared';

/**
 * The nomination reports' answers (section 2, resume-reports section 7; docs/decisions/0095, 0096): a page
 * of JSON rows with the summary over every row, or every row and the totals as a CSV table.
 */

/** A page of a report as JSON (`NominationReport`): `{ total, limit, skip }`, the range, the summary and the rows. */
export async function nominationReportPage(
  db: Db,
  grouping: Grouping,
  companyId: number,
  range: ReportRange,
  statuses: number[] | undefined,
  list: ParsedList,
) {
  const { summary, rows, times } = await nominationReport(db, grouping, companyId, range, {
    statuses,
    orderBy: list.orderBy,
    page: { limit: list.limit ?? nominationList.maxLimit, skip: list.skip },
    tooMany,
  });
  return {
    ...listPage(
      list,
      summary.row_count,
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        total: r.total,
        counts: countsOf(r),
        timeInStatus: timesOf(times, r.id),
      })),
    ),
    ...rangeInfo(range),
    summary: { total: summary.total, counts: countsOf(summary), timeInStatus: timesOf(times, null) },
  };
}

/**
 * Every row of a report (at most `maxCsvRows`, else VALIDATION_ERROR) and a totals row as a CSV table with
 * its header, the group's column named `label`, in the asked language, else the caller's.
 */
export async function nominationReportCsv(
  db: Db,
  report: { grouping: Grouping; label: ReportLabel },
  companyId: number,
  range: ReportRange,
  statuses: number[] | undefined,
  list: ParsedList,
  reader: { userId: number; lang: string | undefined },
): Promise<CsvValue[][]> {
  const { summary, rows, times } = await nominationReport(db, report.grouping, companyId, range, {
    statuses,
    orderBy: list.orderBy,
    maxRows: maxCsvRows,
    tooMany,
  });
  const lang = await languageOf(db, reader.userId, reader.lang);
  const timeCells = (key: number | null) =>
    Object.values(timesOf(times, key)).flatMap((t) => [t.averageDays, t.medianDays]);
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
  const body = rows.map((r): CsvValue[] => [r.id, r.name, r.total, ...Object.values(countsOf(r)), ...timeCells(r.id)]);
  const totals: CsvValue[] = [
    null,
    reportLabel('allRows', lang),
    summary.total,
    ...Object.values(countsOf(summary)),
    ...timeCells(null),
  ];
  return [header, ...body, totals];
}
