// The node-postgres pool behind the API (src/db/client.ts). drizzle-orm 0.45 checked a client out for a
// transaction and kept it when BEGIN failed (PostgreSQL stopping, a bad option): each failure lost one
// connection for good, an outage of a few seconds drained the pool, and `close()` never finished. The
// patch in patches/ gives the client back; this test fails (by timing out) without it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const url = process.env.ARMS_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!url)('given the PostgreSQL pool', () => {
  it('should give the connection back when a transaction cannot begin', async () => {
    const database = await openDatabase({ driver: 'postgres', url: url!, poolSize: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        const failing = database.db.transaction(async () => undefined, { isolationLevel: 'no such level' as never });
        await expect(failing).rejects.toThrow();
      }
      // One connection in the pool: this answers only if every failed transaction gave it back.
      const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  }, 20_000);
});
