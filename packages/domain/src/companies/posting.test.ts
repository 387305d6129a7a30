import { describe, expect, it } from 'vitest';
import { applyCreditChange, isPostingVisible, postingAllowance } from './posting';

const now = new Date('2026-06-01T00:00:00Z');
const day = 86_400_000;
const company = (credits: number, start: number | null, end: number | null) => ({
  credits,
  subscriptionStart: start === null ? null : new Date(now.getTime() + start * day),
  subscriptionEnd: end === null ? null : new Date(now.getTime() + end * day),
});

describe('given the job-posting rule', () => {
  it.each([
    ['a running subscription with credits', company(3, -10, 10), { kind: 'allow' }],
    ['an open-ended subscription with credits', company(1, null, null), { kind: 'allow' }],
    ['no credits left', company(0, -10, 10), { kind: 'deny', code: 'OUT_OF_CREDITS' }],
    ['an ended subscription', company(5, -30, -1), { kind: 'deny', code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' }],
    ['a subscription ending now', company(5, -30, 0), { kind: 'deny', code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' }],
    ['a subscription not yet started', company(5, 2, 30), { kind: 'deny', code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' }],
    [
      'an ended subscription and no credits',
      company(0, -30, -1),
      { kind: 'deny', code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' },
    ],
  ])('should answer %s', (_case, input, expected) => {
    expect(postingAllowance(input, now)).toEqual(expected);
    expect(isPostingVisible(input, now)).toBe(expected.kind === 'allow');
  });
});

describe('given a credit change', () => {
  it.each([
    [5, 10, { kind: 'ok', credits: 15 }],
    [5, -5, { kind: 'ok', credits: 0 }],
    [0, -1, { kind: 'deny', code: 'OUT_OF_CREDITS' }],
  ])('should turn %i credits changed by %i into %j', (credits, amount, expected) => {
    expect(applyCreditChange(credits, amount)).toEqual(expected);
  });
});
