import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSeekers } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { LocalStorage } from '../../../src/files/storage';
import { createStaffUser, pdfDocument } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext & { filesDir: string };
let arms: { authorization: string };
let employer: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
const get = (url: string, headers: Record<string, string> = arms) => send('GET', url, headers);

async function seekerId(email: string) {
  const [row] = await ctx.database.db.select({ id: jobSeekers.id }).from(jobSeekers).where(eq(jobSeekers.email, email));
  return row!.id;
}

describe('given GET download-cv/job-seeker/{userId}', () => {
  it('should stream the CV the job seeker uploaded, under its own name and type', async () => {
    const id = await seekerId('wei.lim@example.sg');
    const pdf = pdfDocument('Wei Lim CV');
    await new LocalStorage(ctx.filesDir).put(`job-seekers/${id}/cv.pdf`, Readable.from(pdf), 'application/pdf');
    await ctx.database.db
      .update(jobSeekers)
      .set({ cvPath: `job-seekers/${id}/cv.pdf`, cvName: 'Wei Lim – CV.pdf', cvMimeType: 'application/pdf' })
      .where(eq(jobSeekers.id, id));

    const res = await get(`/download-cv/job-seeker/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Wei Lim – CV.pdf')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const listed = (await get('/users/arms/job-seeker?q=wei')).json();
    expect(listed.data).toEqual([expect.objectContaining({ id, hasCv: true })]);
  });

  it('should answer FILE_NOT_EXISTED for a job seeker without a CV', async () => {
    const id = await seekerId('priya.raman@example.in');
    const res = await get(`/download-cv/job-seeker/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('FILE_NOT_EXISTED');
  });

  it('should answer NO_RECORD_FOUND_FOR_ID for an unknown job seeker', async () => {
    const res = await get('/download-cv/job-seeker/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
  });

  it.each(['abc', '0', '-3', '99999999999'])('should refuse the id %s with a VALIDATION_ERROR', async (id) => {
    const res = await get(`/download-cv/job-seeker/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('should be for the platform administrator only', async () => {
    const id = await seekerId('an.nguyen@example.vn');
    expect((await get(`/download-cv/job-seeker/${id}`, employer)).statusCode).toBe(403);
    expect((await get(`/download-cv/job-seeker/${id}`, {})).statusCode).toBe(401);
  });
});

describe('given the search boxes and the sort of the administration lists', () => {
  it('should find accounts by part of a name or email and keep platform staff apart', async () => {
    const byEmail = (await get('/users?q=ARMS-DEMO')).json();
    expect(byEmail.data.map((u: { email: string }) => u.email)).toContain('arms@arms-demo.org');
    const platform = (await get('/users?role=arms_admin&$limit=-1')).json();
    expect(platform.data.length).toBeGreaterThan(0);
    expect(platform.data.every((u: { role: string[] }) => u.role.includes('arms_admin'))).toBe(true);
    const literal = (await get('/users?q=%25')).json();
    expect(literal.total).toBe(0);
  });

  it('should take %, _ and \\ in the search box literally, in the first name, last name and email', async () => {
    const db = ctx.database.db;
    const literal = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'Rate_Card',
      lastName: '100%',
    });
    const wild = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'RateXCard',
      lastName: '1000',
    });
    const slash = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'Back\\Slash',
      lastName: 'Q',
    });
    const emails = async (q: string) =>
      ((await get(`/users?q=${encodeURIComponent(q)}&$limit=-1`)).json().data as { email: string }[]).map(
        (u) => u.email,
      );
    // As wildcards, `_` would match the X and `100%` the 1000 too.
    expect(await emails('rate_card')).toEqual([literal.email]);
    expect(await emails('100%')).toEqual([literal.email]);
    expect(await emails('e_c')).toEqual([literal.email]);
    expect(await emails('k\\s')).toEqual([slash.email]);
    expect(await emails('RATEXCARD')).toEqual([wild.email]);
  });

  it('should sort accounts status descending, then name ascending (section 9)', async () => {
    const created = await send('POST', '/users', arms, {
      email: 'aaron.ops@arms-demo.org',
      firstName: 'Aaron',
      lastName: 'Ops',
      role: ['arms_admin'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await send('PATCH', `/users/${id}`, arms, { status: 0 });
    const all = (await get('/users?$limit=-1')).json().data as { id: number; status: number; firstName: string }[];
    expect(all.at(-1)?.id).toBe(id);
    const active = all.filter((u) => u.status === 1).map((u) => u.firstName);
    expect(active).toEqual([...active].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('should find jobs by position or employer, sign-ins by email and job seekers by name', async () => {
    const byCompany = (await get('/jobs/arms?q=lotus')).json();
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.data.every((j: { companyName: string }) => /lotus/i.test(j.companyName))).toBe(true);
    const none = (await get('/jobs/arms?q=no-such-position-anywhere')).json();
    expect(none).toMatchObject({ total: 0, data: [] });
    const logins = (await get('/logs/users?q=ARMS-DEMO')).json();
    expect(logins.total).toBeGreaterThan(0);
    expect(logins.data.every((l: { email: string }) => l.email.endsWith('@arms-demo.org'))).toBe(true);
    const seekers = (await get('/users/arms/job-seeker?q=nguy')).json();
    expect(seekers.data.map((s: { firstName: string }) => s.firstName)).toEqual(['An']);
  });
});
