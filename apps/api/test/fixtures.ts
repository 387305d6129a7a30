import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/client';
import {
  companies,
  departmentContacts,
  departments,
  emailRules,
  emailRuleStaff,
  jobs,
  staff,
  users,
} from '../src/db/schema';

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

/** Adds an account with its staff record; answers its email and password for `login`, and the staff record's id. */
export async function createStaffUser(
  db: Db,
  values: {
    roles: string[];
    companyId: number | null;
    permissions?: string[];
    status?: number;
    password?: string;
    firstName?: string;
    lastName?: string;
  },
) {
  const email = `user-${unique()}@example.test`;
  const password = values.password ?? 'Secret#123';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: values.firstName ?? 'Test',
      lastName: values.lastName ?? 'User',
      roles: values.roles,
    })
    .returning();
  const [record] = await db
    .insert(staff)
    .values({
      userId: user!.id,
      companyId: values.companyId,
      permissions: values.permissions ?? [],
      status: values.status ?? 1,
    })
    .returning({ id: staff.id });
  return { id: user!.id, staffId: record!.id, email, password };
}

/** Adds a job to a company (Open unless told; any other column of the job may be given). */
export async function createJob(
  db: Db,
  values: Omit<typeof jobs.$inferInsert, 'id' | 'jobStatusId' | 'updatedAt'> & { jobStatusId?: number },
) {
  const createdAt = values.createdAt ?? new Date();
  const [row] = await db
    .insert(jobs)
    .values({ ...values, jobStatusId: values.jobStatusId ?? 239, createdAt, updatedAt: createdAt })
    .returning();
  return row!;
}

/** Adds a hiring entity (department) to a company, with its hiring managers (active unless told). */
export async function createDepartment(
  db: Db,
  values: {
    companyId: number;
    name?: string;
    managers?: Omit<typeof departmentContacts.$inferInsert, 'id' | 'companyId' | 'departmentId'>[];
  },
) {
  const [department] = await db
    .insert(departments)
    .values({ companyId: values.companyId, name: values.name ?? `Entity ${unique()}` })
    .returning();
  const managers = [];
  for (const manager of values.managers ?? []) {
    const [row] = await db
      .insert(departmentContacts)
      .values({ ...manager, companyId: values.companyId, departmentId: department!.id })
      .returning();
    managers.push(row!);
  }
  return { ...department!, managers };
}

/** Adds one email alert rule of the company per type, each with the staff member assigned to it. */
export async function createEmailAlerts(db: Db, values: { companyId: number; staffId: number; types: string[] }) {
  for (const type of values.types) {
    const [rule] = await db.insert(emailRules).values({ companyId: values.companyId, name: type, type }).returning();
    await db.insert(emailRuleStaff).values({ companyId: values.companyId, ruleId: rule!.id, staffId: values.staffId });
  }
}

/** The newest outbox message sent to an address. */
export async function lastEmailTo(db: Db, address: string) {
  const { outbox } = await import('../src/db/schema');
  const { desc, sql } = await import('drizzle-orm');
  const [row] = await db
    .select()
    .from(outbox)
    .where(sql`${address} = any(${outbox.to})`)
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The token of the link in an email's text. */
export function tokenIn(text: string | undefined): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match) throw new Error(`no token link in: ${text}`);
  return match[1]!;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of the given pixel size (one grey row repeated), for upload tests. */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF document. */
export function pdfDocument(text = 'ARMS reference document'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A multipart/form-data body with one file field. */
export function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----arms${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
