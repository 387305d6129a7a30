import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outbox, staff, users } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createStaffUser, multipart, pngImage } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let clock = new Date('2026-06-01T00:00:00Z');
let employer: { authorization: string };
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
/** The image paths the API answers carry their full path (`/api/files/public/...`): sent as they are. */
const follow = requester(() => ctx.app, { prefix: '' });

describe('given the employers of the administration portal', () => {
  it('should create, list, update, suspend and activate an employer', async () => {
    const created = await send('POST', '/companies', arms, {
      name: 'Mekong Logistics JSC',
      website: 'https://mekong-logistics.vn',
      credits: 3,
      featured: true,
      footerTexts: ['© Mekong Logistics'],
      dataProtectionPolicy: '<p onclick="steal()">We protect <script>alert(1)</script>your data.</p>',
    });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({ status: 1, credits: 3, featured: true, anonymousPosting: false, isView: true });
    expect(company.dataProtectionPolicy).toBe('<p>We protect your data.</p>');
    const list = (await send('GET', '/companies?featured=true', arms)).json();
    expect(list.data.map((c: { id: number }) => c.id)).toContain(company.id);
    const updated = await send('PATCH', `/companies/${company.id}`, arms, {
      anonymousPosting: true,
      subscriptionStart: '2026-01-01T00:00:00Z',
      subscriptionEnd: '2026-12-31T00:00:00Z',
    });
    expect(updated.json()).toMatchObject({ anonymousPosting: true, subscriptionEnd: '2026-12-31T00:00:00.000Z' });
    const backwards = await send('PATCH', `/companies/${company.id}`, arms, {
      subscriptionStart: '2026-12-31T00:00:00Z',
      subscriptionEnd: '2026-01-01T00:00:00Z',
    });
    expect(backwards.json().error).toBe('VALIDATION_ERROR');
    expect((await send('POST', `/companies/${company.id}/suspend`, arms)).json().status).toBe(0);
    expect((await send('POST', `/companies/${company.id}/activate`, arms)).json().status).toBe(1);
  });

  it('should create an employer with its first account administrator, who gets the create-password email', async () => {
    const created = await send('POST', '/companies', arms, {
      name: 'Saigon Harbour Co',
      accountAdmin: { email: 'Owner@Saigon-Harbour.vn', firstName: 'Lan', lastName: 'Tran', lang: 'vn' },
    });
    expect(created.statusCode).toBe(201);
    const [account] = await ctx.database.db
      .select({ roles: users.roles, isPrimary: staff.isPrimary, companyId: staff.companyId, lang: users.lang })
      .from(users)
      .innerJoin(staff, eq(staff.userId, users.id))
      .where(eq(users.email, 'owner@saigon-harbour.vn'));
    expect(account).toEqual({ roles: ['account_admin'], isPrimary: true, companyId: created.json().id, lang: 'vn' });
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(arrayContains(outbox.to, ['owner@saigon-harbour.vn']));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain('/create-password?token=');
  });

  it('should create no company when the first administrator’s email is taken', async () => {
    const name = 'Taken Email Holdings';
    const res = await send('POST', '/companies', arms, {
      name,
      accountAdmin: { email: demoAccounts.accountAdmin.email, firstName: 'Someone' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('EMAIL_EXISTED');
    expect(await ctx.database.db.select().from(companies).where(eq(companies.name, name))).toEqual([]);
  });

  it('should find employers by part of the name, any case', async () => {
    await createCompany(ctx.database.db, { name: 'Pho Lovers Trading' });
    const list = (await send('GET', `/companies?q=${encodeURIComponent('LOVERS trad')}`, arms)).json();
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(['Pho Lovers Trading']);
    const none = (await send('GET', `/companies?q=${encodeURIComponent('100%_')}`, arms)).json();
    expect(none.total).toBe(0);
  });

  it('should sort the admin list by status descending, then name', async () => {
    await createCompany(ctx.database.db, { name: 'AAA Suspended Pte', status: 0 });
    const list = (await send('GET', '/companies?$limit=-1', arms)).json();
    const statuses = list.data.map((c: { status: number }) => c.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
  });

  it('should let an employer read and edit its own company but not credits, nor another company', async () => {
    const mine = await send('GET', '/companies/1', employer);
    expect(mine.statusCode).toBe(200);
    const edit = await send('PATCH', '/companies/1', employer, {
      website: 'https://lotus.example.sg',
      footerTexts: ['Lotus'],
    });
    expect(edit.json()).toMatchObject({ website: 'https://lotus.example.sg', footerTexts: ['Lotus'] });
    const credits = await send('PATCH', '/companies/1', employer, { credits: 999 });
    expect(credits.json().error).toBe('PERMISSION_NOT_ACCEPT');
    const other = await createCompany(ctx.database.db);
    expect((await send('GET', `/companies/${other.id}`, employer)).statusCode).toBe(404);
  });
});

describe('given job posting credits and subscriptions', () => {
  it('should add credits and refuse a balance below zero with OUT_OF_CREDITS', async () => {
    const company = await createCompany(ctx.database.db);
    const added = await send('POST', '/companies/update-credit', arms, {
      companyId: company.id,
      amount: 10,
      reason: 'Annual package',
    });
    expect(added.json()).toEqual({ id: company.id, credits: 15, isView: true });
    const tooMuch = await send('POST', '/companies/update-credit', arms, {
      companyId: company.id,
      amount: -16,
      reason: 'Refund',
    });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json().error).toBe('OUT_OF_CREDITS');
  });

  it('should keep every credit change with its reason, the balance it left and who made it', async () => {
    const company = await createCompany(ctx.database.db);
    const change = (amount: number, reason: string) =>
      send('POST', '/companies/update-credit', arms, { companyId: company.id, amount, reason });
    await change(10, 'Annual package');
    await change(-3, '  Refund of three unused postings  ');
    const history = await send('GET', `/companies/${company.id}/credits`, arms);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 2,
      data: [
        { amount: -3, balance: 12, reason: 'Refund of three unused postings' },
        { amount: 10, balance: 15, reason: 'Annual package', createdBy: { email: demoAccounts.platformAdmin.email } },
      ],
    });
  });

  it.each([
    ['a blank reason', { amount: 5, reason: '   ' }, 'reason'],
    ['a zero amount', { amount: 0, reason: 'Nothing' }, 'amount'],
  ])('should refuse a credit change with %s and keep no history', async (_case, body, field) => {
    const company = await createCompany(ctx.database.db);
    const res = await send('POST', '/companies/update-credit', arms, { companyId: company.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field }] });
    expect((await send('GET', `/companies/${company.id}/credits`, arms)).json().total).toBe(0);
  });

  it('should refuse the credit history to an employer and answer 404 for an unknown company', async () => {
    expect((await send('GET', '/companies/1/credits', employer)).statusCode).toBe(403);
    expect((await send('GET', '/companies/999999/credits', arms)).statusCode).toBe(404);
  });

  it('should spend credits while the subscription runs, and ask for renewal after it ends', async () => {
    const company = await createCompany(ctx.database.db);
    const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
    const headers = await login(ctx.app, user.email, user.password);
    await send('PATCH', `/companies/${company.id}`, arms, {
      credits: 1,
      subscriptionStart: '2026-01-01T00:00:00Z',
      subscriptionEnd: '2026-07-01T00:00:00Z',
    });
    const spent = await send('POST', '/companies/consume-credit', headers);
    expect(spent.json()).toEqual({ id: company.id, credits: 0, isView: false });
    const out = await send('POST', '/companies/consume-credit', headers);
    expect(out.json().error).toBe('OUT_OF_CREDITS');
    await send('POST', '/companies/update-credit', arms, { companyId: company.id, amount: 2, reason: 'Top-up' });
    clock = new Date('2026-07-02T00:00:00Z');
    const expired = await send('POST', '/companies/consume-credit', headers);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('RENEW_SUBSCRIPTION_IS_REQUIRED');
    clock = new Date('2026-06-01T00:00:00Z');
  });
});

