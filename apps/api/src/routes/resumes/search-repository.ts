import { accentFoldingTable, ageBands, experienceBands, foldAccents, parseBooleanQuery, toTsQuery } from '@arms/domain';
import {
  and,
  arrayOverlaps,
  asc,
  Column,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  is,
  lte,
  or,
  SQL,
  sql,
  type AnyColumn,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { likeLiteral } from '../../http/kit';
import type { SearchBody } from './schemas';
import { scopeCondition, summaryColumns, type ResumeScope } from './scope-repository';

/*
 * The resume search of POST /resumes/search (section 2 "Resumes search", docs/decisions/0020, 0183,
 * 0198, 0202): its conditions, the accent-blind name pattern, and the paths that find the newest matches.
 */

/** Every letter `folded` turns into each plain lower-case letter: its capital and its accented forms. */
const foldsInto: ReadonlyMap<string, string> = (() => {
  const into = new Map<string, Set<string>>();
  const to = Array.from(accentFoldingTable.to);
  Array.from(accentFoldingTable.from).forEach((c, i) => {
    const set = into.get(to[i]!) ?? new Set<string>();
    set.add(c);
    into.set(to[i]!, set);
  });
  const classes = new Map<string, string>();
  for (let code = 97; code <= 122; code++) {
    const letter = String.fromCharCode(code);
    classes.set(letter, `[${[letter, letter.toUpperCase(), ...(into.get(letter) ?? [])].join('')}]`);
  }
  return classes;
})();

/**
 * A regular expression a raw name matches exactly when `folded(name) like '%word%'` would, for a word
 * already folded by `foldAccents`: each plain letter becomes the class of the letters that fold into it.
 * It reads the stored name as it is, so PostgreSQL compiles one pattern instead of running translate()
 * on every row (ten times faster at 100,000 resumes: docs/performance.md).
 */
export function foldedWordPattern(word: string): string {
  let pattern = '';
  for (const c of word) {
    const letters = foldsInto.get(c);
    if (letters) pattern += letters;
    else if (/[\p{L}\p{N}]/u.test(c)) pattern += c;
    else pattern += `\\${c}`;
  }
  return pattern;
}

function yearsAgo(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * The search conditions of POST resumes/search (section 2 "Resumes search"): the boolean skills query
 * as a tsquery against the GIN-indexed tsvector (docs/decisions/0020), plus the filters.
 * A bad query is WRONG_SEARCH_FORMAT with its position.
 */
export function searchConditions(scope: ResumeScope, body: SearchBody, now: Date) {
  const parts: SQL[] = [scopeCondition(scope)];
  let tsquery: SQL | undefined;
  if (body.query !== undefined) {
    const parsed = parseBooleanQuery(body.query);
    if (!parsed.ok) {
      throw fail('WRONG_SEARCH_FORMAT', [
        { field: 'query', code: parsed.error.reason, params: { position: parsed.error.position } },
      ]);
    }
    if (parsed.ast) {
      tsquery = sql`${toTsQuery(parsed.ast)}::tsquery`;
      parts.push(sql`${resumes.skillsVector} @@ ${tsquery}`);
    }
  }
  if (body.locationIds?.length) parts.push(inArray(resumes.currentLocationId, body.locationIds));
  if (body.nationalityIds?.length) parts.push(inArray(resumes.nationalityId, body.nationalityIds));
  if (body.residentialStatusIds?.length) parts.push(inArray(resumes.residentialStatusId, body.residentialStatusIds));
  if (body.ageBands?.length) {
    // Age [min, max) years: born after now - max years and on or before now - min years.
    const bands = body.ageBands.map((id) => ageBands.byId(id)!);
    parts.push(
      or(
        ...bands.map((b) =>
          and(
            lte(resumes.dob, yearsAgo(now, b.min)),
            b.max === null ? undefined : sql`${resumes.dob} > ${yearsAgo(now, b.max)}`,
          ),
        ),
      )!,
    );
  }
  if (body.experienceBands?.length) {
    const bands = body.experienceBands.map((id) => experienceBands.byId(id)!);
    parts.push(
      or(
        ...bands.map((b) =>
          and(
            gte(resumes.experienceMonths, b.min * 12),
            b.max === null ? undefined : sql`${resumes.experienceMonths} < ${b.max * 12}`,
          ),
        ),
      )!,
    );
  }
  // The sliders of section 9: whole years, both ends included.
  if (body.ageMin !== undefined) parts.push(lte(resumes.dob, yearsAgo(now, body.ageMin)));
  if (body.ageMax !== undefined) parts.push(sql`${resumes.dob} > ${yearsAgo(now, body.ageMax + 1)}`);
  if (body.experienceMin !== undefined) parts.push(gte(resumes.experienceMonths, body.experienceMin * 12));
  if (body.experienceMax !== undefined) parts.push(sql`${resumes.experienceMonths} < ${(body.experienceMax + 1) * 12}`);
  if (body.keyword !== undefined) {
    for (const word of body.keyword.trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
      const foldedWord = foldAccents(word);
      const like = `%${likeLiteral(foldedWord)}%`;
      const pattern = foldedWordPattern(foldedWord);
      parts.push(
        or(
          sql`${resumes.firstName} ~ ${pattern}`,
          sql`${resumes.lastName} ~ ${pattern}`,
          sql`lower(${resumes.email}) like ${like}`,
        )!,
      );
    }
  }
  if (body.salaryMin !== undefined) parts.push(gte(resumes.expSalaryAmount, body.salaryMin));
  if (body.salaryMax !== undefined) parts.push(lte(resumes.expSalaryAmount, body.salaryMax));
  if (body.salaryPeriod !== undefined) parts.push(eq(resumes.expSalaryFreq, body.salaryPeriod));
  if (body.availability !== undefined) parts.push(lte(resumes.availability, body.availability));
  if (body.updatedWithinMonths !== undefined) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - body.updatedWithinMonths);
    parts.push(gte(resumes.updatedAt, since));
  }
  if (body.specialtyIds?.length) parts.push(arrayOverlaps(resumes.specialtyIds, body.specialtyIds));
  if (body.sectorIds?.length) parts.push(arrayOverlaps(resumes.sectorIds, body.sectorIds));
  if (body.tags?.length) parts.push(arrayOverlaps(resumes.tags, body.tags));
  if (body.flags?.length) parts.push(inArray(resumes.flag, body.flags));
  if (body.sourceChannelIds?.length) parts.push(inArray(resumes.sourceChannelId, body.sourceChannelIds));
  return { where: and(...parts)!, tsquery };
}

