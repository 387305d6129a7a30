import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyResumeFormats, departments, emailRules, jobs } from '../../../src/db/schema';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let companyId: number;
let admin: { authorization: string };
let otherAdmin: { authorization: string };

const send = requester(() => ctx.app);
const progress = async (auth: { authorization: string }) => send('GET', '/companies/setup-progress', auth);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  companyId = (await createCompany(db, { name: 'Setup Co' })).id;
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, user.email, user.password);
  const other = await createCompany(db, { name: 'Setup Other Co' });
  const stranger = await createStaffUser(db, { roles: ['account_admin'], companyId: other.id });
  otherAdmin = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the setup progress of a company', () => {
  it('should start with no step done', async () => {
    const res = await progress(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyProfile: false,
      users: false,
      hiringEntity: false,
      emailAlerts: false,
      resumeFormat: false,
      firstJob: false,
    });
  });

  it('should count each step from the company own data only', async () => {
    const db = ctx.database.db;
    await db
      .update(companies)
      .set({ address: '1 Marina Blvd', phone: '+65 6000 0000', email: 'hr@setup.test', website: 'https://setup.test' })
      .where(eq(companies.id, companyId));
    await createStaffUser(db, { roles: ['hr_staff'], companyId });
    await db.insert(departments).values({ companyId, name: 'Plant' });
    await db.insert(emailRules).values({ companyId, name: 'New job', type: 'addNewJob' });
    await db.insert(companyResumeFormats).values({ companyId, format: {} });
    await db.insert(jobs).values({ companyId, position: 'Welder', jobStatusId: 239 });
    expect((await progress(admin)).json()).toEqual({
      companyProfile: true,
      users: true,
      hiringEntity: true,
      emailAlerts: true,
      resumeFormat: true,
      firstJob: true,
    });
    expect(Object.values((await progress(otherAdmin)).json())).toEqual([false, false, false, false, false, false]);
  });

  it('should leave the profile undone while one of its fields is blank, and refuse a visitor', async () => {
    await ctx.database.db.update(companies).set({ phone: '  ' }).where(eq(companies.id, companyId));
    expect((await progress(admin)).json().companyProfile).toBe(false);
    expect((await send('GET', '/companies/setup-progress')).statusCode).toBe(401);
  });
});
