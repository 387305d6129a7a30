import { describe, expect, it } from 'vitest';
import { defineVocabulary } from './vocabulary';

const sample = defineVocabulary('sample', [
  { id: 20, key: 'second', order: 2 },
  { id: 10, key: 'first', order: 1 },
  { id: 30, key: 'third' },
] as const);

describe('given a vocabulary built from entries', () => {
  it('should derive label keys in the domain namespace', () => {
    expect(sample.items.map((item) => item.labelKey)).toEqual([
      'domain.sample.first',
      'domain.sample.second',
      'domain.sample.third',
    ]);
  });

  it('should sort items by explicit order, else by position', () => {
    expect(sample.ids).toEqual([10, 20, 30]);
    expect(sample.items.map((item) => item.order)).toEqual([1, 2, 3]);
  });

  it('should map keys to ids', () => {
    expect(sample.idOf).toEqual({ first: 10, second: 20, third: 30 });
    expect(sample.group).toBe('sample');
  });

  it.each([
    ['byId', 20, 'second'],
    ['byKey', 'third', 'third'],
    ['byLabelKey', 'domain.sample.first', 'first'],
  ] as const)('should find an entry %s', (lookup, value, key) => {
    expect(sample[lookup](value)?.key).toBe(key);
  });

  it('should find an entry by sort order', () => {
    expect(sample.byOrder(3)?.key).toBe('third');
    expect(sample.byOrder(9)).toBeUndefined();
  });

  it.each([['20'], [99], [null], [undefined]])('should not find %j, ids compare strictly', (value) => {
    expect(sample.byId(value)).toBeUndefined();
    expect(sample.isId(value)).toBe(false);
  });

  it('should accept its own ids', () => {
    expect(sample.isId(30)).toBe(true);
  });

  it('should compare ids by sort order with unknown ids last', () => {
    expect([30, 99, 10, 20].sort(sample.compare)).toEqual([10, 20, 30, 99]);
    expect(sample.compare(99, 98)).toBe(0);
    expect(sample.compare(10, 10)).toBe(0);
  });

  it('should be frozen', () => {
    expect(Object.isFrozen(sample)).toBe(true);
    expect(Object.isFrozen(sample.items)).toBe(true);
  });
});

describe('given entries that repeat an id or a key', () => {
  it.each([
    [
      [
        { id: 1, key: 'a' },
        { id: 1, key: 'b' },
      ],
    ],
    [
      [
        { id: 1, key: 'a' },
        { id: 2, key: 'a' },
      ],
    ],
  ])('should throw a developer error', (entries) => {
    expect(() => defineVocabulary('broken', entries)).toThrow(/vocabulary 'broken' repeats/);
  });
});
