import { Type } from 'typebox';
import { DateTime } from '../../http/kit';

/** Every log and listing of this folder is the platform administrator's. */
export const access = { roles: ['arms_admin'] as const };

export const tags = ['logs'];

/** A job of the listings across employers. */
export const JobRow = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  position: Type.String(),
  jobStatusId: Type.Integer(),
  jobStatus: Type.String(),
  publishState: Type.String(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
