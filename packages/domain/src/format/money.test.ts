import { describe, expect, it } from 'vitest';
import { formatMoney, formatSalary, moneyCurrencies } from './money';

const nbsp = /\u00a0/g;
const plain = (text: string) => text.replace(nbsp, ' ');

describe('given the money formats of section 9', () => {
  it('should cover USD and SGD', () => {
    expect(moneyCurrencies).toEqual(['USD', 'SGD']);
  });

  it.each([
    [1234, 'USD', 'en', '$1,234'],
    [1234.5, 'USD', 'en', '$1,234.50'],
    [5000, 'SGD', 'en', 'SGD 5,000'],
    [1234.5, 'USD', 'vn', '1.234,50 US$'],
    [5000, 'SGD', 'vn', '5.000 SGD'],
    [0, 'usd', 'en', '$0'],
    [1500, 'points', 'en', '1,500 points'],
    [1500, '', 'en', '1,500'],
  ] as const)('should format %d %s in %s as %s', (amount, currency, lang, expected) => {
    expect(plain(formatMoney(amount, currency, lang))).toBe(expected);
  });

  it('should default to USD in English', () => {
    expect(formatMoney(10)).toBe('$10');
  });
});

describe('given a salary with its period', () => {
  it.each([
    [
      'a monthly amount',
      { amount: 5000, currency: 'SGD', period: 3 },
      { key: 'domain.format.salary.perMonth', params: { amount: 'SGD 5,000' } },
    ],
    [
      'an hourly amount',
      { amount: 25.5, currency: 'USD', period: 1 },
      { key: 'domain.format.salary.perHour', params: { amount: '$25.50' } },
    ],
    [
      'an amount without period',
      { amount: 100, currency: 'USD' },
      { key: 'domain.format.salary.noPeriod', params: { amount: '$100' } },
    ],
    [
      'a yearly range',
      { min: 50000, max: 70000, currency: 'USD', period: 4 },
      { key: 'domain.format.salaryRange.perAnnum', params: { min: '$50,000', max: '$70,000' } },
    ],
    [
      'a range with equal ends',
      { min: 10, max: 10, currency: 'USD', period: 2 },
      { key: 'domain.format.salary.perDay', params: { amount: '$10' } },
    ],
    [
      'only a max',
      { min: null, max: 900, currency: 'USD', period: 3 },
      { key: 'domain.format.salary.perMonth', params: { amount: '$900' } },
    ],
    ['negotiable', { currency: 'USD', negotiable: true }, { key: 'domain.format.salary.negotiable' }],
    ['nothing', { currency: 'USD', amount: Number.NaN }, { key: 'domain.placeholder.notApplicable' }],
  ])('should label %s', (_name, salary, expected) => {
    const label = formatSalary(salary);
    expect({
      ...label,
      params: label.params && Object.fromEntries(Object.entries(label.params).map(([k, v]) => [k, plain(String(v))])),
    }).toEqual({
      params: undefined,
      ...expected,
    });
  });

  it('should format amounts in the language', () => {
    expect(plain(String(formatSalary({ amount: 5000, currency: 'SGD', period: 3 }, 'vn').params?.amount))).toBe(
      '5.000 SGD',
    );
  });
});
