import { describe, expect, it } from 'vitest';
import { filterIndexed, filterOptions, indexOptions, matchesWords, normaliseText, searchWords } from './options';

const countries = [
  { value: 'vn', label: 'Việt Nam' },
  { value: 'sg', label: 'Singapore' },
  { value: 'dn', label: 'Đà Nẵng' },
  { value: 'my', label: 'Malaysia' },
  { value: 'hcm', label: 'Thành phố Hồ Chí Minh' },
];

describe('given text to normalise', () => {
  it.each([
    ['Việt Nam', 'viet nam'],
    ['ĐÀ NẴNG', 'da nang'],
    ['  Hồ   Chí\tMinh ', 'ho chi minh'],
    ['Crème Brûlée', 'creme brulee'],
    ['Łódź', 'lodz'],
    ['', ''],
  ])('should fold %j to %j', (text, expected) => {
    expect(normaliseText(text)).toBe(expected);
  });

  it('should keep letters and digits it does not fold', () => {
    expect(normaliseText('C++ / C# 2024')).toBe('c++ / c# 2024');
  });
});

describe('given a search', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Viet', ['viet']],
    ['nam  VIỆT', ['nam', 'viet']],
  ])('should split %j into the words %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });

  it('should match when every word is in the label, in any order', () => {
    expect(matchesWords('viet nam', ['nam', 'viet'])).toBe(true);
    expect(matchesWords('viet nam', ['nam', 'lao'])).toBe(false);
    expect(matchesWords('viet nam', [])).toBe(true);
  });
});

describe('given options to filter', () => {
  it.each([
    ['viet', ['vn']],
    ['VIỆT', ['vn']],
    ['da nang', ['dn']],
    ['đà', ['dn']],
    ['a', ['vn', 'sg', 'dn', 'my', 'hcm']],
    ['minh ho', ['hcm']],
    ['xyz', []],
    ['', ['vn', 'sg', 'dn', 'my', 'hcm']],
  ])('should find %j as %j, in the original order', (search, values) => {
    expect(filterOptions(countries, search).map((o) => o.value)).toEqual(values);
  });

  it('should give the same answer from a prepared index', () => {
    const index = indexOptions(countries);
    expect(filterIndexed(index, 'nam')).toEqual(filterOptions(countries, 'nam'));
  });

  it('should not change the given list', () => {
    const list = [...countries];
    filterOptions(list, 'viet');
    expect(list).toEqual(countries);
  });

  it('should find one option among 10,000', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ value: i, label: `Lựa chọn số ${i + 1}` }));
    expect(filterIndexed(indexOptions(many), 'lua chon 9999').map((o) => o.value)).toEqual([9998]);
  });
});
