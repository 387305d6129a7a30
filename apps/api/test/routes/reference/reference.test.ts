import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let employer: { authorization: string };
let arms: { authorization: string };
let other: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
  const company = await createCompany(ctx.database.db);
  const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, user.email, user.password);
});
afterAll(async () => {
  await ctx?.close();
});

const inject = requester(() => ctx.app);

describe('given the seeded reference lists', () => {
  it('should hold the job statuses with the ids and order of section 4', async () => {
    const res = (await inject('GET', '/job-statuses?$limit=-1', employer)).json();
    expect(res.limit).toBe(-1);
    expect(res.data.map((s: { id: number }) => s.id)).toEqual([239, 240, 242, 2521, 2522]);
    expect(res.data[0]).toMatchObject({ name: 'Open', colour: expect.stringMatching(/^#/), status: 1 });
  });

  it.each([
    ['residential-statuses', [1, 4, 2, 3, 5, 6, 8, 9]],
    ['salary-periods', [1, 2, 3, 4]],
  ])('should hold %s with the ids of section 9', async (path, ids) => {
    const res = (await inject('GET', `/${path}?$limit=-1`, employer)).json();
    expect(res.data.map((s: { id: number }) => s.id)).toEqual(ids);
  });

  it('should hold countries with dialing codes and their nationality', async () => {
    const sg = (await inject('GET', '/locations?name=Singapore', employer)).json().data[0];
    expect(sg).toMatchObject({ dialingCode: '65', code: 'SG', nationalitieId: 1 });
    const nationality = (await inject('GET', `/nationalities/${sg.nationalitieId}`, employer)).json();
    expect(nationality.name).toBe('Singaporean');
    const codes = (await inject('GET', '/country-codes')).json();
    expect(codes.data).toContainEqual(expect.objectContaining({ name: 'Vietnam', label: '+84 (Vietnam)' }));
    const vnd = (await inject('GET', '/currencies?code=VND', employer)).json().data[0];
    expect(vnd).toMatchObject({ name: 'Vietnamese Dong', symbol: '₫' });
  });

  it('should sort by name by default and take the query language', async () => {
    const res = (await inject('GET', '/sectors?$limit=3', employer)).json();
    expect(res.data.map((s: { name: string }) => s.name)).toEqual([
      'Accounting & Finance',
      'Banking & Financial Services',
      'Building & Construction',
    ]);
    const desc = (await inject('GET', '/sectors?$limit=1&$sort[name]=-1', employer)).json();
    expect(desc.data[0].name).toBe('Telecommunications');
    const some = (await inject('GET', '/sectors?id[$in][]=1&id[$in][]=2&status=1', employer)).json();
    expect(some.total).toBe(2);
    const bad = await inject('GET', '/sectors?colour=red', employer);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
  });
});

describe('given the platform administrator edits a list', () => {
  it('should require a name and refuse duplicates in any letter case', async () => {
    const missing = await inject('POST', '/levels', arms, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('NAME_FIELD_IS_REQUIRED');
    const blank = await inject('POST', '/levels', arms, { name: '   ' });
    expect(blank.json().error).toBe('NAME_FIELD_IS_REQUIRED');
    const dup = await inject('POST', '/levels', arms, { name: '  manager ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('DUPLICATE_ITEM_NAME');
    const created = await inject('POST', '/levels', arms, { name: 'Vice President', order: 8 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Vice President', status: 1, order: 8 });
    expect(created.json().id).toBeGreaterThanOrEqual(100000);
    const renamed = await inject('PATCH', `/levels/${created.json().id}`, arms, { name: 'VP' });
    expect(renamed.json().name).toBe('VP');
    const clash = await inject('PATCH', `/levels/${created.json().id}`, arms, { name: 'Director' });
    expect(clash.json().error).toBe('DUPLICATE_ITEM_NAME');
  });

  it('should refuse an employer writing a platform list', async () => {
    const res = await inject('POST', '/levels', employer, { name: 'Mine' });
    expect(res.statusCode).toBe(403);
  });

  it('should hide suspended items from employers and refuse them by id', async () => {
    const created = (await inject('POST', '/disciplines', arms, { name: 'Underwater Welding' })).json();
    await inject('PATCH', `/disciplines/${created.id}`, arms, { status: 0 });
    const seen = (await inject('GET', '/disciplines?$limit=-1', employer)).json();
    expect(seen.data.some((d: { id: number }) => d.id === created.id)).toBe(false);
    const byId = await inject('GET', `/disciplines/${created.id}`, employer);
    expect(byId.statusCode).toBe(409);
    expect(byId.json().error).toBe('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
    const admin = (await inject('GET', '/disciplines?status=0', arms)).json();
    expect(admin.data.map((d: { id: number }) => d.id)).toContain(created.id);
    // Admin lists: status descending, then name.
    const all = (await inject('GET', '/disciplines?$limit=-1', arms)).json();
    expect(all.data.at(-1).id).toBe(created.id);
  });

  it('should update several items in one transaction, all or nothing', async () => {
    const ok = await inject('PATCH', '/ranks', arms, {
      items: [
        { id: 1, order: 10 },
        { id: 2, name: 'Associate II' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject([
      { id: 1, order: 10 },
      { id: 2, name: 'Associate II' },
    ]);
    const clash = await inject('PATCH', '/ranks', arms, {
      items: [
        { id: 3, name: 'Lead II' },
        { id: 4, name: 'lead ii' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('DUPLICATE_ITEM_NAME');
    const unchanged = (await inject('GET', '/ranks/3', arms)).json();
    expect(unchanged.name).toBe('Senior Associate');
    const missing = await inject('PATCH', '/ranks', arms, {
      items: [
        { id: 3, order: 1 },
        { id: 99999, order: 2 },
      ],
    });
    expect(missing.statusCode).toBe(404);
    expect((await inject('GET', '/ranks/3', arms)).json().order).toBe(3);
  });

  it('should delete keywords, and check BCC addresses are emails', async () => {
    const kw = (await inject('POST', '/trending-keywords', arms, { name: 'Rust', blocked: true })).json();
    expect(kw.blocked).toBe(true);
    expect((await inject('DELETE', `/trending-keywords/${kw.id}`, arms)).statusCode).toBe(204);
    expect((await inject('GET', `/trending-keywords/${kw.id}`, arms)).statusCode).toBe(404);
    const bcc = await inject('POST', '/bcc-emails', arms, { name: 'not-an-email' });
    expect(bcc.json().error).toBe('INVALID_EMAIL');
  });

  it('should serve the active sectors without a session', async () => {
    const res = await inject('GET', '/sectors/public');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(10);
  });
});

describe('given the lists each employer keeps', () => {
  it('should scope company sectors to the caller’s company', async () => {
    const created = await inject('POST', '/company-sectors', employer, { name: 'Green Buildings', baseId: 3 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyId: 1, baseId: 3 });
    const theirs = (await inject('GET', '/company-sectors?$limit=-1', other)).json();
    expect(theirs.total).toBe(0);
    expect((await inject('GET', `/company-sectors/${created.json().id}`, other)).statusCode).toBe(404);
    expect((await inject('PATCH', `/company-sectors/${created.json().id}`, other, { order: 2 })).statusCode).toBe(404);
    // The same name in another company is fine.
    expect((await inject('POST', '/company-sectors', other, { name: 'Green Buildings' })).statusCode).toBe(201);
  });

  it('should refuse adopting or re-creating an item the platform administrator suspended', async () => {
    const sector = (await inject('POST', '/sectors', arms, { name: 'Coal Mining' })).json();
    await inject('PATCH', `/sectors/${sector.id}`, arms, { status: 0 });
    const byBase = await inject('POST', '/company-sectors', employer, { name: 'Our mining', baseId: sector.id });
    expect(byBase.json().error).toBe('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
    const byName = await inject('POST', '/company-sectors', employer, { name: 'coal mining' });
    expect(byName.json().error).toBe('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
  });

  it('should answer RESUME_SOURCE_CHANNEL_EXSITS for a duplicate source channel', async () => {
    const res = await inject('POST', '/resume-source-channels', employer, { name: 'linkedin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('RESUME_SOURCE_CHANNEL_EXSITS');
    const list = (await inject('GET', '/resume-source-channels?$limit=-1', employer)).json();
    expect(list.data.map((c: { name: string }) => c.name)).toEqual([
      'Company website',
      'JobStreet',
      'LinkedIn',
      'Referral',
    ]);
  });

  it('should let HR staff write the job classification lists only with job_classification (section 6 tools)', async () => {
    const db = ctx.database.db;
    const without = await createStaffUser(db, { roles: ['hr_staff'], companyId: 1, permissions: ['view_all_job'] });
    const withIt = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      permissions: ['job_classification'],
    });
    const plain = await login(ctx.app, without.email, without.password);
    const allowed = await login(ctx.app, withIt.email, withIt.password);
    for (const path of ['company-disciplines', 'company-ranks', 'company-designations']) {
      const refused = await inject('POST', `/${path}`, plain, { name: `Refused ${path}` });
      expect(refused.statusCode, path).toBe(403);
      expect((await inject('GET', `/${path}?$limit=-1`, plain)).statusCode, path).toBe(200);
      expect((await inject('POST', `/${path}`, allowed, { name: `Allowed ${path}` })).statusCode, path).toBe(201);
    }
    // The sector list and the sourcing channels need no permission (section 2).
    expect((await inject('POST', '/company-sectors', plain, { name: 'HR sector' })).statusCode).toBe(201);
    expect((await inject('POST', '/resume-source-channels', plain, { name: 'HR channel' })).statusCode).toBe(201);
  });

  it('should search a list by part of the name, any case, in the caller company only', async () => {
    await inject('POST', '/resume-source-channels', other, { name: 'Careers fair' });
    const mine = (await inject('GET', '/resume-source-channels?q=LINK&$limit=-1', employer)).json();
    expect(mine.data.map((c: { name: string }) => c.name)).toEqual(['LinkedIn']);
    expect((await inject('GET', '/resume-source-channels?q=fair', employer)).json().total).toBe(0);
    expect((await inject('GET', '/sectors?q=%25', employer)).json().total).toBe(0);
  });
});
