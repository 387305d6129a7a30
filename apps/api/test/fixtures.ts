import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/client';
import { companies, jobs, staff, users } from '../src/db/schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Adds an employer company. */
export async function createCompany(db: Db, values: { name?: string; status?: number } = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: values.name ?? `Company ${unique()}`, status: values.status ?? 1, credits: 5 })
    .returning();
  return row!;
}

/** Adds an account with its staff record; answers its email and password for `login`. */
export async function createStaffUser(
  db: Db,
  values: { roles: string[]; companyId: number | null; permissions?: string[]; status?: number; password?: string },
) {
  const email = `user-${unique()}@example.test`;
  const password = values.password ?? 'Secret#123';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: 'User',
      roles: values.roles,
    })
    .returning();
  await db.insert(staff).values({
    userId: user!.id,
    companyId: values.companyId,
    permissions: values.permissions ?? [],
    status: values.status ?? 1,
  });
  return { id: user!.id, email, password };
}

/** Adds a job to a company. */
export async function createJob(
  db: Db,
  values: { companyId: number; position: string; jobStatusId?: number; createdAt?: Date },
) {
  const createdAt = values.createdAt ?? new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: values.companyId,
      position: values.position,
      jobStatusId: values.jobStatusId ?? 239,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