/**
 * A search counts its matches exactly up to this many; past it the answer says this number with
 * `totalIsEstimate` (shown "1,000+"), and the relevance order ranks the newest this many matches
 * (all of them when there are fewer), so a broad query never reads every match (docs/decisions/0183).
 */
export const searchCountLimit = 1_000;
/**
 * A search first looks for its matches among the scope's newest `searchProbeRows` resumes, read in
 * `updated_at` order from resumes_company_recent_idx (an index-only scan that stops early). A query
 * whose share of matches there says its newest matches lie within `searchProbeLimit` resumes is broad:
 * the read goes on from the last match found. Any other is searched through the GIN and filter indexes,
 * where it is narrow enough to be read whole (docs/decisions/0183, 0198).
 */
export const searchProbeRows = 10_000;
export const searchProbeLimit = 250_000;

/**
 * How a search with a skills query picks its path after the probe (docs/decisions/0202). Past
 * `readOnRows` resumes the read on costs more than one scan of `resumes_search_window_idx` (the
 * skills words, the tags, and the week of updated_at and the residential status as keys): the rest of
 * the matches are then looked for among the resumes of a recent window, as many weeks back as the
 * probe's share and pace say hold them, so the heap is read for those matches only. A window wider
 * than `windowShare` of the table saves too little against the GIN path, which then answers. Tests
 * pass other values to reach every path with a few thousand resumes.
 */
export interface SearchTuning {
  readOnRows: number;
  windowShare: number;
}
export const searchTuning: SearchTuning = { readOnRows: 100_000, windowShare: 0.5 };

interface Candidate {
  id: number;
  updated_at: string | Date;
  /** updated_at as PostgreSQL prints it (microseconds kept), where the read goes on from. */
  at?: string;
  rank: number | string;
}
const rowsOf = <T = Candidate>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The resume columns `condition` reads (drizzle keeps them as chunks of the SQL), so the newest-first
 * read selects only those: the scan then forms narrow rows from resumes_company_recent_idx
 * (docs/decisions/0198) instead of rows of every column.
 */
function columnsRead(condition: SQL, into = new Map<string, Column>()): Map<string, Column> {
  for (const chunk of condition.queryChunks) {
    if (is(chunk, Column)) {
      if (chunk.table === resumes) into.set(chunk.name, chunk);
    } else if (is(chunk, SQL)) columnsRead(chunk, into);
  }
  return into;
}

