import {
  jobHiringTypes,
  jobStatuses as jobStatusVocabulary,
  permissions,
  publishStates,
  salaryPeriods,
  skillsToTsVector,
  translate,
} from '@arms/domain';
import { cmsPageKinds } from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import {
  countryRows,
  currencyRows,
  namedLists,
  residentialStatusRows,
  salaryPeriodRows,
  seoRows,
  subLocationRows,
} from './reference-data';
import {
  bccEmails,
  blacklistKeywords,
  cmsBlocks,
  cmsItems,
  companies,
  currencies,
  departments,
  designations,
  disciplines,
  educations,
  jobResumes,
  jobResumeStatusChanges,
  jobSeekers,
  jobs,
  jobStatuses,
  levels,
  locations,
  maritalStatuses,
  nationalities,
  professionalRoles,
  ranks,
  residentialStatusList,
  resumes,
  salaryPeriodList,
  sectors,
  seoEntries,
  sourceChannels,
  staff,
  subLocations,
  trendingKeywords,
  users,
} from './schema';

/** The demo accounts the start command prints. */
export const demoAccounts = {
  accountAdmin: { email: 'admin@lotus-demo.sg', password: 'Lotus@2026', portal: 'crms' as const },
  platformAdmin: { email: 'arms@arms-demo.org', password: 'Arms@2026', portal: 'arms' as const },
};

/**
 * One demo user per employer role (spec section 6) of the demo company, for trying the menus and the guard;
 * all sign in with the account administrator's password. `super_user` is shown as Recruiter.
 */
export const demoRoleAccounts = [
  {
    email: 'hr.all@lotus-demo.sg',
    firstName: 'Huimin',
    lastName: 'Goh',
    roles: ['hr_staff'],
    permissions: [...permissions],
  },
  {
    email: 'hr.assigned@lotus-demo.sg',
    firstName: 'Nam',
    lastName: 'Đỗ Văn',
    roles: ['hr_staff'],
    permissions: permissions.filter((p) => p !== 'view_all_job'),
  },
  {
    email: 'hr.l2@lotus-demo.sg',
    firstName: 'Siti',
    lastName: 'Rahman',
    roles: ['hr_staff_l2'],
    permissions: ['view_assigned_job', 'access_uploaded_candidate'],
  },
  { email: 'manager@lotus-demo.sg', firstName: 'Grace', lastName: 'Lim', roles: ['hiring_manager'], permissions: [] },
  {
    email: 'sourcer@lotus-demo.sg',
    firstName: 'Quang',
    lastName: 'Vũ',
    roles: ['sourcer'],
    permissions: ['view_all_job', 'access_uploaded_candidate'],
  },
  {
    email: 'sourcer.l2@lotus-demo.sg',
    firstName: 'Trang',
    lastName: 'Hoàng Thu',
    roles: ['sourcer_l2'],
    permissions: ['view_all_job', 'access_uploaded_candidate'],
  },
  { email: 'referral@lotus-demo.sg', firstName: 'Arjun', lastName: 'Nair', roles: ['referral'], permissions: [] },
  {
    email: 'recruiter@lotus-demo.sg',
    firstName: 'Kelvin',
    lastName: 'Ong',
    roles: ['super_user'],
    permissions: [...permissions],
  },
] as const satisfies readonly {
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
  permissions: readonly string[];
}[];

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

