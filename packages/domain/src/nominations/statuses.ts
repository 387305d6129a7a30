import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/**
 * Statuses of a resume nominated to a job (job-resume), ids 1 to 12, which are also the sort order
 * (section 4). "Commenced" is the candidate starting work (docs/decisions/0011).
 */
export const nominationStatuses = defineVocabulary('nominationStatus', [
  { id: 1, key: 'open' },
  { id: 2, key: 'commenced' },
  { id: 3, key: 'notSuitable' },
  { id: 4, key: 'interview' },
  { id: 5, key: 'interviewedAndFailed' },
  { id: 6, key: 'contractSigned' },
  { id: 7, key: 'jobOffered' },
  { id: 8, key: 'rejectedOffer' },
  { id: 9, key: 'offerWithdrawn' },
  { id: 10, key: 'underReview' },
  { id: 11, key: 'servicesEnded' },
  { id: 12, key: 'withdrawnFromInterview' },
] as const);

/** A nomination status entry (section 4). */
export type NominationStatus = ItemOf<typeof nominationStatuses>;
/** A nomination status id, 1 to 12 (section 4). */
export type NominationStatusId = NominationStatus['id'];
/** A nomination status key, e.g. `jobOffered` (section 4). */
export type NominationStatusKey = NominationStatus['key'];

/** Review states of a resume that came in through the candidate portal (section 4): Pending, Approved. */
export const portalResumeStates = defineVocabulary('portalResumeState', [
  { id: 'pending', key: 'pending' },
  { id: 'approved', key: 'approved' },
] as const);
/** A portal resume state entry (section 4). */
export type PortalResumeState = ItemOf<typeof portalResumeStates>;

/** Actions an employer answers on the candidate feedback page (section 4). */
export const candidateFeedbackActions = defineVocabulary('candidateFeedbackAction', [
  { id: 'notShortlisted', key: 'notShortlisted' },
  { id: 'arrangeForInterview', key: 'arrangeForInterview' },
  { id: 'keepInView', key: 'keepInView' },
  { id: 'considerForFuture', key: 'considerForFuture' },
  { id: 'notSuitable', key: 'notSuitable' },
] as const);
/** A candidate feedback action entry (section 4). */
export type CandidateFeedbackAction = ItemOf<typeof candidateFeedbackActions>;

/** Interview modes (section 9): 1 in person, 2 phone, 3 online, 4 others. */
export const interviewModes = defineVocabulary('interviewMode', [
  { id: 1, key: 'inPerson' },
  { id: 2, key: 'phone' },
  { id: 3, key: 'online' },
  { id: 4, key: 'others' },
] as const);
/** An interview mode entry (section 9). */
export type InterviewMode = ItemOf<typeof interviewModes>;
