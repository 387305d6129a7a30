import {
  accentFoldingTable,
  ageBands,
  foldAccents,
  experienceBands,
  isEmail,
  jobStatuses,
  parseBooleanQuery,
  skillsSuitability,
  skillsToTsVector,
  toTsQuery,
  validateEmail,
  validateFirstName,
  validateResidentialStatus,
  validateSpecialties,
  validateWorkExperience,
  type BooleanQueryAst,
  type ValidationIssue,
} from '@arms/domain';
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
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  jobs,
  locations,
  resumeContacts,
  resumeHistories,
  resumeReferees,
  resumes,
  resumeWorkExperiences,
  sourceChannels,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import type { CreateResumeBody, SearchBody, UpdateResumeBody } from './schemas';

/** The resume columns of a ResumeSummary (GET /resumes, search, and the lists that show resumes). */
export const summaryColumns = {
  id: resumes.id,
  firstName: resumes.firstName,
  lastName: resumes.lastName,
  email: resumes.email,
  dob: resumes.dob,
  currentLocationId: resumes.currentLocationId,
  nationalityId: resumes.nationalityId,
  residentialStatusId: resumes.residentialStatusId,
  experienceMonths: resumes.experienceMonths,
  skills: resumes.skills,
  tags: resumes.tags,
  flag: resumes.flag,
  createdBy: resumes.createdBy,
  updatedAt: resumes.updatedAt,
};

/**
 * Which resumes a caller may reach (section 6): the company's, and for human resource staff holding
 * only access_uploaded_candidate, the ones they uploaded (docs/decisions/0060).
 */
export interface ResumeScope {
  companyId: number;
  uploadedBy?: number;
}

export function resumeScope(auth: AuthContext): ResumeScope {
  const { companyId } = tenantScope(auth);
  const exempt = auth.roles.some((r) => r !== 'hr_staff' && r !== 'hr_staff_l2');
  if (exempt || auth.permissions.includes('access_all_candidate')) return { companyId };
  return { companyId, uploadedBy: auth.userId };
}

export function scopeCondition(scope: ResumeScope): SQL {
  return scope.uploadedBy === undefined
    ? eq(resumes.companyId, scope.companyId)
    : and(eq(resumes.companyId, scope.companyId), eq(resumes.createdBy, scope.uploadedBy))!;
}

/** The key the duplicate check compares a contact on: an email lower-cased, a phone's digits. */
export function contactKey(category: number, value: string): string {
  return category === 3 || isEmail(value) ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}

/** A name column folded like `foldAccents` (issue 13: Vietnamese names found without their accents). */
const folded = (column: AnyColumn) =>
  sql`lower(translate(${column}, ${accentFoldingTable.from}, ${accentFoldingTable.to}))`;

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

const vector = (skills: readonly string[]) => sql`${skillsToTsVector(skills)}::tsvector`;

async function validate(db: Db, body: Partial<CreateResumeBody>, current?: typeof resumes.$inferSelect) {
  const issues: ValidationIssue[] = [];
  if (body.firstName !== undefined) issues.push(...validateFirstName(body.firstName));
  if (body.email) issues.push(...validateEmail(body.email));
  if (body.specialtyIds) issues.push(...validateSpecialties(body.specialtyIds, 'specialtyIds'));
  body.contacts?.forEach((c, i) => {
    if (c.category === 3) issues.push(...validateEmail(c.value, `contacts.${i}.value`));
  });
  // A referee's email is an address too, whether sent here or through POST /referrals (issue 19).
  body.referees?.forEach((r, i) => {
    if (r.email) issues.push(...validateEmail(r.email, `referees.${i}.email`));
  });
  body.workExperiences?.forEach((w, i) => {
    for (const issue of validateWorkExperience({ ...w, periodTo: w.periodTo ?? undefined }, [])) {
      issues.push({ ...issue, field: `workExperiences.${i}.${issue.field}` });
    }
  });
  const residentialStatus =
    body.residentialStatusId !== undefined ? body.residentialStatusId : current?.residentialStatusId;
  const nationality = body.nationalityId !== undefined ? body.nationalityId : current?.nationalityId;
  const locationId = body.currentLocationId !== undefined ? body.currentLocationId : current?.currentLocationId;
  if (residentialStatus != null && nationality != null && locationId != null) {
    const [location] = await db
      .select({ nationalitieId: locations.nationalitieId })
      .from(locations)
      .where(eq(locations.id, locationId));
    issues.push(
      ...validateResidentialStatus(
        {
          residentialStatus,
          nationality: nationality ?? undefined,
          currentLocation: location ? { nationalitieId: location.nationalitieId ?? undefined } : null,
        },
        'residentialStatusId',
      ),
    );
  }
  assertValid(issues);
}

