import { Type } from 'typebox';
import { Nullable } from '../../http/kit';
import { NullableId, oneSector, relation, relationRoutes, SectorQuery, SectorRef, strict } from './relation-shared';
import {
  addSectorFilter,
  checkDiscipline,
  checkLevel,
  checkSector,
  listSectorFilters,
  removeSectorFilters,
  type SectorFilterMatch,
} from './repository';

export const JobSectorFilter = Type.Object({
  id: Type.Integer(),
  sectorId: Nullable(Type.Integer()),
  companySectorId: Nullable(Type.Integer()),
  disciplineId: Nullable(Type.Integer()),
  levelId: Nullable(Type.Integer()),
});

/** A filter row as a body gives it: sector (one of two lists), discipline and level. */
export const SectorFilterBody = Type.Object(
  { ...SectorRef, disciplineId: Type.Optional(NullableId), levelId: Type.Optional(NullableId) },
  strict,
);

/** A job's sector filters: a sector with an optional discipline and level (section 3 "jobSectorFilter"). */
export const sectorFilterRelation = relation({
  path: 'sector-filters',
  name: { one: 'SectorFilter', many: 'SectorFilters' },
  item: JobSectorFilter,
  body: SectorFilterBody,
  query: Type.Object(
    {
      ...SectorQuery,
      disciplineId: Type.Optional(Type.Integer({ minimum: 1 })),
      levelId: Type.Optional(Type.Integer({ minimum: 1 })),
    },
    { ...strict, minProperties: 1 },
  ),
  editType: 'updateInternalInfo',
  list: listSectorFilters,
  removeSummary:
    'Delete every sector filter of a job matching the given fields (sectorId, companySectorId, disciplineId, levelId); answers the list',
  add: async (tx, { job, scope, now }, body: SectorFilterMatch) => {
    const ref = oneSector({
      sectorId: body.sectorId ?? undefined,
      companySectorId: body.companySectorId ?? undefined,
    });
    await checkSector(tx, scope, ref);
    const row = { ...ref, disciplineId: body.disciplineId ?? null, levelId: body.levelId ?? null };
    if (row.disciplineId !== null) await checkDiscipline(tx, row.disciplineId);
    if (row.levelId !== null) await checkLevel(tx, row.levelId);
    return (await addSectorFilter(tx, scope, job.id, row, now)) ? { sectorFilters: { added: [row] } } : undefined;
  },
  remove: async (tx, { job }, query: SectorFilterMatch) => {
    const removed = await removeSectorFilters(tx, job.id, query);
    return removed.length > 0 ? { sectorFilters: { removed } } : undefined;
  },
});

/** `GET`, `POST` and `DELETE /jobs/:id/sector-filters`. */
export const jobSectorFilterRoutes = relationRoutes(sectorFilterRelation);
