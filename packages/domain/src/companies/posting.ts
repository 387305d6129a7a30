/** What the posting rule reads of an employer (section 3 "Company"): credits and subscription dates. */
export interface PostingCompany {
  readonly credits: number;
  readonly subscriptionStart: Date | null;
  readonly subscriptionEnd: Date | null;
}

/** The outcome of the posting rule: allowed, or the catalogue code that refuses it (section 8). */
export type PostingAllowance =
  | { readonly kind: 'allow' }
  | { readonly kind: 'deny'; readonly code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' | 'OUT_OF_CREDITS' };

/**
 * The job-posting rule of sections 3 and 8 (docs/decisions/0042): an employer posts while its
 * subscription runs (a missing start means "from the beginning", a missing end "open-ended") and it has
 * credits left. An ended or not yet started subscription asks for renewal before credits are looked at.
 */
export function postingAllowance(company: PostingCompany, now: Date): PostingAllowance {
  const t = now.getTime();
  const started = company.subscriptionStart === null || company.subscriptionStart.getTime() <= t;
  const running = company.subscriptionEnd === null || company.subscriptionEnd.getTime() > t;
  if (!started || !running) return { kind: 'deny', code: 'RENEW_SUBSCRIPTION_IS_REQUIRED' };
  if (company.credits <= 0) return { kind: 'deny', code: 'OUT_OF_CREDITS' };
  return { kind: 'allow' };
}

/**
 * Whether an employer's postings are visible (the `isView` of the credit update call, section 3): the
 * posting rule allows it.
 */
export function isPostingVisible(company: PostingCompany, now: Date): boolean {
  return postingAllowance(company, now).kind === 'allow';
}

/**
 * Applies a credit change (section 3 "credits"): a positive amount adds, a negative one spends. A
 * balance that would fall below zero is refused with OUT_OF_CREDITS.
 */
export function applyCreditChange(
  credits: number,
  amount: number,
): { readonly kind: 'ok'; readonly credits: number } | { readonly kind: 'deny'; readonly code: 'OUT_OF_CREDITS' } {
  const next = credits + amount;
  return next < 0 ? { kind: 'deny', code: 'OUT_OF_CREDITS' } : { kind: 'ok', credits: next };
}
