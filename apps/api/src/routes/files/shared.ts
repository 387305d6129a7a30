import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';

/** Folders whose files are public by nature (logos, CMS images); everything else needs a signed link. */
export const publicFolders = ['logos', 'cms'];

/** A reference document (the `Document` component). */
export const Document = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    mimeType: Type.String(),
    size: Type.Integer(),
    publicKey: Nullable(Type.String()),
    status: Type.Integer(),
    createdAt: DateTime(),
  },
  { $id: 'Document' },
);