/** Demo recruiters who nominate resumes (the by-recruiter report); they sign in with the admin's password. */
const demoRecruiters = [
  { email: 'ha.pham@lotus-demo.sg', firstName: 'Hà', lastName: 'Phạm Thu' },
  { email: 'daniel.koh@lotus-demo.sg', firstName: 'Daniel', lastName: 'Koh' },
] as const;
const demoEntities = ['Marina Bay Data Centre', 'Jurong Industrial Estate', 'Văn phòng Hà Nội'] as const;
// First names hold no spaces (section 5): a Vietnamese family and middle name are the last name, the
// given name the first (the form's "Họ và tên đệm" / "Tên"); Chinese given names are one word, as in pinyin.
const demoNominees = [
  ['Nguyễn Minh', 'Anh'],
  ['Trần Quốc', 'Bảo'],
  ['Lê Thị', 'Hồng'],
  ['Phạm Văn', 'Đức'],
  ['Hoàng Gia', 'Huy'],
  ['Võ Ngọc', 'Lan'],
  ['Đặng Thanh', 'Tùng'],
  ['Bùi Khánh', 'Linh'],
  ['Đỗ Hải', 'Nam'],
  ['Ngô Phương', 'Thảo'],
  ['Dương Tuấn', 'Kiệt'],
  ['Lý Mỹ', 'Duyên'],
  ['Tan', 'Weiming'],
  ['Lim', 'Huimin'],
  ['Ng', 'Junjie'],
  ['Goh', 'Shufen'],
  ['Wong', 'Kahwai'],
  ['Chua', 'Liting'],
  ['Kumar', 'Arjun'],
  ['Raman', 'Priya'],
  ['Rahman', 'Hafiz'],
  ['Ismail', 'Aisyah'],
  ['Smith', 'Olivia'],
  ['Brown', 'Ethan'],
  ['Taylor', 'Grace'],
  ['Lee', 'Marcus'],
  ['Chen', 'Yuna'],
  ['Ong', 'Ryan'],
  ['Teo', 'Chloe'],
  ['Koh', 'Daniel'],
  ['Sim', 'Hannah'],
  ['Yeo', 'Lucas'],
  ['Phan Bảo', 'Ngọc'],
  ['Huỳnh Đức', 'Thịnh'],
  ['Trương Thu', 'Trang'],
  ['Mai Quang', 'Vinh'],
] as const;
/** Plausible status paths of a nomination (each step a transition the domain allows). */
const demoPaths: ReadonlyArray<readonly number[]> = [
  [1],
  [1, 10],
  [1, 10, 4],
  [1, 10, 4, 5],
  [1, 10, 4, 7],
  [1, 10, 4, 7, 6],
  [1, 10, 4, 7, 6, 2],
  [1, 10, 4, 7, 8],
  [1, 3],
  [1, 10, 4, 12],
  [1, 10, 4, 7, 9],
  [1, 10, 4, 7, 6, 2, 11],
];

/**
 * Demo nominations for the reports (docs/decisions/0098): three hiring entities, two recruiters and
 * 36 resumes nominated to the demo jobs (every third also to an entity), each with a status history
 * over the past weeks in job_resume_status_changes. Deterministic (no randomness, times relative to
 * the day of seeding) and added only when the demo company has no nomination yet.
 */
