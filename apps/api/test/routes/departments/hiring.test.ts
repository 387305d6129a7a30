import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/**
 * Hiring entities (section 3 "Department"), their hiring managers and access log. A job's life is tested
 * in test/routes/jobs/create-and-edit.test.ts, nominations in test/routes/nominations/records-and-statuses.test.ts,
 * the candidate links in test/routes/candidate-links/ and the staff filter flags in test/routes/users/staff-filters.test.ts.
 */

let ctx: TestContext;
const clock = new Date('2026-03-01T09:00:00Z');
let admin: { authorization: string };
let other: { authorization: string };

type Json = Record<string, unknown>;
const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Hiring Co' });
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId: company.id, permissions: [] });
  admin = await login(ctx.app, user.email, user.password);
  const otherCompany = await createCompany(db, { name: 'Hiring Other Co' });
  const stranger = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany.id });
  other = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

let departmentId: number;
let managerId: number;
const managerEmail = 'grace.manager@example.test';

describe('given hiring entities', () => {
  it('should create, list, read, update and log access to an entity', async () => {
    const created = await send('POST', '/departments', admin, { name: 'Marina Tower', postalCode: '018989' });
    expect(created.statusCode).toBe(201);
    departmentId = created.json().id;
    expect((await send('GET', '/departments', admin)).json().data.map((d: Json) => d.name)).toEqual(['Marina Tower']);
    expect((await send('GET', `/departments/${departmentId}`, admin)).json()).toMatchObject({ departmentId });
    const updated = await send('PATCH', `/departments/${departmentId}`, admin, { benefits: 'Dental' });
    expect(updated.json()).toMatchObject({ benefits: 'Dental', name: 'Marina Tower' });
    const logs = (await send('GET', `/departments/${departmentId}/access-logs`, admin)).json();
    expect(logs.map((l: Json) => l.action)).toEqual(['update', 'view']);
  });

  it('should keep hiring managers with their fields and status', async () => {
    const res = await send('POST', `/departments/${departmentId}/contacts`, admin, {
      firstName: 'Grace',
      lastName: 'Lim',
      email: managerEmail,
      designation: 'Project Director',
      mobile: '+65 9123 4567',
    });
    expect(res.statusCode).toBe(201);
    managerId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Grace Lim', status: 1 });
    const suspended = await send('PATCH', `/department-contacts/${managerId}`, admin, { status: 0 });
    expect(suspended.json().status).toBe(0);
    await send('PATCH', `/department-contacts/${managerId}`, admin, { status: 1 });
  });

  it("should answer 404 for another company's entity and refuse bad input with 400", async () => {
    expect((await send('GET', `/departments/${departmentId}`, other)).statusCode).toBe(404);
    expect((await send('PATCH', `/department-contacts/${managerId}`, other, { status: 0 })).statusCode).toBe(404);
    const bad = await send('POST', '/departments', admin, { name: '', website: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
  });

  it('should create an entity with its hiring manager in one transaction and find it by part of its name', async () => {
    const res = await send('POST', '/departments', admin, {
      name: 'Jurong 100% Plant',
      contacts: [{ firstName: 'Hui', lastName: 'Min', email: 'hui.min@example.test' }],
    });
    expect(res.statusCode).toBe(201);
    const contacts = (await send('GET', `/departments/${res.json().id}/contacts`, admin)).json();
    expect(contacts.map((c: Json) => c.name)).toEqual(['Hui Min']);
    const found = (await send('GET', '/departments?q=100%25', admin)).json();
    expect(found.data.map((d: Json) => d.name)).toEqual(['Jurong 100% Plant']);
    expect((await send('GET', '/departments?q=MARINA', admin)).json().data.map((d: Json) => d.name)).toEqual([
      'Marina Tower',
    ]);
    // A bad hiring manager refuses the whole entity: nothing is left half created.
    const bad = await send('POST', '/departments', admin, { name: 'Half Made', contacts: [{ firstName: '' }] });
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', '/departments?q=Half', admin)).json().total).toBe(0);
  });

  it('should name the user of each access log entry', async () => {
    const logs = (await send('GET', `/departments/${departmentId}/access-logs`, admin)).json();
    expect(logs[0].userName).toMatch(/\S/);
  });
});
