import { Readable } from 'node:stream';
import { permissions, roles, type Role } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/auth/plugin';
import { signAccessToken } from '../../src/auth/tokens';
import {
  attachments,
  companies,
  departmentContacts,
  departments,
  emailRules,
  emailRuleStaff,
  jobResumeAcknowledgements,
  jobResumeRemarks,
  interviews,
  jobResumes,
  resumeAppliedJobs,
  resumeContacts,
  resumeHistories,
  resumeReferees,
  resumes,
  resumeWorkExperiences,
  staff,
} from '../../src/db/schema';
import { demoCompanyName } from '../../src/db/seed';
import { wildcardName } from '../../src/http/openapi';
import { referenceLists } from '../../src/routes/reference/lists';
import { createCompany, createJob, createStaffUser, pngImage } from '../fixtures';
import { createTestContext, requester, testSecret, type TestContext } from '../harness';

/**
 * The access matrix, generated from the registered routes (every route declares `config.access`):
 * anonymous callers get 401 on protected routes, every role outside the route's list 403, every role in
 * it neither, and a user of another company reading a company-owned record 404.
 */
let ctx: TestContext;
let routes: ApiRoute[];
const users = { a: new Map<Role, number>(), b: new Map<Role, number>() };
const tenantIds = new Map<string, number>();
let companyA: number;
let staffA: { userId: number; staffId: number };

const allPermissions = [...permissions];

function headers(userId: number, role: Role) {
  const { token } = signAccessToken(String(userId), role === 'arms_admin' ? 'arms' : 'crms', testSecret, 600);
  return { authorization: `Bearer ${token}` };
}

function fill(url: string, id: number | string = 999999) {
  return url
    .replace(/^\/api/, '/api')
    .replace(':id', String(id))
    .replace(':key', 'matchJobHeader')
    .replace(':publicKey', 'not-a-public-key')
    .replace('*', 'logos/none.png');
}

/** Input that passes validation, for the tenant checks (which must reach the handler). */
const validInput: Record<string, { payload?: object; query?: string }> = {
  'PATCH /api/rms-users/:id': { payload: { firstName: 'Changed' } },
  'PATCH /api/companies/:id': { payload: { website: null } },
  'DELETE /api/users/access-level/:id': { query: 'permission=add_user' },
  'PATCH /api/departments/:id': { payload: { phone: '6123 4567' } },
  'POST /api/departments/:id/contacts': { payload: { firstName: 'Matrix' } },
  'PATCH /api/department-contacts/:id': { payload: { designation: 'Lead' } },
  'PATCH /api/jobs/:id': { payload: { vacancies: 2 } },
  'PATCH /api/job-resumes/:id/status': { payload: { status: 10 } },
  'PATCH /api/resumes/:id': { payload: { remarks: 'Matrix' } },
  'GET /api/download-cv/company-user/:id': { query: 'isBrandedFormat=true' },
};
for (const def of referenceLists) validInput[`PATCH /api/${def.path}/:id`] = { payload: { order: 1 } };

beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.apiRoutes;
  const db = ctx.database.db;
  const [lotus] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyName));
  companyA = lotus!.id;
  const other = await createCompany(db, { name: 'Matrix Other Tenant' });
  for (const role of roles) {
    const isAdmin = role === 'arms_admin';
    const a = await createStaffUser(db, {
      roles: [role],
      companyId: isAdmin ? null : companyA,
      permissions: allPermissions,
    });
    users.a.set(role, a.id);
    if (!isAdmin) {
      const b = await createStaffUser(db, { roles: [role], companyId: other.id, permissions: allPermissions });
      users.b.set(role, b.id);
    }
  }
  const hr = users.a.get('hr_staff')!;
  const [hrStaff] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userId, hr));
  staffA = { userId: hr, staffId: hrStaff!.id };
  // One company-owned record of company A per tenant route family.
  tenantIds.set('/api/rms-users/:id', staffA.staffId);
  tenantIds.set('/api/users/access-level/:id', staffA.userId);
  tenantIds.set('/api/companies/:id', companyA);
  tenantIds.set('/api/companies/upload-image/:id', companyA);
  for (const def of referenceLists.filter((d) => d.scope === 'company')) {
    const [row] = (await db
      .insert(def.table)
      .values({ companyId: companyA, name: `Matrix ${def.path}` } as never)
      .returning()) as Array<{ id: number }>;
    tenantIds.set(`/api/${def.path}/:id`, row!.id);
  }
  const [rule] = await db
    .insert(emailRules)
    .values({ companyId: companyA, name: 'Matrix rule', type: 'addNewJob' })
    .returning();
  tenantIds.set('/api/email-rules/:id', rule!.id);
  const [link] = await db
    .insert(emailRuleStaff)
    .values({ companyId: companyA, ruleId: rule!.id, staffId: staffA.staffId })
    .returning();
  tenantIds.set('/api/rms-user-email-rules/:id', link!.id);
  const [resume] = await db
    .insert(resumes)
    .values({ companyId: companyA, firstName: 'Matrix', createdBy: staffA.userId })
    .returning();
  for (const url of [
    'resumes',
    'upload-avatar',
    'remove-avatar',
    'upload-cv',
    'remove-cv',
    'download-cv/company-user',
  ]) {
    tenantIds.set(`/api/${url}/:id`, resume!.id);
  }
  await ctx.app.storage.put('matrix/photo.png', Readable.from([await pngImage(200, 200)]), 'image/png');
  await db.update(resumes).set({ photoPath: 'matrix/photo.png' }).where(eq(resumes.id, resume!.id));
  tenantIds.set('/api/resumes/:id/avatar', resume!.id);
  const [dept] = await db.insert(departments).values({ companyId: companyA, name: 'Matrix entity' }).returning();
  for (const url of ['/api/departments/:id', '/api/departments/:id/contacts', '/api/departments/:id/access-logs'])
    tenantIds.set(url, dept!.id);
  const [contact] = await db
    .insert(departmentContacts)
    .values({ companyId: companyA, departmentId: dept!.id, firstName: 'Matrix' })
    .returning();
  tenantIds.set('/api/department-contacts/:id', contact!.id);
  const job = await createJob(db, { companyId: companyA, position: 'Matrix job' });
  for (const url of ['/api/jobs/:id', '/api/jobs/:id/histories', '/api/jobs/:id/resumes']) tenantIds.set(url, job.id);
  const [nomination] = await db
    .insert(jobResumes)
    .values({ companyId: companyA, jobId: job.id, resumeId: resume!.id })
    .returning();
  for (const url of ['/api/job-resumes/:id', '/api/job-resumes/:id/status']) tenantIds.set(url, nomination!.id);
  // One stored file per kind of attachment, on the records above.
  const owners = { department: dept!.id, job: job.id, job_resume: nomination!.id, resume: resume!.id } as const;
  for (const [ownerType, kind, collection, item] of [
    ['department', 'document', '/api/departments/:id/documents', '/api/department-documents/:id'],
    ['job', 'document', '/api/jobs/:id/documents', '/api/job-documents/:id'],
    ['job', 'worksheet', '/api/jobs/:id/worksheets', '/api/job-worksheets/:id'],
    ['job_resume', 'document', '/api/job-resumes/:id/documents', '/api/nomination-documents/:id'],
    ['job_resume', 'costing', '/api/job-resumes/:id/costing', '/api/nomination-costing/:id'],
    ['resume', 'document', '/api/resumes/:id/documents', '/api/resume-documents/:id'],
  ] as const) {
    const key = `matrix/${ownerType}-${kind}.pdf`;
    await ctx.app.storage.put(key, Readable.from([Buffer.from('%PDF-1.4 matrix')]), 'application/pdf');
    const [row] = await db
      .insert(attachments)
      .values({
        companyId: companyA,
        ownerType,
        ownerId: owners[ownerType],
        kind,
        name: 'matrix.pdf',
        storageKey: key,
        mimeType: 'application/pdf',
        size: 15,
      })
      .returning();
    tenantIds.set(collection, owners[ownerType]);
    tenantIds.set(item, row!.id);
    tenantIds.set(`${item}/download`, row!.id);
  }
  // Nomination extras: hiring entity submissions, remarks, visitors, acknowledgements, similar positions.
  for (const url of ['/api/departments/:id/resumes', '/api/departments/:id/resume-submissions'])
    tenantIds.set(url, dept!.id);
  validInput['POST /api/departments/:id/resume-submissions'] = { payload: { resumeIds: [resume!.id] } };
  for (const url of [
    '/api/jobs/resume/:id',
    '/api/job-resumes/:id/remarks',
    '/api/job-resumes/:id/visitors',
    '/api/job-resumes/:id/acknowledgements',
    '/api/job-resumes/:id/feedback',
  ])
    tenantIds.set(url, nomination!.id);
  validInput['PATCH /api/jobs/resume/:id'] = { payload: { remarks: 'Matrix' } };
  validInput['POST /api/job-resumes/:id/remarks'] = { payload: { text: 'Matrix' } };
  validInput['PATCH /api/job-resume-remarks/:id'] = { payload: { text: 'Matrix' } };
  validInput['POST /api/job-resumes/:id/acknowledgements'] = {
    payload: { method: 'email', acknowledgedOn: '2026-01-01' },
  };
  const [remark] = await db
    .insert(jobResumeRemarks)
    .values({ companyId: companyA, jobResumeId: nomination!.id, userId: staffA.userId, text: 'Matrix' })
    .returning();
  tenantIds.set('/api/job-resume-remarks/:id', remark!.id);
  const consentKey = 'matrix/consent.pdf';
  await ctx.app.storage.put(consentKey, Readable.from([Buffer.from('%PDF-1.4 matrix')]), 'application/pdf');
  const [consentFile] = await db
    .insert(attachments)
    .values({
      companyId: companyA,
      ownerType: 'job_resume',
      ownerId: nomination!.id,
      kind: 'acknowledgement',
      name: 'consent.pdf',
      storageKey: consentKey,
      mimeType: 'application/pdf',
      size: 15,
    })
    .returning();
  const [consent] = await db
    .insert(jobResumeAcknowledgements)
    .values({
      companyId: companyA,
      jobResumeId: nomination!.id,
      givenBy: 'Matrix',
      method: 'email',
      acknowledgedOn: '2026-01-01',
      attachmentId: consentFile!.id,
    })
    .returning();
  tenantIds.set('/api/job-resume-acknowledgements/:id/download', consent!.id);
  for (const url of ['/api/jobs/:id/same-position', '/api/jobs/:id/job-applicants-same-position'])
    tenantIds.set(url, job.id);
  // Portal resumes (docs/decisions/0134): an application through the candidate portal.
  const [applicant] = await db.insert(resumes).values({ companyId: companyA, firstName: 'Portal' }).returning();
  const [portalResume] = await db
    .insert(jobResumes)
    .values({ companyId: companyA, jobId: job.id, resumeId: applicant!.id, isPortal: 1, portalState: 'pending' })
    .returning();
  tenantIds.set('/api/portal-resumes/:id', portalResume!.id);
  // Jobs: relations, skills and deletion (wt-jobs, docs/decisions/0080-0084).
  for (const [path, body, query] of [
    ['co-owners', { staffId: staffA.staffId }, `staffId=${staffA.staffId}`],
    ['project-contacts', { contactId: contact!.id }, `contactId=${contact!.id}`],
    ['educations', { educationId: 1 }, 'educationId=1'],
    ['sectors', { sectorId: 1 }, 'sectorId=1'],
    ['sector-filters', { sectorId: 1 }, 'sectorId=1'],
    ['skills', { skill: 'Matrix' }, 'skill=Matrix'],
  ] as const) {
    tenantIds.set(`/api/jobs/:id/${path}`, job.id);
    validInput[`POST /api/jobs/:id/${path}`] = { payload: body };
    validInput[`DELETE /api/jobs/:id/${path}`] = { query };
  }
  // Resume children, logs, referees and the branded format (wt-resumes).
  {
    const rid = resume!.id;
    await db
      .update(resumes)
      .set({ tags: ['Matrix'], messengers: [{ type: 'skype', value: 'matrix' }] })
      .where(eq(resumes.id, rid));
    const [resumeContact] = await db
      .insert(resumeContacts)
      .values({ resumeId: rid, companyId: companyA, category: 1, value: '91234567', matchKey: '91234567' })
      .returning();
    const [work] = await db
      .insert(resumeWorkExperiences)
      .values({
        resumeId: rid,
        periodFrom: '2019-01-01',
        periodTo: '2020-01-01',
        company: 'Matrix',
        position: 'Tester',
      })
      .returning();
    const [applied] = await db
      .insert(resumeAppliedJobs)
      .values({ resumeId: rid, companyId: companyA, companyName: 'Matrix', position: 'Tester' })
      .returning();
    const [log] = await db
      .insert(resumeHistories)
      .values({ resumeId: rid, action: 'reviewed', note: 'Matrix', userId: staffA.userId })
      .returning();
    await ctx.app.storage.put('referee-avatars/matrix.png', Readable.from([Buffer.from('matrix')]), 'image/png');
    const [referee] = await db
      .insert(resumeReferees)
      .values({ resumeId: rid, name: 'Matrix referee', avatarPath: 'referee-avatars/matrix.png' })
      .returning();
    for (const url of [
      '/api/resumes/:id/tags',
      '/api/resumes/:id/contacts',
      '/api/resumes/:id/messengers',
      '/api/resumes/:id/sectors',
      '/api/resumes/:id/specialties',
      '/api/resumes/:id/work-experiences',
      '/api/resumes/:id/applied-jobs',
      '/api/resumes/:id/email-reminders',
      '/api/resumes/:id/accept-term',
      '/api/resumes/:id/histories',
      '/api/resume/branded-format/:id',
    ])
      tenantIds.set(url, rid);
    tenantIds.set('/api/resume/contacts/:id', resumeContact!.id);
    tenantIds.set('/api/resume/work-experiences/:id', work!.id);
    tenantIds.set('/api/resume/applied-jobs/:id', applied!.id);
    tenantIds.set('/api/resume/updated-logs/:id', log!.id);
    for (const url of [
      '/api/referrals/:id',
      '/api/upload-avatar-referee/:id',
      '/api/remove-avatar-referee/:id',
      '/api/referrals/:id/avatar',
    ])
      tenantIds.set(url, referee!.id);
    Object.assign(validInput, {
      'POST /api/resumes/:id/tags': { payload: { tag: 'Matrix' } },
      'DELETE /api/resumes/:id/tags': { query: 'tag=Matrix' },
      'POST /api/resumes/:id/contacts': { payload: { category: 1, value: '91234567' } },
      'PATCH /api/resume/contacts/:id': { payload: { value: '91234568' } },
      'POST /api/resumes/:id/messengers': { payload: { type: 'skype', value: 'matrix' } },
      'PATCH /api/resumes/:id/messengers': { payload: { index: 0, value: 'matrix2' } },
      'DELETE /api/resumes/:id/messengers': { query: 'index=0' },
      'POST /api/resumes/:id/sectors': { payload: { sectorId: 1 } },
      'DELETE /api/resumes/:id/sectors': { query: 'sectorId=1' },
      'POST /api/resumes/:id/specialties': { payload: { specialtyId: 1 } },
      'DELETE /api/resumes/:id/specialties': { query: 'specialtyId=1' },
      'POST /api/resumes/:id/work-experiences': {
        payload: { periodFrom: '2019-01-01', periodTo: '2020-01-01', company: 'Matrix', position: 'Tester' },
      },
      'PATCH /api/resume/work-experiences/:id': { payload: { position: 'Lead' } },
      'POST /api/resumes/:id/applied-jobs': { payload: { companyName: 'Matrix', position: 'Tester' } },
      'POST /api/resumes/:id/email-reminders': {
        payload: { remindAt: new Date(Date.now() + 86_400_000).toISOString(), subject: 'Matrix' },
      },
      'PATCH /api/resume/applied-jobs/:id': { payload: { outcome: 'hired' } },
      'POST /api/resumes/:id/accept-term': { payload: {} },
      'PATCH /api/resume/updated-logs/:id': { payload: { note: 'Matrix' } },
      'PATCH /api/referrals/:id': { payload: { designation: 'Lead' } },
    });
  }
  // Interviews and candidate messages: their own nomination, so the owner's calls change no other fixture.
  const [messageResume] = await db
    .insert(resumes)
    .values({ companyId: companyA, firstName: 'Matrix', lastName: 'Messages', email: 'matrix.messages@example.test' })
    .returning();
  const [messageNomination] = await db
    .insert(jobResumes)
    .values({ companyId: companyA, jobId: job.id, resumeId: messageResume!.id, status: 4 })
    .returning();
  for (const url of ['/api/job-resumes/:id/interviews', '/api/not-shortlisted/:id', '/api/interview-and-failed/:id'])
    tenantIds.set(url, messageNomination!.id);
  const [interview] = await db
    .insert(interviews)
    .values({
      companyId: companyA,
      jobResumeId: messageNomination!.id,
      uid: 'interview-matrix@arms.test',
      mode: 2,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      timezone: 'Asia/Singapore',
    })
    .returning();
  for (const url of ['/api/interviews/:id', '/api/interviews/:id/cancel']) tenantIds.set(url, interview!.id);
  validInput['PATCH /api/interviews/:id'] = { payload: { notes: 'Matrix' } };
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
/** One route called with the shared helper, which adds the `/api` prefix every API route's path starts with. */
const call = (
  route: ApiRoute,
  extra: { headers?: Record<string, string>; id?: number; payload?: object; query?: string } = {},
) => {
  const path = fill(route.url, extra.id);
  if (!path.startsWith('/api/')) throw new Error(`not an API route: ${route.method} ${route.url}`);
  return send(
    route.method,
    `${path.slice('/api'.length)}${extra.query ? `?${extra.query}` : ''}`,
    extra.headers,
    extra.payload,
  );
};

