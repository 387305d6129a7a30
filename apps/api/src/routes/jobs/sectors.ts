import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { Nullable } from '../../http/kit';
import { oneSector, relation, relationRoutes, SectorQuery, SectorRef, strict } from './relation-shared';
import { addSector, checkSector, listSectors, removeSector } from './repository';

export const JobSector = Type.Object({
  sectorId: Nullable(Type.Integer()),
  companySectorId: Nullable(Type.Integer()),
  name: Type.String(),
});

/** A job's sectors: each from the platform's list or the company's own (docs/decisions/0081). */
export const sectorRelation = relation({
  path: 'sectors',
  name: { one: 'Sector', many: 'Sectors' },
  item: JobSector,
  body: Type.Object(SectorRef, strict),
  query: Type.Object(SectorQuery, strict),
  editType: 'update',
  list: listSectors,
  removeSummary:
    'Remove a sector (sectorId or companySectorId) from a job (NO_RECORD_FOUND_FOR_ID when not on it); answers the list',
  add: async (tx, { job, scope, now }, body: { sectorId?: number; companySectorId?: number }) => {
    const ref = oneSector(body);
    await checkSector(tx, scope, ref);
    return (await addSector(tx, scope, job.id, ref, now)) ? { sectors: { added: [ref] } } : undefined;
  },
  remove: async (tx, { job }, query: { sectorId?: number; companySectorId?: number }) => {
    const ref = oneSector(query);
    if (!(await removeSector(tx, job.id, ref))) throw fail('NO_RECORD_FOUND_FOR_ID');
    return { sectors: { removed: [ref] } };
  },
});

/** `GET`, `POST` and `DELETE /jobs/:id/sectors`. */
export const jobSectorRoutes = relationRoutes(sectorRelation);
