import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerHint, type KeptAnswerRoute } from './answer-cache';

/**
 * A stand-in for a hot list's statement: the database's company and version for the caller, and a list
 * text; like the real statement it answers no list (`data` null) when offered the kept answer of that
 * company at that version. It records what it was offered.
 */
interface Db {
  companyId: number | null;
  version: string | null;
  list: string;
  offered: (AnswerHint | undefined)[];
}
type Row = { companyId: number | null; dataVersion: string | null; data: string | null };
const route = (name: string): KeptAnswerRoute<Row, Db> => ({
  key: (companyId) => `${name}:${companyId}`,
  read: async (kept, db) => {
    db.offered.push(kept);
    const confirmed = kept !== undefined && kept.companyId === db.companyId && kept.version === db.version;
    return { companyId: db.companyId, dataVersion: db.version, data: confirmed ? null : db.list };
  },
  check: (row) => {
    if (!row) throw new Error('refused');
  },
  text: (row) => row.data!,
});
const db = (companyId: number | null, version: string | null, list: string): Db => ({
  companyId,
  version,
  list,
  offered: [],
});

describe('given the kept answers of the hot lists', () => {
  it('should offer nothing before an answer was kept, then offer it and send its bytes while the version holds', async () => {
    const cache = new AnswerCache();
    const at3 = db(7, '3', '[1]');
    const first = await cache.answer(1, route('jobs'), at3);
    expect(first.toString()).toBe('[1]');
    expect(at3.offered).toEqual([undefined]);
    const second = await cache.answer(1, route('jobs'), at3);
    expect(second).toBe(first);
    expect(at3.offered[1]).toEqual({ companyId: 7, version: '3', body: first });
    expect(cache.size).toEqual({ bytes: 3, entries: 1 });
  });

  it('should read and keep the new answer once the version moved', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(7, '3', 'old'));
    const moved = db(7, '4', 'new');
    expect((await cache.answer(1, route('jobs'), moved)).toString()).toBe('new');
    expect(moved.offered[0]).toMatchObject({ version: '3' });
    const again = db(7, '4', 'unused');
    expect((await cache.answer(1, route('jobs'), again)).toString()).toBe('new');
    expect(again.offered[0]).toMatchObject({ version: '4' });
  });

  it('should offer another user the company’s answer once that user was seen in the company', async () => {
    const cache = new AnswerCache();
    const kept = await cache.answer(1, route('jobs'), db(7, '3', '[1]'));
    const unseen = db(7, '3', '[1]');
    await cache.answer(2, route('jobs'), unseen);
    expect(unseen.offered).toEqual([undefined]);
    const seen = db(7, '3', '[1]');
    expect(await cache.answer(2, route('jobs'), seen)).toStrictEqual(kept);
    expect(seen.offered[0]).toMatchObject({ companyId: 7 });
  });

  it('should send the fresh answer of the company the statement read, for a user moved to another one', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(7, '3', 'seven'));
    const moved = db(8, '3', 'eight');
    expect((await cache.answer(1, route('jobs'), moved)).toString()).toBe('eight');
    expect(moved.offered[0]).toMatchObject({ companyId: 7 });
    const next = db(8, '3', 'unused');
    expect((await cache.answer(1, route('jobs'), next)).toString()).toBe('eight');
    expect(next.offered[0]).toMatchObject({ companyId: 8 });
  });

  it('should keep nothing for a caller without a company or a version, and refuse what the checks refuse', async () => {
    const cache = new AnswerCache();
    await cache.answer(1, route('jobs'), db(null, null, 'x'));
    await cache.answer(2, route('jobs'), db(7, null, 'x'));
    expect(cache.size).toEqual({ bytes: 0, entries: 0 });
    const refusing: KeptAnswerRoute<Row, Db> = {
      ...route('jobs'),
      check: () => {
        throw new Error('SESSION_EXPIRED');
      },
    };
    await expect(cache.answer(3, refusing, db(7, '1', 'x'))).rejects.toThrow('SESSION_EXPIRED');
    expect(cache.size.entries).toBe(0);
  });

  it('should fail loudly if a statement confirms an answer it was not offered', async () => {
    const cache = new AnswerCache();
    const lying: KeptAnswerRoute<Row, Db> = {
      ...route('jobs'),
      read: async () => ({ companyId: 7, dataVersion: '1', data: null }),
    };
    await expect(cache.answer(1, lying, db(7, '1', 'x'))).rejects.toThrow('not offered');
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
    expect(b.offered).toEqual([undefined]);
    await cache.answer(1, route('d'), at1('x'.repeat(11)));
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    const d = at1('x'.repeat(11));
    await cache.answer(1, route('d'), d);
    expect(d.offered).toEqual([undefined]);
  });

  it('should forget users past its bound without losing the answers', async () => {
    const cache = new AnswerCache({ maxUsers: 2 });
    for (const user of [1, 2, 3]) await cache.answer(user, route('a'), db(7, '1', 'a'));
    const forgotten = db(7, '1', 'a');
    await cache.answer(1, route('a'), forgotten);
    expect(forgotten.offered).toEqual([undefined]);
    expect(cache.size.entries).toBe(1);
  });
});
