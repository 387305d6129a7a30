import { and, asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { attachments, jobResumes } from '../../db/schema';
import { fail } from '../../http/errors';
import type { AttachmentKind, AttachmentOwner, AttachmentRoutesOptions, AttachmentRow } from './shared';

/**
 * The attachments' repository (docs/decisions/0071, 0196): the files attached to departments, jobs,
 * nominations and resumes, every query scoped to the caller's company.
 */

/** The attachments of one record, oldest first. */
export async function listAttachments(
  db: Db,
  companyId: number,
  ownerType: AttachmentOwner,
  ownerId: number,
  kind?: AttachmentKind,
): Promise<AttachmentRow[]> {
  const conditions = [
    eq(attachments.companyId, companyId),
    eq(attachments.ownerType, ownerType),
    eq(attachments.ownerId, ownerId),
  ];
  if (kind) conditions.push(eq(attachments.kind, kind));
  return db
    .select()
    .from(attachments)
    .where(and(...conditions))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Records a file already in storage as an attachment (for files the server makes itself). */
export async function insertAttachment(
  db: Db,
  values: {
    companyId: number;
    ownerType: AttachmentOwner;
    ownerId: number;
    kind: AttachmentKind;
    name: string;
    storageKey: string;
    mimeType: string;
    size: number;
    createdBy: number | null;
    createdAt: Date;
  },
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

/** One attachment of this owner type and kind of the company, or undefined. */
export async function findAttachment(
  db: Db,
  companyId: number,
  ownerType: AttachmentOwner,
  kind: AttachmentKind,
  id: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.companyId, companyId),
        eq(attachments.ownerType, ownerType),
        eq(attachments.kind, kind),
      ),
    );
  return row;
}

/**
 * One attachment of a kind, by id, for the caller: of the caller's company and of an owner the caller may
 * reach (the owner's own rule, `loadOwner`); the kind's not-found code (FILE_NOT_EXISTED by default) when
 * there is none.
 */
export async function loadKindAttachment(
  db: Db,
  auth: AuthContext,
  kind: Pick<AttachmentRoutesOptions, 'ownerType' | 'kind' | 'notFound' | 'loadOwner'>,
  id: number,
): Promise<AttachmentRow> {
  const row = await findAttachment(db, tenantScope(auth).companyId, kind.ownerType, kind.kind, id);
  if (!row) throw fail(kind.notFound ?? 'FILE_NOT_EXISTED');
  await kind.loadOwner(db, auth, row.ownerId);
  return row;
}

export async function deleteAttachment(db: Db, id: number) {
  await db.delete(attachments).where(eq(attachments.id, id));
}

/** A nomination of the company, or NO_RECORD_FOUND_FOR_ID (404): the owner of nomination files. */
export async function loadNominationOwner(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, companyId)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}
