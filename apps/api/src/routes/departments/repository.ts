import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { departmentAccessLogs, departmentContacts, departments, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, listRows, windowTotal, type ParsedList } from '../../http/kit';

/**
 * The departments folder's repository (docs/decisions/0196, 0204): hiring entities, their hiring
 * managers (contacts) and the access log of who opened or changed which entity, each scoped to the
 * caller's company.
 */

type DepartmentRow = typeof departments.$inferSelect;
type ContactRow = typeof departmentContacts.$inferSelect;
type NewDepartment = Omit<typeof departments.$inferInsert, 'id' | 'companyId' | 'createdBy'>;
type NewContact = Omit<typeof departmentContacts.$inferInsert, 'id' | 'companyId' | 'departmentId'>;

const toDepartment = (r: DepartmentRow) => ({
  ...r,
  departmentId: r.id,
  createdBy: undefined,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const toContact = (r: ContactRow) => ({
  id: r.id,
  departmentId: r.departmentId,
  firstName: r.firstName,
  lastName: r.lastName,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  designation: r.designation,
  tel: r.tel,
  mobile: r.mobile,
  status: r.status,
});

// ----- hiring entities -----

export const departmentList = defineList({
  fields: {
    id: { column: departments.id, kind: 'integer' },
    name: { column: departments.name, kind: 'string' },
    status: { column: departments.status, kind: 'integer' },
    createdAt: { column: departments.createdAt, kind: 'date-time' },
  },
  // Section 9: default sort name ascending.
  defaultSort: [
    ['name', 1],
    ['id', 1],
  ],
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the name, any case',
      where: (value) => contains(departments.name, value),
    },
  },
  allowAll: true,
});

/** One page of the company's hiring entities. */
export async function listDepartments(db: Db, scope: TenantScope, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(departments), total: windowTotal })
      .from(departments)
      .where(and(eq(departments.companyId, scope.companyId), list.where))
      .orderBy(...list.orderBy),
    toDepartment,
  );
}

/** A hiring entity of the caller's company, or 404 (another tenant's record does not exist for it). */
export async function loadDepartment(db: Db, scope: TenantScope, id: number): Promise<DepartmentRow> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, scope.companyId)));
  if (!row) throw fail('PROJECT_NOT_EXISTED');
  return row;
}

/** Creates a hiring entity with the hiring managers given, in one transaction. */
export async function createDepartment(
  db: Db,
  scope: TenantScope,
  userId: number,
  fields: NewDepartment,
  contacts: NewContact[],
) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(departments)
      .values({ ...fields, companyId: scope.companyId, createdBy: userId })
      .returning();
    if (contacts.length > 0) {
      await tx
        .insert(departmentContacts)
        .values(contacts.map((c) => ({ ...c, companyId: scope.companyId, departmentId: created!.id })));
    }
    return created!;
  });
  return toDepartment(row);
}

/** Reads a hiring entity and records the view in its access log. */
export async function viewDepartment(db: Db, scope: TenantScope, id: number, userId: number, at: Date) {
  const row = await loadDepartment(db, scope, id);
  await db
    .insert(departmentAccessLogs)
    .values({ companyId: row.companyId, departmentId: row.id, userId, action: 'view', createdAt: at });
  return toDepartment(row);
}

/** Changes a hiring entity and records the change in its access log, in one transaction. */
export async function updateDepartment(
  db: Db,
  scope: TenantScope,
  id: number,
  userId: number,
  changes: Partial<NewDepartment>,
  at: Date,
) {
  return db.transaction(async (tx) => {
    await loadDepartment(tx, scope, id);
    const [row] = await tx
      .update(departments)
      .set({ ...changes, updatedAt: at })
      .where(and(eq(departments.id, id), eq(departments.companyId, scope.companyId)))
      .returning();
    await tx.insert(departmentAccessLogs).values({
      companyId: scope.companyId,
      departmentId: row!.id,
      userId,
      action: 'update',
      createdAt: at,
    });
    return toDepartment(row!);
  });
}

// ----- hiring managers -----

/** A hiring entity's hiring managers, by first name. */
export async function listContacts(db: Db, departmentId: number) {
  const rows = await db
    .select()
    .from(departmentContacts)
    .where(eq(departmentContacts.departmentId, departmentId))
    .orderBy(departmentContacts.firstName, departmentContacts.id);
  return rows.map(toContact);
}

/** Adds a hiring manager to a hiring entity. */
export async function addContact(db: Db, department: DepartmentRow, fields: NewContact) {
  const [row] = await db
    .insert(departmentContacts)
    .values({ ...fields, companyId: department.companyId, departmentId: department.id })
    .returning();
  return toContact(row!);
}

/** Changes a hiring manager of the caller's company, or NO_RECORD_FOUND_FOR_ID. */
export async function updateContact(db: Db, scope: TenantScope, id: number, changes: Partial<NewContact>, at: Date) {
  const [row] = await db
    .update(departmentContacts)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(departmentContacts.id, id), eq(departmentContacts.companyId, scope.companyId)))
    .returning();
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return toContact(row);
}

// ----- access log -----

/** Who opened or changed a hiring entity, and when: newest first, the last 200. */
export async function listAccessLogs(db: Db, departmentId: number) {
  const rows = await db
    .select({ log: departmentAccessLogs, firstName: users.firstName, lastName: users.lastName })
    .from(departmentAccessLogs)
    .innerJoin(users, eq(users.id, departmentAccessLogs.userId))
    .where(eq(departmentAccessLogs.departmentId, departmentId))
    .orderBy(desc(departmentAccessLogs.createdAt), desc(departmentAccessLogs.id))
    .limit(200);
  return rows.map(({ log, firstName, lastName }) => ({
    id: log.id,
    userId: log.userId,
    userName: `${firstName} ${lastName}`.trim(),
    action: log.action,
    createdAt: log.createdAt.toISOString(),
  }));
}