async function seedDemoNominations(db: Db, companyId: number, adminId: number, now: number): Promise<void> {
  const recruiterIds = [adminId];
  for (const r of demoRecruiters) {
    recruiterIds.push(
      await ensureUser(
        db,
        { email: r.email, password: demoAccounts.accountAdmin.password },
        { firstName: r.firstName, lastName: r.lastName, roles: ['hr_staff'] },
        { companyId, permissions: ['view_all_job', 'post_job', 'access_all_candidate', 'access_hiring_entities'] },
      ),
    );
  }
  const entityIds: number[] = [];
  for (const name of demoEntities) {
    const [found] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.name, name)));
    entityIds.push(
      found?.id ?? (await db.insert(departments).values({ companyId, name, createdBy: adminId }).returning())[0]!.id,
    );
  }
  const [already] = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(eq(jobResumes.companyId, companyId))
    .limit(1);
  if (already) return;
  const jobIds = (
    await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId)).orderBy(jobs.id)
  ).map((j) => j.id);
  if (jobIds.length === 0) return;
  const day = 86_400_000;
  for (const [i, [lastName, firstName]] of demoNominees.entries()) {
    const [resume] = await db
      .insert(resumes)
      .values({
        companyId,
        firstName,
        lastName,
        email: `nominee${i + 1}@example.${i < 12 || i >= 32 ? 'vn' : 'sg'}`,
        skills: ['Project Management', 'AutoCAD', 'Site Supervision'],
        skillsVector: skillsToTsVector(['Project Management', 'AutoCAD', 'Site Supervision']),
        createdBy: adminId,
        createdAt: new Date(now - (70 - i) * day),
        updatedAt: new Date(now - (70 - i) * day),
      })
      .returning({ id: resumes.id });
    const targets: Array<{ jobId: number | null; departmentId: number | null }> = [
      { jobId: jobIds[i % jobIds.length]!, departmentId: null },
    ];
    if (i % 3 === 0) targets.push({ jobId: null, departmentId: entityIds[Math.floor(i / 3) % entityIds.length]! });
    for (const [t, target] of targets.entries()) {
      const path = demoPaths[(i + t * 5) % demoPaths.length]!;
      // Steps 2 to 6 days apart, the last one at least a day ago, starting within the last 9 weeks.
      const gaps = path.slice(1).map((_, k) => (2 + ((i * 7 + k * 3 + t) % 5)) * day + ((i * 5 + k) % 12) * 3_600_000);
      const span = gaps.reduce((a, b) => a + b, 0);
      const created = now - span - (1 + ((i * 11 + t * 3) % 40)) * day;
      const times = path.map((_, k) => created + gaps.slice(0, k).reduce((a, b) => a + b, 0));
      const createdBy = recruiterIds[(i + t * (1 + Math.floor(i / 3))) % recruiterIds.length]!;
      const [nomination] = await db
        .insert(jobResumes)
        .values({
          companyId,
          ...target,
          resumeId: resume!.id,
          status: path.at(-1)!,
          createdBy,
          createdAt: new Date(created),
          updatedAt: new Date(times.at(-1)!),
        })
        .returning({ id: jobResumes.id });
      await db.insert(jobResumeStatusChanges).values(
        path.map((status, k) => ({
          companyId,
          jobResumeId: nomination!.id,
          fromStatus: k === 0 ? null : path[k - 1]!,
          toStatus: status,
          userId: createdBy,
          createdAt: new Date(times[k]!),
        })),
      );
    }
  }
}

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

async function fill(db: Db, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>) {
  if (rows.length === 0) return;
  const id = (table as unknown as { id: Parameters<typeof eq>[0] }).id;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing({ target: id as never });
}

/**
 * The reference data every installation needs (spec sections 3, 4 and 9) with the spec's ids: job
 * statuses, residential statuses, salary periods, countries with dialing codes, nationalities,
 * currencies and the other master data lists; and the CMS blocks. Adds only what is missing.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await fill(tx, jobStatuses, jobStatusRows);
    await fill(tx, residentialStatusList, residentialStatusRows);
    await fill(tx, salaryPeriodList, salaryPeriodRows);
    await fill(
      tx,
      nationalities,
      countryRows.map(([id, , nationality, code]) => ({ id, name: nationality, code, sortOrder: id })),
    );
    await fill(
      tx,
      locations,
      countryRows.map(([id, name, , code, dialingCode]) => ({
        id,
        name,
        code,
        dialingCode,
        nationalitieId: id,
        sortOrder: id,
      })),
    );
    await fill(
      tx,
      subLocations,
      subLocationRows.map(([id, locationId, name]) => ({ id, locationId, name, sortOrder: id })),
    );
    await fill(
      tx,
      currencies,
      currencyRows.map(([id, code, name, symbol]) => ({ id, code, name, symbol, sortOrder: id })),
    );
    await fill(tx, sectors, namedLists.sectors);
    await fill(tx, levels, namedLists.levels);
    await fill(tx, ranks, namedLists.ranks);
    await fill(tx, disciplines, namedLists.disciplines);
    await fill(tx, educations, namedLists.educations);
    await fill(tx, designations, namedLists.designations);
    await fill(tx, professionalRoles, namedLists.professionalRoles);
    await fill(tx, maritalStatuses, namedLists.maritalStatuses);
    await fill(tx, trendingKeywords, namedLists.trendingKeywords);
    await fill(tx, blacklistKeywords, namedLists.blacklistKeywords);
    await fill(tx, bccEmails, namedLists.bccEmails);
    await fill(tx, seoEntries, seoRows);
    await tx
      .insert(cmsBlocks)
      .values(
        [
          ...cmsPageKinds.filter((page) => page.store === 'block'),
          { id: 'contact-detail', title: 'Contact detail' },
        ].map(({ id, title }) => ({ id, title, content: '' })),
      )
      .onConflictDoNothing({ target: cmsBlocks.id });
  });
}

/**
 * The demo data: the reference data, the job statuses, one employer with its account administrator and a handful of jobs,
 * and the platform administrator. Safe to run on every start: it adds only what is missing.
 */
