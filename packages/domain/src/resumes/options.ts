import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/** Hiring types of a resume (section 4): 1 placement, 2 contract, 3 none. */
export const resumeHiringTypes = defineVocabulary('resumeHiringType', [
  { id: 1, key: 'placement' },
  { id: 2, key: 'contract' },
  { id: 3, key: 'none' },
] as const);
/** A resume hiring type entry (section 4). */
export type ResumeHiringType = ItemOf<typeof resumeHiringTypes>;

/** Resume contact categories (section 3): MobileNo 1, OfficeNo 2, Email 3, ContactNo 4. */
export const contactCategories = defineVocabulary('contactCategory', [
  { id: 1, key: 'mobileNo' },
  { id: 2, key: 'officeNo' },
  { id: 3, key: 'email' },
  { id: 4, key: 'contactNo' },
] as const);
/** A resume contact category entry (section 3). */
export type ContactCategory = ItemOf<typeof contactCategories>;

/** Resume flags (section 4): red, blue, grey. */
export const flags = defineVocabulary('flag', [
  { id: 'red', key: 'red' },
  { id: 'blue', key: 'blue' },
  { id: 'grey', key: 'grey' },
] as const);
/** A resume flag entry (section 4). */
export type Flag = ItemOf<typeof flags>;

/** Salutation titles (section 9): Mr., Ms., prefer not to say. */
export const titles = defineVocabulary('title', [
  { id: 'mr', key: 'mr' },
  { id: 'ms', key: 'ms' },
  { id: 'preferNotToSay', key: 'preferNotToSay' },
] as const);
/** A salutation title entry (section 9). */
export type Title = ItemOf<typeof titles>;

/** Genders and the title each maps to (section 9): male Mr., female Ms., undisclosed prefer not to say. */
export const genders = defineVocabulary('gender', [
  { id: 'male', key: 'male', title: 'mr' },
  { id: 'female', key: 'female', title: 'ms' },
  { id: 'undisclosed', key: 'undisclosed', title: 'preferNotToSay' },
] as const);
/** A gender entry (section 9). */
export type Gender = ItemOf<typeof genders>;

/** The title a gender maps to (section 9); unknown genders get "prefer not to say". */
export function titleForGender(gender: unknown): Title {
  const title = genders.byId(gender)?.title ?? 'preferNotToSay';
  return titles.byId(title) as Title;
}

/** Availability to start (section 9): immediate, or within 14, 30, 60 or 90 days. */
export const availabilities = defineVocabulary('availability', [
  { id: 0, key: 'immediate', days: 0 },
  { id: 14, key: 'days14', days: 14 },
  { id: 30, key: 'days30', days: 30 },
  { id: 60, key: 'days60', days: 60 },
  { id: 90, key: 'days90', days: 90 },
] as const);
/** An availability entry (section 9). */
export type Availability = ItemOf<typeof availabilities>;

/** "Updated within" ranges of the resume filters, in months (section 9): 3, 6, 12, 24. */
export const updatedRanges = defineVocabulary('updatedRange', [
  { id: 3, key: 'months3', months: 3 },
  { id: 6, key: 'months6', months: 6 },
  { id: 12, key: 'months12', months: 12 },
  { id: 24, key: 'months24', months: 24 },
] as const);
/** An updated range entry (section 9). */
export type UpdatedRange = ItemOf<typeof updatedRanges>;

/** Last employment status (section 9): 1 contract, 2 permanent, 3 others. */
export const lastEmploymentStatuses = defineVocabulary('lastEmploymentStatus', [
  { id: 1, key: 'contract' },
  { id: 2, key: 'permanent' },
  { id: 3, key: 'others' },
] as const);
/** A last employment status entry (section 9). */
export type LastEmploymentStatus = ItemOf<typeof lastEmploymentStatuses>;

/** Resume download formats (section 9): the original file, or the formatted (branded) one. */
export const resumeFormats = defineVocabulary('resumeFormat', [
  { id: 'original', key: 'original', isBrandedFormat: false },
  { id: 'branded', key: 'branded', isBrandedFormat: true },
] as const);
/** A resume format entry (section 9). */
export type ResumeFormat = ItemOf<typeof resumeFormats>;

/** Social link types (section 9): Linkedin, Facebook, Twitter, Skype, Website, Others. */
export const socialLinkTypes = defineVocabulary('socialLinkType', [
  { id: 'linkedin', key: 'linkedin' },
  { id: 'facebook', key: 'facebook' },
  { id: 'twitter', key: 'twitter' },
  { id: 'skype', key: 'skype' },
  { id: 'website', key: 'website' },
  { id: 'others', key: 'others' },
] as const);
/** A social link type entry (section 9). */
export type SocialLinkType = ItemOf<typeof socialLinkTypes>;
