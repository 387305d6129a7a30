import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { ApiError } from './errors';

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

  /** Counts one hit; answers the seconds to wait when the budget is spent. */
  async hit(
    key: string,
    budget: RateBudget,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
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
    if (row!.hits <= budget.limit) return { allowed: true };
    const retry = Math.ceil((row!.windowStart.getTime() + budget.windowMs - at.getTime()) / 1000);
    return { allowed: false, retryAfterSeconds: Math.max(1, retry) };
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

function tooMany(retryAfterSeconds: number): ApiError {
  const error = new ApiError('TOO_MANY_REQUESTS');
  (error as ApiError & { retryAfter?: number }).retryAfter = retryAfterSeconds;
  return error;
}

/** Applies each route's `config.rateLimit` after validation (the account comes from the body). */
export const rateLimitPlugin = fp<{ limiter: RateLimiter }>(
  async (app: FastifyInstance, { limiter }) => {
    app.addHook('preHandler', async (request: FastifyRequest, reply) => {
      const rule = request.routeOptions.config.rateLimit;
      if (!rule) return;
      const checks: Array<[string, RateBudget]> = [];
      if (rule.address) checks.push([`${rule.bucket}:ip:${request.ip}`, rule.address]);
      const account = rule.accountOf?.(request.body)?.trim().toLowerCase();
      if (rule.account && account) checks.push([`${rule.bucket}:account:${account}`, rule.account]);
      for (const [key, budget] of checks) {
        const result = await limiter.hit(key, budget);
        if (!result.allowed) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw tooMany(result.retryAfterSeconds);
        }
      }
    });
  },
  { name: 'arms-rate-limit' },
);
