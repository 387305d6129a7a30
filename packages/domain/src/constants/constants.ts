import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/** Activation states of staff, companies and master data as a vocabulary (section 4): active 1, suspended 0. */
export const activationStates = defineVocabulary('activation', [
  { id: 1, key: 'active' },
  { id: 0, key: 'suspended' },
] as const);
/** An activation state entry (section 4). */
export type ActivationState = ItemOf<typeof activationStates>;

/**
 * Lifetimes of the signed candidate links, in seconds (section 9): the invitation-to-apply token lasts
 * one day, the nomination feedback token seven days.
 */
export const tokenLifetimes = {
  invitation: 86_400,
  nominationFeedback: 604_800,
} as const;

/** The kind of a signed candidate link (section 9). */
export type TokenKind = keyof typeof tokenLifetimes;

/**
 * Whether a token issued at `issuedAt` has expired at `now` under its lifetime (section 9). Both are
 * dates or epoch milliseconds; a token is valid up to and including the last second of its lifetime.
 */
export function isTokenExpired(kind: TokenKind, issuedAt: Date | number, now: Date | number): boolean {
  return Number(now) - Number(issuedAt) > tokenLifetimes[kind] * 1000;
}

/** The first year offered for graduation dates (section 9). */
export const graduationStartYear = 1950;

/** The graduation years to offer, newest first: from the current year of `now` (UTC) down to 1950 (section 9). */
export function graduationYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= graduationStartYear; year -= 1) years.push(year);
  return years;
}

/** Placeholders shown for missing values (section 9): N/A, Undisclosed, Any. */
export const placeholders = defineVocabulary('placeholder', [
  { id: 'notApplicable', key: 'notApplicable' },
  { id: 'undisclosed', key: 'undisclosed' },
  { id: 'any', key: 'any' },
] as const);
/** A placeholder entry (section 9). */
export type Placeholder = ItemOf<typeof placeholders>;
