import {
  skillsToTsVector,
  validateEmail,
  validateFirstName,
  validateResidentialStatus,
  validateSpecialties,
  validateWorkExperience,
  type ValidationIssue,
} from '@arms/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  locations,
  resumeContacts,
  resumeHistories,
  resumeReferees,
  resumes,
  resumeWorkExperiences,
  sourceChannels,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { iso } from '../../http/kit';
import { assertValid } from '../../http/validation';
import { contactKey } from './duplicates-repository';
import type { CreateResumeBody, UpdateResumeBody } from './schemas';
import { resumeScope, scopeCondition, type ResumeScope } from './scope-repository';

/*
 * The resume records (docs/decisions/0196, 0205): one resume with its children, its create, update and
 * clone. The search, the duplicate check and the auto-match are repositories of their own in this folder;
 * their names are also exported here, where importers outside the folder (the jobs search, the
 * benchmarks, the tests) take them.
 */
export * from './duplicates-repository';
export * from './matching-repository';
export * from './scope-repository';
export * from './search-repository';

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
    termAcceptedAt: iso(row.termAcceptedAt),
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