export async function seedDemo(db: Db): Promise<void> {
  await seedReference(db);
  await db.transaction(async (tx) => {
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
      { firstName: 'Meiling', lastName: 'Tan', roles: ['account_admin'] },
      { companyId, permissions: [...permissions] },
    );
    await tx.update(staff).set({ isPrimary: true }).where(eq(staff.userId, adminId));
    await ensureUser(
      tx,
      demoAccounts.platformAdmin,
      { firstName: 'Minh', lastName: 'Nguyễn', roles: ['arms_admin'] },
      { companyId: null, permissions: [] },
    );
    for (const account of demoRoleAccounts) {
      await ensureUser(
        tx,
        { email: account.email, password: demoAccounts.accountAdmin.password },
        { firstName: account.firstName, lastName: account.lastName, roles: [...account.roles] },
        { companyId, permissions: [...account.permissions] },
      );
    }

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

    await seedDemoNominations(tx, companyId, adminId, Date.now());

    for (const [i, name] of ['LinkedIn', 'JobStreet', 'Referral', 'Company website'].entries()) {
      const [exists] = await tx
        .select({ id: sourceChannels.id })
        .from(sourceChannels)
        .where(and(eq(sourceChannels.companyId, companyId), eq(sourceChannels.name, name)));
      if (!exists) await tx.insert(sourceChannels).values({ companyId, name, sortOrder: i + 1 });
    }
    const [anyNews] = await tx.select({ id: cmsItems.id }).from(cmsItems).limit(1);
    if (!anyNews) {
      await tx.insert(cmsItems).values([
        {
          kind: 'news-events',
          title: 'ARMS Career Fair 2026',
          content: '<p>Meet employers from Singapore and Vietnam at our career fair.</p>',
          postedAt: new Date('2026-03-01T02:00:00Z'),
        },
        {
          kind: 'articles',
          title: 'Writing a CV that gets read',
          link: 'https://arms-demo.org/articles/cv',
          content: '<p>Five habits of CVs that recruiters shortlist.</p>',
        },
        {
          kind: 'social-links',
          title: 'LinkedIn',
          placement: 'linkedin',
          link: 'https://www.linkedin.com/company/arms-demo',
        },
      ]);
      await tx
        .update(cmsBlocks)
        .set({ content: '<p>By using ARMS you agree to these terms of use.</p>' })
        .where(eq(cmsBlocks.id, 'term-of-use'));
    }
    await tx
      .insert(jobSeekers)
      .values([
        { email: 'an.nguyen@example.vn', firstName: 'An', lastName: 'Nguyễn', nationalityId: 2, locationId: 2 },
        { email: 'wei.lim@example.sg', firstName: 'Wei', lastName: 'Lim', nationalityId: 1, locationId: 1 },
        { email: 'priya.raman@example.in', firstName: 'Priya', lastName: 'Raman', nationalityId: 16, locationId: 1 },
      ])
      .onConflictDoNothing({ target: jobSeekers.email });
  });
}
