import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/**
 * Job statuses with their master-data ids and display colours (section 4): Open 239, Close 240,
 * Others 242, For Tender 2521, Successful 2522. Colours are hex values the UI maps onto its tokens.
 */
export const jobStatuses = defineVocabulary('jobStatus', [
  { id: 239, key: 'open', colour: '#2e7d32' },
  { id: 240, key: 'close', colour: '#c62828' },
  { id: 242, key: 'others', colour: '#616161' },
  { id: 2521, key: 'forTender', colour: '#1565c0' },
  { id: 2522, key: 'successful', colour: '#6a1b9a' },
] as const);

/** A job status entry (section 4). */
export type JobStatus = ItemOf<typeof jobStatuses>;
/** A job status id: 239, 240, 242, 2521 or 2522 (section 4). */
export type JobStatusId = JobStatus['id'];

/**
 * Job publish states (section 4), in the order a job moves through them. `acceptsApplications` is
 * false for the drafts (only you, or you and your invited team, see them) and for Completed and Closed.
 */
export const publishStates = defineVocabulary('publishState', [
  { id: 'draft', key: 'draft', acceptsApplications: false },
  { id: 'sharedDraft', key: 'sharedDraft', acceptsApplications: false },
  { id: 'jobboard', key: 'jobboard', acceptsApplications: true },
  { id: 'agencies', key: 'agencies', acceptsApplications: true },
  { id: 'connectedTalentPool', key: 'connectedTalentPool', acceptsApplications: true },
  { id: 'request', key: 'request', acceptsApplications: true },
  { id: 'completed', key: 'completed', acceptsApplications: false },
  { id: 'closed', key: 'closed', acceptsApplications: false },
] as const);

/** A job publish state entry (section 4). */
export type PublishState = ItemOf<typeof publishStates>;
/** A job publish state id (section 4). */
export type PublishStateId = PublishState['id'];

/** The i18n key of a publish state's one-line explanation ("only you", "no more applications"...), section 4. */
export function publishStateHintKey(id: PublishStateId): `domain.publishStateHint.${PublishStateId}` {
  return `domain.publishStateHint.${id}`;
}

/**
 * The auto-repost rule of section 4: auto repost is deactivated when a job's status changes from Open
 * to any other status. Unchanged statuses and changes that do not leave Open keep it as it was.
 */
export function deactivatesAutoRepost(from: unknown, to: unknown): boolean {
  return from === jobStatuses.idOf.open && to !== from;
}
