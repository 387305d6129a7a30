import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const key = (name: string) => (companyId: number) => `${name}:${companyId}`;
const row = (companyId: number | null, dataVersion: string | null) => ({ companyId, dataVersion });

describe('given the kept answers of the hot lists', () => {
  it('should offer nothing before an answer was kept for the user’s company', () => {
    const cache = new AnswerCache();
    expect(cache.hint(1, key('jobs'))).toBeUndefined();
  });

  it('should keep a fresh answer with its version and offer it to every user of that company seen so far', () => {
    const cache = new AnswerCache();
    const body = cache.settle(1, row(7, '3'), undefined, key('jobs'), () => '[1]');
    expect(body.toString()).toBe('[1]');
    expect(cache.hint(1, key('jobs'))).toEqual({ companyId: 7, version: '3', body });
    // Another user of the company is offered it once the company is known for them.
    expect(cache.hint(2, key('jobs'))).toBeUndefined();
    cache.settle(2, row(7, '3'), undefined, key('other'), () => '[]');
    expect(cache.hint(2, key('jobs'))?.body).toBe(body);
  });

  it('should answer the offered bytes when the statement confirmed them, and replace them when it did not', () => {
    const cache = new AnswerCache();
    cache.settle(1, row(7, '3'), undefined, key('jobs'), () => 'old');
    const hint = cache.hint(1, key('jobs'));
    expect(cache.settle(1, row(7, '3'), hint, key('jobs'), undefined).toString()).toBe('old');
    expect(cache.settle(1, row(7, '4'), hint, key('jobs'), () => 'new').toString()).toBe('new');
    expect(cache.hint(1, key('jobs'))).toMatchObject({ version: '4' });
    expect(() => cache.settle(1, row(7, '4'), undefined, key('jobs'), undefined)).toThrow();
  });

  it('should keep nothing for a caller without a company or a version', () => {
    const cache = new AnswerCache();
    cache.settle(1, row(null, null), undefined, key('jobs'), () => 'x');
    cache.settle(2, row(7, null), undefined, key('jobs'), () => 'x');
    expect(cache.size).toEqual({ bytes: 0, entries: 0 });
    expect(cache.hint(2, key('jobs'))).toBeUndefined();
  });

  it('should drop the least recently used answers past its size, and keep none larger than it', () => {
    const cache = new AnswerCache({ maxBytes: 10 });
    cache.settle(1, row(7, '1'), undefined, key('a'), () => 'aaaa');
    cache.settle(1, row(7, '1'), undefined, key('b'), () => 'bbbb');
    // Using `a` makes `b` the oldest.
    cache.settle(1, row(7, '1'), cache.hint(1, key('a')), key('a'), undefined);
    cache.settle(1, row(7, '1'), undefined, key('c'), () => 'cccc');
    expect(cache.hint(1, key('a'))).toBeDefined();
    expect(cache.hint(1, key('b'))).toBeUndefined();
    expect(cache.size).toEqual({ bytes: 8, entries: 2 });
    cache.settle(1, row(7, '1'), undefined, key('d'), () => 'x'.repeat(11));
    expect(cache.hint(1, key('d'))).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
  });

  it('should forget users past its bound without losing the answers', () => {
    const cache = new AnswerCache({ maxUsers: 2 });
    cache.settle(1, row(7, '1'), undefined, key('a'), () => 'a');
    cache.settle(2, row(7, '1'), undefined, key('a'), () => 'a');
    cache.settle(3, row(7, '1'), undefined, key('a'), () => 'a');
    expect(cache.hint(1, key('a'))).toBeUndefined();
    expect(cache.hint(3, key('a'))).toBeDefined();
    expect(cache.size.entries).toBe(1);
  });
});
