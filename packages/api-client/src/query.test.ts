import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

describe('given the query language', () => {
  it.each([
    [{ $skip: 20, $limit: 10 }, '$skip=20&$limit=10'],
    [{ $limit: -1 }, '$limit=-1'],
    [{ $sort: { createdAt: -1, position: 1 } }, '$sort[createdAt]=-1&$sort[position]=1'],
    [{ jobStatusId: 239 }, 'jobStatusId=239'],
    [{ jobStatusId: { $in: [239, 240] } }, 'jobStatusId[$in][]=239&jobStatusId[$in][]=240'],
    [{ jobStatusId: { $ne: 240 } }, 'jobStatusId[$ne]=240'],
    [{ $or: [{ position: 'A' }, { jobStatusId: 240 }] }, '$or[0][position]=A&$or[1][jobStatusId]=240'],
    [{ position: 'Kỹ sư & QA' }, 'position=K%E1%BB%B9%20s%C6%B0%20%26%20QA'],
    [{ createdAt: { $gte: new Date('2026-01-02T03:04:05.000Z') } }, 'createdAt[$gte]=2026-01-02T03%3A04%3A05.000Z'],
    [{ a: undefined, b: 1 }, 'b=1'],
    [{}, ''],
  ])('should serialise %j as %s', (query, expected) => {
    expect(serializeQuery(query)).toBe(expected);
  });
});

describe('given values with reserved characters', () => {
  it('should encode brackets and dollars inside values but not in keys', () => {
    expect(serializeQuery({ position: { $ne: 'a[b]$c' } })).toBe('position[$ne]=a%5Bb%5D%24c');
  });
});
