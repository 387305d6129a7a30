import type { EmailAlertRuleType } from '../alerts/ruleTypes';
import { nominationStatuses } from './statuses';
import type { NominationStatusId } from './statuses';

const s = nominationStatuses.idOf;

/**
 * The allowed moves between nomination statuses (section 4 leaves them open; docs/decisions/0011).
 * The pipeline runs Open -> Under Review -> Interview -> Job Offered -> Contract signed -> Commenced
 * -> Services Ended; steps may be skipped forwards where recruiters do (straight to interview, an
 * offer after review). Negative outcomes can be reopened to Under Review; Services Ended is final.
 * Staying on the same status is not a transition.
 */
export const nominationTransitions = {
  [s.open]: [s.underReview, s.interview, s.notSuitable],
  [s.underReview]: [s.interview, s.jobOffered, s.notSuitable],
  [s.notSuitable]: [s.underReview],
  [s.interview]: [s.jobOffered, s.interviewedAndFailed, s.withdrawnFromInterview, s.underReview, s.notSuitable],
  [s.interviewedAndFailed]: [s.underReview],
  [s.withdrawnFromInterview]: [s.interview, s.underReview],
  [s.jobOffered]: [s.contractSigned, s.rejectedOffer, s.offerWithdrawn],
  [s.rejectedOffer]: [s.jobOffered, s.underReview],
  [s.offerWithdrawn]: [s.jobOffered, s.underReview],
  [s.contractSigned]: [s.commenced, s.rejectedOffer, s.offerWithdrawn],
  [s.commenced]: [s.servicesEnded],
  [s.servicesEnded]: [],
} as const satisfies Record<NominationStatusId, readonly NominationStatusId[]>;

/**
 * Which email-alert rule type a nomination reaching a status fires, besides `statusChangePlusUpdate`
 * which every status change fires (section 9; docs/decisions/0012). "Withdrawn" covers both the
 * withdrawn offer and the withdrawal from interview.
 */
export const nominationStatusAlerts = {
  [s.commenced]: 'resumeToCommenced',
  [s.interview]: 'resumeToInterview',
  [s.jobOffered]: 'resumeToJobOffer',
  [s.rejectedOffer]: 'resumeToOfferRejected',
  [s.offerWithdrawn]: 'resumeToWithdrawn',
  [s.withdrawnFromInterview]: 'resumeToWithdrawn',
} as const satisfies Partial<Record<NominationStatusId, EmailAlertRuleType>>;

/** The statuses a nomination may move to from `from` (section 4; empty for an unknown status). */
export function nextStatuses(from: unknown): readonly NominationStatusId[] {
  return nominationStatuses.isId(from) ? nominationTransitions[from] : [];
}

/** Whether a nomination may move from one status to another under the transition table (section 4). */
export function canTransition(from: unknown, to: unknown): boolean {
  return (nextStatuses(from) as readonly unknown[]).includes(to);
}

/**
 * The email-alert rule types a status change fires (section 9): the rule of the target status, if
 * any, then `statusChangePlusUpdate`. A move the table does not allow fires nothing.
 */
export function alertsForTransition(from: unknown, to: unknown): readonly EmailAlertRuleType[] {
  if (!canTransition(from, to)) return [];
  const specific = (nominationStatusAlerts as Partial<Record<number, EmailAlertRuleType>>)[to as number];
  return specific ? [specific, 'statusChangePlusUpdate'] : ['statusChangePlusUpdate'];
}

/** The email-alert rule types an update of a nomination that keeps its status fires (section 9). */
export function alertsForNominationUpdate(): readonly EmailAlertRuleType[] {
  return ['statusChangePlusUpdate'];
}

/** The outcome of a bulk status update: which nominations move and which stay, with their current status. */
export interface BulkTransitionPlan<Id> {
  readonly move: readonly Id[];
  readonly skip: readonly { readonly id: Id; readonly status: unknown }[];
}

/**
 * Plans the bulk status update of portal resumes (section 4): each nomination moves only when the
 * transition table allows it; the others are reported back, never silently changed.
 */
export function planBulkTransition<Id>(
  nominations: readonly { readonly id: Id; readonly status: unknown }[],
  to: NominationStatusId,
): BulkTransitionPlan<Id> {
  const move: Id[] = [];
  const skip: { id: Id; status: unknown }[] = [];
  for (const { id, status } of nominations) {
    if (canTransition(status, to)) move.push(id);
    else skip.push({ id, status });
  }
  return { move, skip };
}
