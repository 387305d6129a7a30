import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOf, skipOf, type PageItem } from './pages';

/** A row of page items written the way a person reads it: `1 … 4 5 6 … 10`. */
const show = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('given a server page', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [57, 25, 3],
    [57, 0, 1],
  ])('should count %d records at %d a page as %d pages', (total, limit, expected) => {
    expect(pageCount(total, limit)).toBe(expected);
  });

  it.each([
    [{ skip: 0, limit: 10 }, 1],
    [{ skip: 10, limit: 10 }, 2],
    [{ skip: 15, limit: 10 }, 2],
    [{ skip: -5, limit: 10 }, 1],
    [{ skip: 30, limit: 0 }, 1],
  ])('should place %j on page %d', (page, expected) => {
    expect(pageOf(page)).toBe(expected);
  });

  it('should turn a page number back into $skip', () => {
    expect(skipOf(3, 25)).toBe(50);
    expect(skipOf(0, 25)).toBe(0);
  });
});

describe('given page numbers to show', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [4, 7, '1 2 3 4 5 6 7'],
    [1, 10, '1 2 3 4 5 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [10, 10, '1 … 6 7 8 9 10'],
    [42, 10, '1 … 6 7 8 9 10'],
  ])('should show page %d of %d as %j', (current, count, expected) => {
    expect(show(pageItems(current, count))).toBe(expected);
  });

  it('should keep the row one length wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 20 }, (_, i) => pageItems(i + 1, 20).length));
    expect([...lengths]).toEqual([7]);
  });

  it('should widen with more siblings', () => {
    expect(show(pageItems(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
  });
});
