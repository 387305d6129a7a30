import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The `users` columns that end every session of an account but `keepJti` (the session that changed
 * the password; null for a reset by email link): the generation moves on, so older tokens are refused
 * by `authenticate`, on every API instance, since it is read from PostgreSQL on each request.
 */
export function endSessions(keepJti: string | null) {
  return { sessionGeneration: sql`${users.sessionGeneration} + 1`, sessionKeptJti: keepJti };
}
