import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { ApiError } from './errors';
import { int4 } from './input-guard';

/** A budget of requests: at most `limit` in each `windowMs`. */
export interface RateBudget {
  limit: number;
  windowMs: number;
}

/** What a route limits (docs/decisions/0040): per client address, and per account named in the body. */
export interface RouteRateLimit {
  /** A name shared by routes that spend the same budget (login, reset). */
  bucket: string;
  address?: RateBudget;
  account?: RateBudget;
  /** The account a request is about (an email), read from the validated body. */
  accountOf?: (body: unknown) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/**
 * Fixed-window counters in PostgreSQL (table `rate_limit_windows`, ADR 0185): one atomic upsert per hit,
 * so API instances behind one load balancer spend the same budget. Windows that ended are swept now and
 * then, by whichever instance counts.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one hit; answers what is left of the budget in this window and the seconds until it starts
   * afresh (the seconds to wait when the budget is spent).
   */
  async hit(key: string, budget: RateBudget): Promise<{ allowed: boolean; remaining: number; resetSeconds: number }> {
    const at = this.now();
    const expired = new Date(at.getTime() - budget.windowMs);
    const fresh = sql`${rateLimitWindows.windowStart} <= ${expired}`;
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key, windowStart: at, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          windowStart: sql`case when ${fresh} then ${at}::timestamptz else ${rateLimitWindows.windowStart} end`,
          hits: sql`case when ${fresh} then 1 else ${rateLimitWindows.hits} + 1 end`,
        },
      })
      .returning({ windowStart: rateLimitWindows.windowStart, hits: rateLimitWindows.hits });
    if (at.getTime() - this.lastSweep > 10 * 60_000) {
      this.lastSweep = at.getTime();
      // Windows that began over a day ago count for nothing any more (no budget is longer than a day).
      await this.db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.windowStart, new Date(at.getTime() - 25 * 3_600_000)))
        .catch(() => undefined);
    }
    return {
      allowed: row!.hits <= budget.limit,
      remaining: Math.max(0, budget.limit - row!.hits),
      resetSeconds: Math.max(1, Math.ceil((row!.windowStart.getTime() + budget.windowMs - at.getTime()) / 1000)),
    };
  }
}

/** Budgets the server applies unless the app is built with others (tests use small ones). */
export interface RateLimitSettings {
  login: { address: RateBudget; account: RateBudget };
  reset: { address: RateBudget; account: RateBudget };
}

export const defaultRateLimits: RateLimitSettings = {
  login: { address: { limit: 60, windowMs: 15 * 60_000 }, account: { limit: 5, windowMs: 15 * 60_000 } },
  reset: { address: { limit: 20, windowMs: 60 * 60_000 }, account: { limit: 5, windowMs: 60 * 60_000 } },
};

/** 429 TOO_MANY_REQUESTS; the error handler sends `retryAfter` as Retry-After. */
function tooMany(retryAfterSeconds: number): ApiError {
  const error = new ApiError('TOO_MANY_REQUESTS');
  (error as ApiError & { retryAfter?: number }).retryAfter = retryAfterSeconds;
  return error;
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) of a route with a budget per
 * client address: sent on its answers once the request was counted (after validation), about the
 * caller's own address. A budget per account is not announced: it would tell anyone how often an
 * account was tried. Documented on every 2xx and 4xx answer of such a route (app.ts, ADR 0184).
 */
export const rateLimitHeaders = {
  'RateLimit-Limit': Type.Integer({
    minimum: 1,
    maximum: int4.max,
    format: 'int32',
    description: 'Requests this client address may make in the window',
  }),
  'RateLimit-Remaining': Type.Integer({
    minimum: 0,
    maximum: int4.max,
    format: 'int32',
    description: 'Requests left to this client address in the window',
  }),
  'RateLimit-Reset': Type.Integer({
    minimum: 1,
    maximum: 86_400,
    format: 'int32',
    description: 'Seconds until the window starts afresh',
  }),
};

/** Documents `rateLimitHeaders` on each 2xx and 4xx answer of a route limited per address (copies, never shared objects). */
export function documentRateLimit(rule: RouteRateLimit | undefined, response: Record<string, unknown> | undefined) {
  if (!rule?.address || !response) return;
  for (const [status, answer] of Object.entries(response)) {
    if (!/^[24]/.test(status) || typeof answer !== 'object' || answer === null) continue;
    const headers = (answer as { headers?: Record<string, unknown> }).headers;
    response[status] = { ...answer, headers: { ...headers, ...rateLimitHeaders } };
  }
}

/** Applies each route's `config.rateLimit` after validation (the account comes from the body). */
export const rateLimitPlugin = fp<{ limiter: RateLimiter }>(
  async (app: FastifyInstance, { limiter }) => {
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const rule = request.routeOptions.config.rateLimit;
      if (!rule) return;
      if (rule.address) {
        const result = await limiter.hit(`${rule.bucket}:ip:${request.ip}`, rule.address);
        reply.header('ratelimit-limit', String(rule.address.limit));
        reply.header('ratelimit-remaining', String(result.remaining));
        reply.header('ratelimit-reset', String(result.resetSeconds));
        if (!result.allowed) throw tooMany(result.resetSeconds);
      }
      const account = rule.accountOf?.(request.body)?.trim().toLowerCase();
      if (rule.account && account) {
        const result = await limiter.hit(`${rule.bucket}:account:${account}`, rule.account);
        if (!result.allowed) throw tooMany(result.resetSeconds);
      }
    };
    // Only routes with a budget get the hook (ADR 0200: the others, the hot lists among them, run no
    // promise for it). A route's own hooks run after the app's, so after guardNumbers, as before.
    app.addHook('onRoute', (route) => {
      if (!route.config?.rateLimit) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), limit] as typeof route.preHandler;
    });
  },
  { name: 'arms-rate-limit' },
);
