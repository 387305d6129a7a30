import type { ErrorCode } from '@arms/domain';
import { Type } from 'typebox';
import type { Access, AuthContext } from '../../auth/access';
import type { Db } from '../../db/client';
import type { attachments } from '../../db/schema';
import { DateTime, Nullable } from '../../http/kit';
import type { Services } from '../../services/context';

export type AttachmentOwner = 'department' | 'job' | 'job_resume' | 'resume';
export type AttachmentKind = 'document' | 'worksheet' | 'costing' | 'acknowledgement';
export type AttachmentRow = typeof attachments.$inferSelect;

export const Attachment = Type.Object(
  {
    id: Type.Integer(),
    ownerId: Type.Integer(),
    kind: Type.String(),
    name: Type.String(),
    mimeType: Type.String(),
    size: Type.Integer(),
    createdBy: Nullable(Type.Integer()),
    createdAt: DateTime(),
  },
  { $id: 'Attachment' },
);

export const toAttachment = (r: AttachmentRow) => ({
  id: r.id,
  ownerId: r.ownerId,
  kind: r.kind,
  name: r.name,
  mimeType: r.mimeType,
  size: r.size,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

export interface AttachmentRoutesOptions {
  services: Services;
  uploadLimit: number;
  ownerType: AttachmentOwner;
  kind: AttachmentKind;
  /** The owner's collection path with `:id`, for list and upload (e.g. `/departments/:id/documents`). */
  collectionPath: string;
  /** One attachment's path with `:id`, for download and removal (e.g. `/department-documents/:id`). */
  itemPath: string;
  /** Singular name used in operationIds: `Department document` → listDepartmentDocuments, … */
  noun: { singular: string; plural: string };
  tag: string;
  access: Access & { roles: readonly string[] };
  /** Who may upload and remove, when narrower than who may read. */
  writeAccess?: Access & { roles: readonly string[] };
  /**
   * Loads the owner for the caller and throws the owner's not-found error when the caller may not
   * reach it (another company, or a resume another user uploaded): the one rule every route obeys.
   */
  loadOwner: (db: Db, auth: AuthContext, ownerId: number) => Promise<unknown>;
  /** Types accepted, detected from the content (default: documents and images). */
  accept?: readonly string[];
  folder: string;
  /** The catalogue code of a missing file of this kind. @default FILE_NOT_EXISTED */
  notFound?: ErrorCode;
}