describe('given a logo upload', () => {
  const upload = (id: number, headers: object, file: ReturnType<typeof multipart>) =>
    send('POST', `/companies/upload-image/${id}`, headers, file);

  it('should store an image checked by content and serve it publicly', async () => {
    const res = await upload(1, employer, multipart('logo.png', await pngImage(250, 60), 'image/png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 250, height: 60, advice: [] });
    const company = (await send('GET', '/companies/1', employer)).json();
    expect(company.imagePath).toBe(res.json().imagePath);
    const file = await follow('GET', company.imagePath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('should advise the recommended size for an odd logo', async () => {
    const res = await upload(1, employer, multipart('square.png', await pngImage(200, 200), 'image/png'));
    expect(res.json().advice).toEqual([{ field: 'logo', code: 'domain.validation.image.logoRecommendedSize' }]);
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve(Buffer.from('<?php echo 1; ?>'.repeat(10))),
      'domain.validation.image.notImage',
    ],
    ['an image below the minimum size', () => pngImage(40, 20), 'domain.validation.image.tooSmall'],
  ])('should refuse %s', async (_case, make, code) => {
    const res = await upload(1, employer, multipart('logo.png', await make(), 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ code }] });
  });

  it('should refuse another company’s logo with 404', async () => {
    const other = await createCompany(ctx.database.db);
    const res = await upload(other.id, employer, multipart('logo.png', await pngImage(250, 60), 'image/png'));
    expect(res.statusCode).toBe(404);
  });
});
