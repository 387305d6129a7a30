import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/**
 * Email-alert rule types (section 9): what a company's email rules subscribe staff to. The first three
 * are job events, the next five a nominated resume reaching a status, the last any status change or
 * update of a nomination.
 */
export const emailAlertRuleTypes = defineVocabulary('emailAlertRuleType', [
  { id: 'addNewJob', key: 'addNewJob' },
  { id: 'updateJob', key: 'updateJob' },
  { id: 'changeJobStatus', key: 'changeJobStatus' },
  { id: 'resumeToCommenced', key: 'resumeToCommenced' },
  { id: 'resumeToInterview', key: 'resumeToInterview' },
  { id: 'resumeToJobOffer', key: 'resumeToJobOffer' },
  { id: 'resumeToOfferRejected', key: 'resumeToOfferRejected' },
  { id: 'resumeToWithdrawn', key: 'resumeToWithdrawn' },
  { id: 'statusChangePlusUpdate', key: 'statusChangePlusUpdate' },
] as const);

/** An email-alert rule type entry (section 9). */
export type EmailAlertRuleTypeEntry = ItemOf<typeof emailAlertRuleTypes>;
/** An email-alert rule type id, e.g. `resumeToInterview` (section 9). */
export type EmailAlertRuleType = EmailAlertRuleTypeEntry['id'];

/** Job events that fire email alerts. */
export type JobEvent = 'created' | 'updated' | 'statusChanged';

/** Which rule type each job event fires (section 9): add new job, update job, change job status. */
export const jobEventAlerts = {
  created: ['addNewJob'],
  updated: ['updateJob'],
  statusChanged: ['changeJobStatus'],
} as const satisfies Record<JobEvent, readonly EmailAlertRuleType[]>;

/** The email-alert rule types a job event fires (section 9). */
export function alertsForJobEvent(event: JobEvent): readonly EmailAlertRuleType[] {
  return jobEventAlerts[event];
}
