import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
const get = (url: string) => send('GET', url, arms);

describe('given the logs and listings of the administration portal', () => {
  it('should list the closed jobs with their employer', async () => {
    const res = (await get('/logs/closed-jobs')).json();
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({
      position: 'Site Safety Supervisor',
      jobStatus: 'Close',
      companyName: 'Lotus Engineering Pte. Ltd.',
    });
  });

  it('should count users, employers and logins', async () => {
    const stats = (await get('/user-stats')).json();
    expect(stats.usersByRole).toMatchObject({ account_admin: 1, arms_admin: 1 });
    expect(stats.companiesByStatus['1']).toBeGreaterThanOrEqual(1);
    expect(stats.jobSeekers).toBe(3);
    expect(stats.loginsPerDay.at(-1)).toMatchObject({ success: 2, failed: 0 });
  });

  it('should list job seekers and every job with the query language', async () => {
    const seekers = (await get('/users/arms/job-seeker?nationalityId=2')).json();
    expect(seekers.data).toEqual([expect.objectContaining({ firstName: 'An', lastName: 'Nguyễn' })]);
    const jobs = (await get('/jobs/arms?jobStatusId=239&$sort[position]=1')).json();
    expect(jobs.data.map((j: { position: string }) => j.position)[0]).toBe('Kỹ sư phần mềm (Node.js)');
  });
});
