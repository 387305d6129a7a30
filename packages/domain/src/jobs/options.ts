import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/** Job edit types recorded in a job's history (section 4). */
export const jobEditTypes = defineVocabulary('jobEditType', [
  { id: 'update', key: 'update' },
  { id: 'reopen', key: 'reopen' },
  { id: 'status', key: 'status' },
  { id: 'unknown', key: 'unknown' },
  { id: 'activateSuspend', key: 'activateSuspend' },
  { id: 'add', key: 'add' },
  { id: 'updateInternalInfo', key: 'updateInternalInfo' },
] as const);
/** A job edit type entry (section 4). */
export type JobEditType = ItemOf<typeof jobEditTypes>;

/** Hiring types of a job (section 9): 1 direct hire, 2 agency outsource. */
export const jobHiringTypes = defineVocabulary('jobHiringType', [
  { id: 1, key: 'directHire' },
  { id: 2, key: 'agencyOutsource' },
] as const);
/** A job hiring type entry (section 9). */
export type JobHiringType = ItemOf<typeof jobHiringTypes>;

/** Contract duration types of a job (section 9): days, weeks, months, years. */
export const contractDurationTypes = defineVocabulary('contractDurationType', [
  { id: 'days', key: 'days' },
  { id: 'weeks', key: 'weeks' },
  { id: 'months', key: 'months' },
  { id: 'years', key: 'years' },
] as const);
/** A contract duration type entry (section 9). */
export type ContractDurationType = ItemOf<typeof contractDurationTypes>;

/** Auto repost frequencies of a job posting, in days (section 9): 14, 30, 60, 90. */
export const autoRepostFrequencies = defineVocabulary('autoRepostFrequency', [
  { id: 14, key: 'days14', days: 14 },
  { id: 30, key: 'days30', days: 30 },
  { id: 60, key: 'days60', days: 60 },
  { id: 90, key: 'days90', days: 90 },
] as const);
/** An auto repost frequency entry (section 9). */
export type AutoRepostFrequency = ItemOf<typeof autoRepostFrequencies>;
