import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
 * Fixed-window counters in memory. One instance per API process: behind a load balancer each
 * instance counts on its own (ARCHITECTURE.md names Redis for shared limits at that scale).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers the seconds to wait when the budget is spent. */
  hit(key: string, budget: RateBudget): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || t - window.start >= budget.windowMs) {
      window = { start: t, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(t, budget.windowMs);
    }
    window.count += 1;
    if (window.count <= budget.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + budget.windowMs - t) / 1000)) };
  }

  private sweep(t: number, windowMs: number) {
    for (const [key, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(key);
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
        const result = limiter.hit(key, budget);
        if (!result.allowed) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw tooMany(result.retryAfterSeconds);
        }
      }
    });
  },
  { name: 'arms-rate-limit' },
);
