import type { FastifyRequest } from 'fastify';
import { acceptCaller, callerCte, callerParams, type CallerRow, type VerifiedClaims } from '../auth/plugin';
import { tenantScope } from '../auth/tenancy';
import { rawQuery, type Db } from '../db/client';
import type { KeptAnswerRoute, VersionedRow } from './answer-cache';

/**
 * The caller (`callerCte`, $1-$3) and the caller's company data version, alone: what a request with a
 * kept answer on offer reads to confirm it (docs/decisions/0207). A few index reads, where the hot lists'
 * own statements also set up their whole list even when they would not read it.
 */
export const callerVersionSql = `${callerCte}
select caller.*, v.version::text as "dataVersion"
from caller left join company_data_versions v on v.company_id = caller."companyId"`;

/** The row of `callerVersionSql`. */
export type CallerVersionRow = CallerRow & VersionedRow;

/** The caller of `claims` and that caller's company data version (`callerVersionSql`). */
export async function callerVersionRow(db: Db, claims: VerifiedClaims): Promise<CallerVersionRow | undefined> {
  const [row] = await rawQuery<CallerVersionRow>(db, 'arms_caller_version', callerVersionSql, callerParams(claims));
  return row;
}

/**
 * How every hot list confirms a kept answer: the caller and the company version read alone, and the
 * caller's checks on that row (401, 403) in the order of the list's own statement.
 */
export function keptAnswerConfirmation(
  db: Db,
): Pick<
  KeptAnswerRoute<CallerVersionRow, { request: FastifyRequest; claims: VerifiedClaims }, CallerVersionRow>,
  'readVersion' | 'checkCaller'
> {
  return {
    readVersion: ({ claims }) => callerVersionRow(db, claims),
    checkCaller: (row, { request }) => void tenantScope(acceptCaller(request, row)),
  };
}
