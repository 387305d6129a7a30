import type { JobEditType } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { changeJobRelation } from '../../services/job-relation-change';
import { loadJob, type SectorChoice } from './repository';
import { postJobById, viewJobById } from './shared';

/**
 * What the relation files of a job share (section 3 "Job relations", section 7): the id and sector
 * schemas, and the three routes every relation answers, on a job named in the path (`viewJobById`,
 * `postJobById` of `shared.ts`; docs/decisions/0080, 0196).
 */

export const tags = ['jobs'];
export const Id = Type.Integer({ minimum: 1 });
export const NullableId = Nullable(Id);
export const strict = { additionalProperties: false } as const;

export type Job = Awaited<ReturnType<typeof loadJob>>['job'];

/** A sector named by exactly one of its two lists (docs/decisions/0081). */
export const SectorRef = {
  sectorId: Type.Optional(Id),
  companySectorId: Type.Optional(Id),
};
export const SectorQuery = {
  sectorId: Type.Optional(Type.Integer({ minimum: 1 })),
  companySectorId: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** One sector named by exactly one of `sectorId` (platform list) and `companySectorId` (the company's). */
export function oneSector(input: { sectorId?: number; companySectorId?: number }): SectorChoice {
  const given = [input.sectorId, input.companySectorId].filter((v) => v !== undefined);
  if (given.length !== 1) throw fail('VALIDATION_ERROR', [{ field: 'sectorId', code: 'validation.oneSectorRequired' }]);
  return { sectorId: input.sectorId ?? null, companySectorId: input.companySectorId ?? null };
}

/** What a relation's write works on: the job (read in the transaction), the caller's company, the clock. */
export interface RelationContext {
  job: Job;
  scope: TenantScope;
  now: () => Date;
}

/** One relation's routes and writes: its path, names, schemas, list, add and remove (section 7). */
export interface RelationDef<B extends TSchema, Q extends TSchema, Item extends TSchema> {
  path: string;
  name: { one: string; many: string };
  item: Item;
  body: B;
  query: Q;
  editType: JobEditType['id'];
  list: (tx: Db, jobId: number) => Promise<Static<Item>[]>;
  /** Adds one row; answers what changed, or undefined when the row was there already. */
  add: (tx: Db, on: RelationContext, body: never) => Promise<object | undefined>;
  /** Removes the rows a query names; answers what changed, or undefined for no change. */
  remove: (tx: Db, on: RelationContext, query: never) => Promise<object | undefined>;
  removeSummary: string;
}
export const relation = <B extends TSchema, Q extends TSchema, Item extends TSchema>(d: RelationDef<B, Q, Item>) => d;

/**
 * The three routes of one relation: GET the list, POST one item (201 with the list), DELETE by a query
 * (200 with the list). A change is written to the job's history and fires the "update job" alerts.
 */
export function relationRoutes<B extends TSchema, Q extends TSchema, Item extends TSchema>(
  def: RelationDef<B, Q, Item>,
): FastifyPluginAsyncTypebox<{ services: Services }> {
  return async (app, { services }) => {
    const { db, now } = services;
    const { one, many } = def.name;
    const Answer = Type.Array(def.item);

    /** Applies one write to the job in a transaction (`changeJobRelation`), answers the list. */
    const write = (request: Parameters<typeof caller>[0], id: number, apply: typeof def.add, input: unknown) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      return changeJobRelation(services, { scope, userId: auth.userId }, id, {
        editType: def.editType,
        write: (tx, job) => apply(tx, { job, scope, now }, input as never),
        answer: (tx, job) => def.list(tx, job.id),
      });
    };

    app.get(
      `/jobs/:id/${def.path}`,
      {
        config: { access: viewJobById },
        schema: {
          operationId: `listJob${many}`,
          tags,
          summary: `The ${many.toLowerCase()} of a job`,
          security,
          params: IdParams,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
        return def.list(db, job.id);
      },
    );
    app.post(
      `/jobs/:id/${def.path}`,
      {
        config: { access: postJobById },
        schema: {
          operationId: `addJob${one}`,
          tags,
          summary: `Add a ${one.toLowerCase()} to a job (written to its history); answers the list`,
          security,
          params: IdParams,
          body: def.body,
          response: { 201: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const list = await write(request, request.params.id, def.add, request.body);
        reply.status(201);
        return list;
      },
    );
    app.delete(
      `/jobs/:id/${def.path}`,
      {
        config: { access: postJobById },
        schema: {
          operationId: `removeJob${one}`,
          tags,
          summary: def.removeSummary,
          security,
          params: IdParams,
          querystring: def.query,
          response: { 200: Answer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => write(request, request.params.id, def.remove, request.query),
    );
  };
}