/** A source channel id must be one of the company's (docs/decisions/0193: another company's is 404). */
async function checkSourceChannel(db: Db, companyId: number, id: number | null | undefined) {
  if (id == null) return;
  const [found] = await db
    .select({ id: sourceChannels.id })
    .from(sourceChannels)
    .where(and(eq(sourceChannels.companyId, companyId), eq(sourceChannels.id, id)));
  if (!found) throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'sourceChannelId', code: 'notFound' }]);
}

function rowValues(body: Partial<CreateResumeBody>) {
  const { contacts: _c, workExperiences: _w, referees: _r, skills, ...scalars } = body;
  return {
    ...scalars,
    ...(skills ? { skills, skillsVector: vector(skills) } : {}),
  };
}

async function replaceChildren(tx: Db, resumeId: number, companyId: number, body: Partial<CreateResumeBody>) {
  if (body.contacts) {
    await tx.delete(resumeContacts).where(eq(resumeContacts.resumeId, resumeId));
    if (body.contacts.length > 0) {
      await tx
        .insert(resumeContacts)
        .values(body.contacts.map((c) => ({ resumeId, companyId, ...c, matchKey: contactKey(c.category, c.value) })));
    }
  }
  if (body.workExperiences) {
    await tx.delete(resumeWorkExperiences).where(eq(resumeWorkExperiences.resumeId, resumeId));
    if (body.workExperiences.length > 0) {
      await tx
        .insert(resumeWorkExperiences)
        .values(body.workExperiences.map((w, i) => ({ resumeId, ...w, sortOrder: i })));
    }
  }
  if (body.referees) {
    await tx.delete(resumeReferees).where(eq(resumeReferees.resumeId, resumeId));
    if (body.referees.length > 0)
      await tx.insert(resumeReferees).values(body.referees.map((r) => ({ resumeId, ...r })));
  }
}

/** A resume with its children, or RESUME_NOT_EXISTED (also for another tenant's or another uploader's). */
export async function loadResume(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)));
  if (!row) throw fail('RESUME_NOT_EXISTED');
  const [contacts, workExperiences, referees] = await Promise.all([
    db
      .select({ id: resumeContacts.id, category: resumeContacts.category, value: resumeContacts.value })
      .from(resumeContacts)
      .where(eq(resumeContacts.resumeId, id))
      .orderBy(asc(resumeContacts.id)),
    db
      .select()
      .from(resumeWorkExperiences)
      .where(eq(resumeWorkExperiences.resumeId, id))
      .orderBy(asc(resumeWorkExperiences.sortOrder), asc(resumeWorkExperiences.id)),
    db.select().from(resumeReferees).where(eq(resumeReferees.resumeId, id)).orderBy(asc(resumeReferees.id)),
  ]);
  return { row, contacts, workExperiences, referees };
}

export type LoadedResume = Awaited<ReturnType<typeof loadResume>>;

export function toResume({ row, contacts, workExperiences, referees }: LoadedResume) {
  const { skillsVector: _v, cvPath: _p, ...rest } = row;
  return {
    ...rest,
    termAcceptedAt: row.termAcceptedAt?.toISOString() ?? null,
    contacts,
    workExperiences: workExperiences.map(({ resumeId: _r, sortOrder: _s, ...w }) => w),
    referees: referees.map(({ resumeId: _r, ...r }) => r),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function changedFields(body: object) {
  return Object.keys(body).sort();
}

/** Creates a resume and its children in one transaction, with a history line. */
export async function createResume(db: Db, auth: AuthContext, body: CreateResumeBody, now: Date, clonedFrom?: number) {
  const { companyId } = tenantScope(auth);
  await validate(db, body);
  await checkSourceChannel(db, companyId, body.sourceChannelId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resumes)
      .values({
        ...rowValues(body),
        firstName: body.firstName,
        companyId,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
        clonedFrom: clonedFrom ?? null,
      })
      .returning({ id: resumes.id });
    await replaceChildren(tx, row!.id, companyId, body);
    await tx.insert(resumeHistories).values({
      resumeId: row!.id,
      action: clonedFrom ? 'clone' : 'create',
      fields: changedFields(body),
      userId: auth.userId,
      createdAt: now,
    });
    return row!.id;
  });
}