// One request per route and role (about 400 routes × 8 roles): minutes on a busy 2-core machine, not seconds.
const sweepTimeout = 240_000;

describe('given every registered API route', () => {
  it('should have collected the routes with their declared access', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(route.access).toBeDefined();
  });

  it('should answer 401 to an anonymous caller on every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !('public' in r.access))) {
      const res = await call(route);
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it(
    'should answer 403 to every role the route does not list',
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        if ('public' in route.access) continue;
        const allowed = route.access.roles as readonly string[];
        for (const role of roles.filter((r) => !allowed.includes(r))) {
          const res = await call(route, { headers: headers(users.a.get(role)!, role) });
          if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    },
    sweepTimeout,
  );

  it(
    'should let every listed role past authorisation (never 401 or 403)',
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        if ('public' in route.access) continue;
        for (const role of route.access.roles) {
          const res = await call(route, { headers: headers(users.a.get(role)!, role) });
          if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
            failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    sweepTimeout,
  );

  it('should never answer 401 or 403 on a public route, nor 500', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => 'public' in r.access)) {
      const res = await call(route);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('should answer 404 to a user of another company for a company-owned record', async () => {
    const tenantRoutes = routes.filter((r) => !('public' in r.access) && r.access.tenant);
    expect(tenantRoutes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of tenantRoutes) {
      if ('public' in route.access) continue;
      const id = tenantIds.get(route.url);
      if (id === undefined) {
        failures.push(`${route.method} ${route.url}: no fixture record`);
        continue;
      }
      const role = route.access.roles.find((r) => r !== 'arms_admin')!;
      const input = validInput[`${route.method} ${route.url}`] ?? {};
      const res = await call(route, { headers: headers(users.b.get(role)!, role), id, ...input });
      if (res.statusCode !== 404)
        failures.push(`${route.method} ${route.url} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      // The owner reaches the same record (so the 404 is about tenancy, not a wrong fixture).
      const own = await call(route, {
        headers: headers(users.a.get(role)!, role),
        id,
        ...input,
        ...(route.method === 'DELETE' ? { id: 999999 } : {}),
      });
      if (route.method === 'GET' && own.statusCode !== 200)
        failures.push(`${route.method} ${route.url} as owner: ${own.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('should describe every route in the OpenAPI document with an operationId and error responses', () => {
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.url
        .replace(/^\/api/, '')
        .replace(/:(\w+)/g, '{$1}')
        .replace(/\*$/, `{${wildcardName}}`);
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op?.operationId) failures.push(`${route.method} ${path}: missing`);
      else if (!Object.keys(op.responses).some((s) => s.startsWith('4')) && !('public' in route.access)) {
        failures.push(`${route.method} ${path}: no error responses`);
      }
    }
    expect(failures).toEqual([]);
  });
});
