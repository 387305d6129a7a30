import { describe, expect, it } from 'vitest';
import { AnswerCache, type KeptAnswerRoute } from './answer-cache';

/**
 * A stand-in for a hot list's statements: the database's company and version for the caller, and a list
 * text. It counts the version reads and the list reads it was asked for.
 */
interface Db {
  companyId: number | null;
  version: string | null;
  list: string;
  versionReads: number;
  listReads: number;
}
type Row = { companyId: number | null; dataVersion: string | null; data: string };
const route = (name: string): KeptAnswerRoute<Row, Db> => ({
  key: (companyId) => `${name}:${companyId}`,
  readVersion: async (db) => {
    db.versionReads++;
    return { companyId: db.companyId, dataVersion: db.version };
  },
  checkCaller: (row) => {
    if (!row) throw new Error('refused');
  },
  read: async (db) => {
    db.listReads++;
    return { companyId: db.companyId, dataVersion: db.version, data: db.list };
  },
  check: (row) => {
    if (!row) throw new Error('refused');
  },
  text: (row) => row.data,
});
const db = (companyId: number | null, version: string | null, list: string): Db => ({
  companyId,
  version,
  list,
  versionReads: 0,
  listReads: 0,
});
const reads = (d: Db) => ({ version: d.versionReads, list: d.listReads });

describe('given the kept answers of the hot lists', () => {
  it('should read the list before an answer was kept, then only the version while it holds', async () => {
    const cache = new AnswerCache();
    const at3 = db(7, '3', '[1]');
    const first = await cache.answer(1, route('jobs'), at3);
    expect(first.toString()).toBe('[1]');
    expect(reads(at3)).toEqual({ version: 0, list: 1 });
    expect(await cache.answer(1, route('jobs'), at3)).toBe(first);
    expect(reads(at3)).toEqual({ version: 1, list: 1 });
    expect(cache.size).toEqual({ bytes: 3, entries: 1 });
  });

  it('should read and keep the new answer once the version moved', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(7, '3', 'old'));
    const moved = db(7, '4', 'new');
    expect((await cache.answer(1, route('jobs'), moved)).toString()).toBe('new');
    expect(reads(moved)).toEqual({ version: 1, list: 1 });
    const again = db(7, '4', 'unused');
    expect((await cache.answer(1, route('jobs'), again)).toString()).toBe('new');
    expect(reads(again)).toEqual({ version: 1, list: 0 });
  });

  it('should try the company’s answer for another user once that user was seen in the company', async () => {
    const cache = new AnswerCache();
    const kept = await cache.answer(1, route('jobs'), db(7, '3', '[1]'));
    const unseen = db(7, '3', '[1]');
    await cache.answer(2, route('jobs'), unseen);
    expect(reads(unseen)).toEqual({ version: 0, list: 1 });
    const seen = db(7, '3', '[1]');
    expect(await cache.answer(2, route('jobs'), seen)).toStrictEqual(kept);
    expect(reads(seen)).toEqual({ version: 1, list: 0 });
  });

  it('should answer the company the statements read, for a user moved to another one', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(7, '3', 'seven'));
    const moved = db(8, '3', 'eight');
    expect((await cache.answer(1, route('jobs'), moved)).toString()).toBe('eight');
    expect(reads(moved)).toEqual({ version: 1, list: 1 });
    const next = db(8, '3', 'unused');
    expect((await cache.answer(1, route('jobs'), next)).toString()).toBe('eight');
    expect(reads(next)).toEqual({ version: 1, list: 0 });
  });

  it('should keep nothing for a caller without a company or a version', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(null, null, 'x'));
    await cache.answer(2, route('jobs'), db(7, null, 'x'));
    expect(cache.size).toEqual({ bytes: 0, entries: 0 });
  });

  it('should refuse a kept answer to a caller the checks refuse, and keep nothing for one', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(7, '1', 'x'));
    const refused: KeptAnswerRoute<Row, Db> = {
      ...route('jobs'),
      checkCaller: () => {
        throw new Error('SESSION_EXPIRED');
      },
      check: () => {
        throw new Error('SESSION_EXPIRED');
      },
    };
    const at1 = db(7, '1', 'x');
    await expect(cache.answer(1, refused, at1)).rejects.toThrow('SESSION_EXPIRED');
    expect(reads(at1)).toEqual({ version: 1, list: 0 });
    await expect(cache.answer(3, refused, db(7, '1', 'y'))).rejects.toThrow('SESSION_EXPIRED');
    expect(cache.size.entries).toBe(1);
  });

  it('should drop the least recently used answers past its size, and keep none larger than it', async () => {
    const cache = new AnswerCache({ maxBytes: 10 });
    const at1 = (list: string) => db(7, '1', list);
    await cache.answer(1, route('a'), at1('aaaa'));
    await cache.answer(1, route('b'), at1('bbbb'));
    // Sending `a` again makes `b` the oldest.
    await cache.answer(1, route('a'), at1('aaaa'));
    await cache.answer(1, route('c'), at1('cccc'));
    expect(cache.size).toEqual({ bytes: 8, entries: 2 });
    const b = at1('bbbb');
    await cache.answer(1, route('b'), b);
    expect(reads(b)).toEqual({ version: 0, list: 1 });
    await cache.answer(1, route('d'), at1('x'.repeat(11)));
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    const d = at1('x'.repeat(11));
    await cache.answer(1, route('d'), d);
    expect(reads(d)).toEqual({ version: 0, list: 1 });
  });

  it('should forget users past its bound without losing the answers', async () => {
    const cache = new AnswerCache({ maxUsers: 2 });
    for (const user of [1, 2, 3]) await cache.answer(user, route('a'), db(7, '1', 'a'));
    const forgotten = db(7, '1', 'a');
    await cache.answer(1, route('a'), forgotten);
    expect(reads(forgotten)).toEqual({ version: 0, list: 1 });
    expect(cache.size.entries).toBe(1);
  });
});