/** Updates the given fields; a given child list replaces the old one whole (docs/decisions/0061). */
export async function updateResume(db: Db, auth: AuthContext, id: number, body: UpdateResumeBody, now: Date) {
  const scope = resumeScope(auth);
  const loaded = await loadResume(db, scope, id);
  const { row } = loaded;
  await validate(db, body, row);
  // The history names what this update changed, not every field the form sent back as it was.
  const changed = fieldsThatChange(toResume(loaded), body);
  await checkSourceChannel(db, scope.companyId, body.sourceChannelId);
  await db.transaction(async (tx) => {
    await tx
      .update(resumes)
      .set({ ...rowValues(body), updatedAt: now })
      .where(and(scopeCondition(scope), eq(resumes.id, id)));
    await replaceChildren(tx, id, scope.companyId, body);
    if (changed.length > 0) {
      await tx
        .insert(resumeHistories)
        .values({ resumeId: id, action: 'update', fields: changed, userId: auth.userId, createdAt: now });
    }
  });
}

/**
 * A value as compared for the history: child rows without their ids, and an empty text as null (the body
 * schema coerces a null text to '', which is stored as null), so a form sent back unchanged is equal.
 */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (key, v: unknown) =>
    key === 'id' || key === 'resumeId' ? undefined : v === '' || v === undefined ? null : v,
  );
}

/** The fields of an update body whose value differs from the stored resume's, sorted. */
function fieldsThatChange(current: Record<string, unknown>, body: object): string[] {
  return Object.entries(body)
    .filter(([key, value]) => {
      const stored = current[key];
      if (Array.isArray(value) && Array.isArray(stored) && value.length === stored.length) {
        // Child rows: compare only the keys the body gives (the stored rows carry more, such as avatars).
        return value.some((item, i) => {
          if (typeof item !== 'object' || item === null) return comparable(item) !== comparable(stored[i]);
          const keys = Object.keys(item as object);
          const pick = (o: unknown) =>
            Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)?.[k] ?? null]));
          return comparable(pick(item)) !== comparable(pick(stored[i]));
        });
      }
      return comparable(value) !== comparable(stored);
    })
    .map(([key]) => key)
    .sort();
}