export async function searchResumes(
  db: Db,
  scope: ResumeScope,
  body: SearchBody,
  now: Date,
  tuning: SearchTuning = searchTuning,
) {
  const { where, tsquery } = searchConditions(scope, body, now);
  const rank = tsquery ? sql<number>`ts_rank(${resumes.skillsVector}, ${tsquery})` : sql<number>`0::real`;
  const sort = body.$sort ?? {};
  const [key, dir] = (Object.entries(sort)[0] ?? ['relevance', -1]) as [string, number];
  const limit = body.$limit ?? 25;
  const skip = body.$skip ?? 0;
  const newestFirst = key === 'relevance' || (key === 'updatedAt' && dir === -1);
  let total: number;
  let totalIsEstimate: boolean;
  let page: Candidate[];
  if (newestFirst) {
    // The newest `wanted` matches: the page and the count both come from them.
    const wanted = Math.max(searchCountLimit, skip + limit) + 1;
    const read = columnsRead(where, new Map([resumes.id, resumes.updatedAt].map((c) => [c.name, c])));
    const columns = sql.join(
      [...read.values()].map((c) => sql`${c}`),
      sql`, `,
    );
    const order = sql`${resumes.updatedAt} desc, ${resumes.id} desc`;
    // The matches among `rows` resumes read newest first (after `from`, the last match of an earlier read).
    const newestMatches = (rows: number, count: number, from?: Candidate) => sql`
      select ${resumes.id}, ${resumes.updatedAt}, ${resumes.updatedAt}::text as "at", ${rank} as "rank"
      from (select ${columns} from ${resumes}
            where ${scopeCondition(scope)}${from ? sql` and (${resumes.updatedAt}, ${resumes.id}) < (${from.at}::timestamptz, ${Number(from.id)})` : sql``}
            order by ${order} limit ${rows}) as ${resumes}
      where ${where}
      order by ${order} limit ${count}`;
    // The matches after `from` updated at `since` or later, newest first, through
    // resumes_search_window_idx: the index scan intersects the skills query (and tags) with the weeks
    // from `since` to `from` and with the residential statuses asked for (arms_resume_search_keys,
    // migration 0018); the exact conditions stay, so the keys only narrow what the index returns.
    const searchKeys = sql`arms_resume_search_keys(${resumes.updatedAt}, ${resumes.residentialStatusId})`;
    const week = (at: SQL) => sql`greatest(floor(extract(epoch from ${at}) / 604800)::integer, 0)`;
    const statuses = (body.residentialStatusIds ?? []).filter((id) => id > 0).map((id) => -id);
    const windowMatches = (since: number, count: number, from: Candidate) => sql`
      select ${resumes.id}, ${resumes.updatedAt}, ${resumes.updatedAt}::text as "at", ${rank} as "rank"
      from ${resumes}
      where ${where} and ${resumes.updatedAt} >= to_timestamp(${since})
        and (${resumes.updatedAt}, ${resumes.id}) < (${from.at}::timestamptz, ${Number(from.id)})
        and ${searchKeys} && array(select generate_series(${week(sql`to_timestamp(${since})`)}, ${week(sql`${from.at}::timestamptz`)}))${
          statuses.length ? sql` and ${searchKeys} && ${sql.param(statuses)}::integer[]` : sql``
        }
      order by ${order} limit ${count}`;
    // One location or one nationality: its index (migration 0016) holds that filter's resumes newest
    // first with the search's columns, so the exact statement at the end reads them in order and stops at
    // `wanted` matches, while a probe would read the scope's newest resumes for that filter's share of
    // them (docs/decisions/0202). Otherwise, one round trip: the probe, whether the scope holds fewer
    // resumes than it read (then the scope was read whole and its matches are all found), the update times
    // of the newest and the last resume it read (the pace at which resumes go back in time) and of the
    // scope's oldest, and the planner's count of resumes in the table.
    const byFilterIndex = body.locationIds?.length === 1 || body.nationalityIds?.length === 1;
    type Probed = Candidate & {
      scope: number;
      table_rows: number;
      newest: number | null;
      oldest: number | null;
      first: number | null;
    };
    const probe: Probed[] = byFilterIndex
      ? []
      : rowsOf<Probed>(
          await db.execute(sql`
        select "s"."n" as "scope", "s"."table_rows", "s"."newest", "s"."oldest", "s"."first", "m".* from
          (select count(*)::int as "n", extract(epoch from max("r"."updated_at"))::float8 as "newest",
             extract(epoch from min("r"."updated_at"))::float8 as "oldest",
             (select "reltuples"::float8 from "pg_class" where "oid" = ${getTableName(resumes)}::regclass) as "table_rows",
             (select extract(epoch from min(${resumes.updatedAt}))::float8 from ${resumes} where ${scopeCondition(scope)}) as "first"
           from (select ${resumes.updatedAt} from ${resumes} where ${scopeCondition(scope)}
                 order by ${order} limit ${searchProbeRows}) as "r") as "s"
          left join (${newestMatches(searchProbeRows, wanted)}) as "m" on true
        order by "m"."updated_at" desc, "m"."id" desc`),
        );
    let candidates: Candidate[] = probe.filter((r) => r.id !== null);
    const whole = !byFilterIndex && Number(probe[0]?.scope ?? 0) < searchProbeRows;
    const needed = candidates.length === 0 ? Infinity : Math.ceil((wanted * searchProbeRows * 1.5) / candidates.length);
    // A read on longer than the whole table would end with fewer than `wanted` matches and then need the
    // GIN path anyway: such a query is narrow (reltuples is -1 before the first ANALYZE: no bound then).
    const tableRows = Number(probe[0]?.table_rows ?? -1);
    const withinTable = tableRows <= 0 || needed <= tableRows;
    const last = candidates[candidates.length - 1];
    if (!whole && candidates.length < wanted) {
      if (needed <= searchProbeLimit && withinTable && (!tsquery || needed <= tuning.readOnRows)) {
        // Broad: read on from the last match, as many resumes again as its share says hold the rest.
        const more = rowsOf(
          await db.execute(newestMatches(needed - searchProbeRows, wanted - candidates.length, last)),
        );
        candidates = [...candidates, ...more];
      } else if (tsquery && last && tableRows > 0 && needed <= tableRows * tuning.windowShare) {
        // Mid-sized: the rest among the resumes updated since as far back as `needed` resumes go at the
        // probe's pace, through resumes_search_window_idx (the weeks of the window and the residential
        // statuses as its keys, on top of the exact conditions). Found whole only if it holds them all or
        // reaches back to the scope's oldest resume.
        // (Times in seconds since 1970, as PostgreSQL's epoch.)
        const newest = Number(probe[0]!.newest);
        const since = newest - ((newest - Number(probe[0]!.oldest)) * needed) / searchProbeRows;
        const rest = wanted - candidates.length;
        const more = rowsOf(await db.execute(windowMatches(since, rest, last)));
        if (more.length === rest || since <= Number(probe[0]!.first)) candidates = [...candidates, ...more];
      }
    }
    if (!whole && candidates.length < wanted) {
      candidates = rowsOf(
        await db.execute(sql`
          select ${resumes.id}, ${resumes.updatedAt}, ${rank} as "rank" from ${resumes} where ${where}
          order by ${order} limit ${wanted}`),
      );
    }
    totalIsEstimate = candidates.length > searchCountLimit;
    total = Math.min(candidates.length, searchCountLimit);
    const newest = candidates.slice(0, wanted - 1);
    if (key === 'relevance' && tsquery) {
      // Candidates are newest first already: a stable sort by rank keeps updated_at desc, id desc on ties.
      const sign = dir === 1 ? 1 : -1;
      newest.sort((a, b) => sign * (Number(a.rank) - Number(b.rank)));
    }
    page = newest.slice(skip, skip + limit);
  } else {
    const by = (column: AnyColumn) => (dir === 1 ? asc(column) : desc(column));
    const column = key === 'firstName' ? resumes.firstName : key === 'lastName' ? resumes.lastName : resumes.updatedAt;
    const matches = db
      .select({ one: sql`1` })
      .from(resumes)
      .where(where)
      .limit(searchCountLimit + 1)
      .as('matches');
    const [rows, totals] = await Promise.all([
      db
        .select({ id: resumes.id, updated_at: resumes.updatedAt, rank })
        .from(resumes)
        .where(where)
        .orderBy(by(column), desc(resumes.id))
        .limit(limit)
        .offset(skip),
      db.select({ counted: sql<number>`count(*)::int` }).from(matches),
    ]);
    const counted = Number(totals[0]?.counted ?? 0);
    total = Math.min(counted, searchCountLimit);
    totalIsEstimate = counted > searchCountLimit;
    page = rows;
  }
  // Only the page's resumes are read whole.
  const rows =
    page.length === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(resumes)
          .where(
            and(
              scopeCondition(scope),
              inArray(
                resumes.id,
                page.map((r) => Number(r.id)),
              ),
            ),
          );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total,
    totalIsEstimate,
    limit,
    skip,
    data: page.flatMap(({ id, rank: score }) => {
      const row = byId.get(Number(id));
      return row ? [{ ...row, rank: Number(score), updatedAt: row.updatedAt.toISOString() }] : [];
    }),
  };
}
