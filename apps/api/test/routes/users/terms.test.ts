import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../src/db/schema';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

/**
 * The terms acceptance reset (section 7, docs/decisions/0123; routes/users/terms.ts): an account
 * administrator and a human resource staff member of one company, a member of another company, and the
 * platform administrator.
 */
let ctx: TestContext;
let companyId: number;
let otherCompanyId: number;
let admin: { authorization: string };
let platform: { authorization: string };
let hr: { authorization: string };

const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  companyId = (await createCompany(db, { name: 'Extras Co' })).id;
  otherCompanyId = (await createCompany(db, { name: 'Extras Other Co' })).id;
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, a.email, a.password);
  await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompanyId });
  const p = await createStaffUser(db, { roles: ['arms_admin'], companyId: null });
  platform = await login(ctx.app, p.email, p.password, 'arms');
  const h = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['view_assigned_job'] });
  hr = await login(ctx.app, h.email, h.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given PATCH /reset-term-crms (staff accept the terms again)', () => {
  const accepted = async (id: number) =>
    (await ctx.database.db.select().from(staff).where(eq(staff.companyId, id))).filter((s) => s.acceptTermDate).length;

  it("should clear the account administrator's own company only", async () => {
    const now = new Date();
    await ctx.database.db.update(staff).set({ acceptTermDate: now });
    const before = await accepted(companyId);
    const res = await send('PATCH', '/reset-term-crms', admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyId, reset: before });
    expect(await accepted(companyId)).toBe(0);
    expect(await accepted(otherCompanyId)).toBeGreaterThan(0);
    const foreign = await send('PATCH', '/reset-term-crms', admin, { companyId: otherCompanyId });
    expect(foreign.statusCode).toBe(404);
    expect(await accepted(otherCompanyId)).toBeGreaterThan(0);
  });

  it('should let the platform administrator reset a named company, or named staff of it', async () => {
    expect((await send('PATCH', '/reset-term-crms', platform, {})).statusCode).toBe(400);
    const one = await send('PATCH', '/reset-term-crms', platform, {
      companyId: otherCompanyId,
      staffIds: [999999],
    });
    expect(one.json()).toEqual({ companyId: otherCompanyId, reset: 0 });
    const all = await send('PATCH', '/reset-term-crms', platform, { companyId: otherCompanyId });
    expect(all.json().reset).toBeGreaterThan(0);
    expect(await accepted(otherCompanyId)).toBe(0);
  });

  it('should refuse human resource staff (403)', async () => {
    expect((await send('PATCH', '/reset-term-crms', hr, {})).statusCode).toBe(403);
  });
});