/** The input that recreates a stored resume, for POST resume/clone. */
export function cloneInput({ row, contacts, workExperiences, referees }: LoadedResume): CreateResumeBody {
  const {
    id: _i,
    companyId: _c,
    createdBy: _b,
    createdAt: _a,
    updatedAt: _u,
    skillsVector: _v,
    cvPath: _p,
    cvName: _n,
    cvMimeType: _m,
    photoPath: _ph,
    clonedFrom: _f,
    termAcceptedAt: _t,
    ...fields
  } = row;
  return {
    ...fields,
    contacts: contacts.map(({ category, value }) => ({ category, value })),
    workExperiences: workExperiences.map(({ periodFrom, periodTo, company, position, division, duties }) => ({
      periodFrom,
      periodTo,
      company,
      position,
      division,
      duties,
    })),
    referees: referees.map(({ name, designation, company, email, phone }) => ({
      name,
      designation,
      company,
      email,
      phone,
    })),
  } as CreateResumeBody;
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
      const like = `%${foldedWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/**
 * The duplicate check of section 7 inside one employer (docs/decisions/0062): the same email (resume
 * email or an email contact), the same phone digits, or the same first and last name with the same
 * date of birth.
 */
export async function findDuplicates(
  db: Db,
  companyId: number,
  input: { email?: string; phone?: string; firstName?: string; lastName?: string; dob?: string; excludeId?: number },
) {
  const found = new Map<number, Set<'email' | 'phone' | 'nameAndDob'>>();
  const add = (ids: number[], why: 'email' | 'phone' | 'nameAndDob') => {
    for (const id of ids) {
      if (id === input.excludeId) continue;
      if (!found.has(id)) found.set(id, new Set());
      found.get(id)!.add(why);
    }
  };
  const email = input.email?.trim().toLowerCase();
  if (email) {
    const [direct, viaContacts] = await Promise.all([
      db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.companyId, companyId), sql`lower(${resumes.email}) = ${email}`)),
      db
        .select({ id: resumeContacts.resumeId })
        .from(resumeContacts)
        .where(and(eq(resumeContacts.companyId, companyId), eq(resumeContacts.matchKey, email))),
    ]);
    add(
      [...direct, ...viaContacts].map((r) => r.id),
      'email',
    );
  }
  const digits = input.phone?.replace(/\D/g, '');
  if (digits && digits.length >= 6) {
    const rows = await db
      .select({ id: resumeContacts.resumeId })
      .from(resumeContacts)
      .where(and(eq(resumeContacts.companyId, companyId), eq(resumeContacts.matchKey, digits)));
    add(
      rows.map((r) => r.id),
      'phone',
    );
  }
  if (input.firstName && input.dob) {
    const rows = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(
        and(
          eq(resumes.companyId, companyId),
          sql`${folded(resumes.firstName)} = ${foldAccents(input.firstName.trim())}`,
          sql`${folded(resumes.lastName)} = ${foldAccents((input.lastName ?? '').trim())}`,
          eq(resumes.dob, input.dob),
        ),
      );
    add(
      rows.map((r) => r.id),
      'nameAndDob',
    );
  }
  if (found.size === 0) return [];
  const rows = await db
    .select({
      id: resumes.id,
      firstName: resumes.firstName,
      lastName: resumes.lastName,
      email: resumes.email,
      dob: resumes.dob,
    })
    .from(resumes)
    .where(and(eq(resumes.companyId, companyId), inArray(resumes.id, [...found.keys()])))
    .orderBy(asc(resumes.id));
  return rows.map((r) => ({ ...r, matchedOn: [...found.get(r.id)!].sort() }));
}

/**
 * Resumes for a job's skills (section 7 "resume/auto-match-job", ADR 0021): the GIN index finds the
 * resumes holding any of the skills (each as a phrase), the best 1,000 by ts_rank are judged with
 * skillsSuitability, and the answer is ordered by matched conditions, then rank.
 */
export async function autoMatchResumes(db: Db, scope: ResumeScope, jobSkills: readonly string[], limit: number) {
  const asts: BooleanQueryAst[] = [];
  for (const skill of new Set(jobSkills)) {
    const parsed = parseBooleanQuery(`"${skill.replaceAll('"', ' ')}"`);
    if (parsed.ok && parsed.ast) asts.push(parsed.ast);
  }
  if (asts.length === 0) return { total: 0, data: [] };
  const ast: BooleanQueryAst =
    asts.length === 1 ? asts[0]! : { type: 'or', operands: asts as unknown as [BooleanQueryAst, BooleanQueryAst] };
  const tsquery = sql`${toTsQuery(ast)}::tsquery`;
  const rank = sql<number>`ts_rank(${resumes.skillsVector}, ${tsquery})`;
  const rows = await db
    .select({ id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, skills: resumes.skills, rank })
    .from(resumes)
    .where(and(scopeCondition(scope), sql`${resumes.skillsVector} @@ ${tsquery}`))
    .orderBy(desc(rank), desc(resumes.id))
    .limit(1000);
  const judged = rows.map((r) => ({ ...r, rank: Number(r.rank), ...skillsSuitability(jobSkills, r.skills) }));
  judged.sort((a, b) => b.matched - a.matched || b.rank - a.rank || b.id - a.id);
  return { total: judged.length, data: judged.slice(0, limit) };
}

/** The skills of a job of the scope's company (JOB_NOT_EXISTED for another company's job, as 404). */
export async function jobSkillsOf(db: Db, scope: ResumeScope, jobId: number): Promise<string[]> {
  const [job] = await db
    .select({ skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.id, jobId)));
  if (!job) throw fail('JOB_NOT_EXISTED');
  return job.skills;
}

/**
 * The company's open jobs ranked for one resume with the suitability rule (spec section 5, ADR 0021):
 * most conditions matched first, then the better ratio, then the newest job.
 */
export async function autoMatchJobs(db: Db, scope: ResumeScope, resumeId: number, limit: number) {
  const [resume] = await db
    .select({ skills: resumes.skills })
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, resumeId)));
  if (!resume) throw fail('RESUME_NOT_EXISTED');
  const open = await db
    .select({ id: jobs.id, position: jobs.position, skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.jobStatusId, jobStatuses.idOf.open)));
  const judged = open
    .filter((job) => job.skills.length > 0)
    .map((job) => ({ ...job, ...skillsSuitability(job.skills, resume.skills) }))
    .sort((a, b) => b.matched - a.matched || b.ratio - a.ratio || b.id - a.id);
  return { total: judged.length, data: judged.slice(0, limit) };
}
