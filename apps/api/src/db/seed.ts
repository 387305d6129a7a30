import {
  jobHiringTypes,
  jobStatuses as jobStatusVocabulary,
  permissions,
  publishStates,
  salaryPeriods,
  translate,
} from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { companies, jobs, jobStatuses, staff, users } from './schema';

/** The demo accounts the start command prints. */
export const demoAccounts = {
  accountAdmin: { email: 'admin@lotus-demo.sg', password: 'Lotus@2026', portal: 'crms' as const },
  platformAdmin: { email: 'arms@arms-demo.org', password: 'Arms@2026', portal: 'arms' as const },
};

export const demoCompanyName = 'Lotus Engineering Pte. Ltd.';

// The job statuses reference list comes from @arms/domain's vocabulary (ids, colours, order).
const jobStatusRows = jobStatusVocabulary.items.map((item) => ({
  id: item.id,
  name: translate(item.labelKey, 'en'),
  colour: item.colour,
  sortOrder: item.order,
}));

const status = jobStatusVocabulary.idOf;
const publish = publishStates.idOf;
const period = salaryPeriods.idOf;
const hiring = jobHiringTypes.idOf;

const demoJobs = [
  [
    'Senior Civil Engineer',
    status.open,
    publish.jobboard,
    2,
    [6500, 8500, 'SGD', period.perMonth],
    'Singapore',
    hiring.directHire,
  ],
  [
    'Kỹ sư phần mềm (Node.js)',
    status.open,
    publish.jobboard,
    3,
    [1500, 2500, 'USD', period.perMonth],
    'Vietnam',
    hiring.directHire,
  ],
  [
    'Quantity Surveyor',
    status.forTender,
    publish.agencies,
    1,
    [4800, 6000, 'SGD', period.perMonth],
    'Singapore',
    hiring.agencyOutsource,
  ],
  [
    'Project Manager, Data Centres',
    status.open,
    publish.sharedDraft,
    1,
    [120000, 150000, 'SGD', period.perAnnum],
    'Singapore',
    hiring.directHire,
  ],
  [
    'HR Business Partner',
    status.successful,
    publish.completed,
    1,
    [5000, 6500, 'SGD', period.perMonth],
    'Singapore',
    hiring.directHire,
  ],
  [
    'Site Safety Supervisor',
    status.close,
    publish.closed,
    2,
    [18, 25, 'SGD', period.perHour],
    'Singapore',
    hiring.agencyOutsource,
  ],
] as const;

async function ensureUser(
  db: Db,
  account: { email: string; password: string },
  profile: { firstName: string; lastName: string; roles: string[] },
  staffRow: { companyId: number | null; permissions: string[] },
): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  const id =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email: account.email, passwordHash: await hashPassword(account.password), ...profile })
        .returning({ id: users.id })
    )[0]!.id;
  await db
    .insert(staff)
    .values({ userId: id, companyId: staffRow.companyId, permissions: staffRow.permissions, isFirstTimeLogin: false })
    .onConflictDoNothing({ target: staff.userId });
  return id;
}

/**
 * The demo data: the job statuses, one employer with its account administrator and a handful of jobs,
 * and the platform administrator. Safe to run on every start: it adds only what is missing.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(jobStatuses).values(jobStatusRows).onConflictDoNothing({ target: jobStatuses.id });

    const [found] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyName));
    const companyId =
      found?.id ??
      (
        await tx
          .insert(companies)
          .values({
            name: demoCompanyName,
            companyUrl: 'lotus-engineering',
            website: 'https://lotus-demo.sg',
            credits: 20,
            registrationNumber: '201912345K',
          })
          .returning({ id: companies.id })
      )[0]!.id;

    const adminId = await ensureUser(
      tx,
      demoAccounts.accountAdmin,
      { firstName: 'Mei Ling', lastName: 'Tan', roles: ['account_admin'] },
      { companyId, permissions: [...permissions] },
    );
    await ensureUser(
      tx,
      demoAccounts.platformAdmin,
      { firstName: 'Minh', lastName: 'Nguyễn', roles: ['arms_admin'] },
      { companyId: null, permissions: [] },
    );

    for (const [
      i,
      [position, jobStatusId, publishState, vacancies, salary, countryOfWork, hiringType],
    ] of demoJobs.entries()) {
      const [exists] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.position, position)));
      if (exists) continue;
      // Spread creation times over the last days so the default newest-first order is meaningful.
      const createdAt = new Date(Date.now() - (demoJobs.length - i) * 86_400_000);
      const [salaryMin, salaryMax, salaryCurrency, salaryPeriod] = salary;
      await tx.insert(jobs).values({
        companyId,
        position,
        jobStatusId,
        publishState,
        vacancies,
        salaryMin,
        salaryMax,
        salaryCurrency,
        salaryPeriod,
        countryOfWork,
        hiringType,
        createdBy: adminId,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
}
