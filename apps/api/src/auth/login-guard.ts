import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { ApiError } from '../http/errors';
import type { RateBudget } from '../http/rate-limit';

/**
 * Sign-in protection (issue 19, ADR 0192): only failed attempts count, per account and per client
 * address. After `limit` failures within `windowMs` each further failure locks the key for a delay
 * that doubles (30 s, 1 min, 2 min ... at most `windowMs`); while locked, sign-in answers 429 with
 * Retry-After. A successful sign-in clears the account's count (not the address's). The counts live in
 * PostgreSQL, so every API instance behind one address sees the same.
 */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly budgets: { address: RateBudget; account: RateBudget },
    private readonly now: () => Date,
    private readonly baseDelayMs = 30_000,
  ) {}

  private keys(email: string, ip: string) {
    return [
      { key: `account:${email}`, budget: this.budgets.account },
      { key: `address:${ip}`, budget: this.budgets.address },
    ];
  }

  /** Throws 429 TOO_MANY_REQUESTS (with `retryAfter` seconds) while the account or the address is locked. */
  async check(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip).map((k) => k.key);
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    const t = this.now().getTime();
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    if (until > t) throw tooManyAttempts(Math.max(1, Math.ceil((until - t) / 1000)));
  }

  /** Counts one failed attempt for the account and the address, locking either past its limit. */
  async failed(email: string, ip: string): Promise<void> {
    const at = this.now();
    for (const { key, budget } of this.keys(email, ip)) {
      const windowStart = new Date(at.getTime() - budget.windowMs);
      const [row] = await this.db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: loginFailures.failures });
      const over = row!.failures - budget.limit;
      if (over >= 0) {
        const delay = Math.min(budget.windowMs, this.baseDelayMs * 2 ** Math.min(over, 30));
        await this.db
          .update(loginFailures)
          .set({ lockedUntil: new Date(at.getTime() + delay) })
          .where(eq(loginFailures.key, key));
      }
    }
  }

  /** A successful sign-in: the account starts afresh. */
  async succeeded(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, `account:${email}`));
  }
}

function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const error = new ApiError('TOO_MANY_REQUESTS');
  (error as ApiError & { retryAfter?: number }).retryAfter = retryAfterSeconds;
  return error;
}
