import { describe, expect, it } from 'vitest';
import { emailAlertRuleTypes } from '../alerts/ruleTypes';
import { nominationStatuses } from './statuses';
import {
  alertsForNominationUpdate,
  alertsForTransition,
  canTransition,
  nextStatuses,
  nominationStatusAlerts,
  nominationTransitions,
  planBulkTransition,
} from './workflow';

const s = nominationStatuses.idOf;

describe('given the nomination transition table', () => {
  it('should have a row for every status', () => {
    expect(
      Object.keys(nominationTransitions)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...nominationStatuses.ids]);
  });

  it('should only name known statuses and never the status itself', () => {
    for (const [from, targets] of Object.entries(nominationTransitions)) {
      for (const to of targets) {
        expect(nominationStatuses.isId(to)).toBe(true);
        expect(to).not.toBe(Number(from));
      }
    }
  });

  it('should reach every status from Open', () => {
    const reached = new Set<number>([s.open]);
    const queue: number[] = [s.open];
    while (queue.length > 0) {
      for (const next of nextStatuses(queue.shift())) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect(reached.size).toBe(12);
  });

  it('should end only at Services Ended', () => {
    const final = nominationStatuses.ids.filter((id) => nextStatuses(id).length === 0);
    expect(final).toEqual([s.servicesEnded]);
  });

  it.each([
    ['Open', s.open, s.underReview],
    ['Open', s.open, s.interview],
    ['Open', s.open, s.notSuitable],
    ['Under Review', s.underReview, s.jobOffered],
    ['Interview', s.interview, s.jobOffered],
    ['Interview', s.interview, s.interviewedAndFailed],
    ['Interview', s.interview, s.withdrawnFromInterview],
    ['Withdraw From Interview', s.withdrawnFromInterview, s.interview],
    ['Job Offered', s.jobOffered, s.contractSigned],
    ['Job Offered', s.jobOffered, s.rejectedOffer],
    ['Job Offered', s.jobOffered, s.offerWithdrawn],
    ['Rejected Offer', s.rejectedOffer, s.jobOffered],
    ['Contract signed', s.contractSigned, s.commenced],
    ['Contract signed', s.contractSigned, s.offerWithdrawn],
    ['Commenced', s.commenced, s.servicesEnded],
    ['Not Suitable', s.notSuitable, s.underReview],
    ['Interviewed And Failed', s.interviewedAndFailed, s.underReview],
  ])('should allow %s -> %i', (_name, from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    ['staying put', s.interview, s.interview],
    ['commencing before an offer', s.open, s.commenced],
    ['signing without an offer', s.interview, s.contractSigned],
    ['withdrawing from an interview never held', s.open, s.withdrawnFromInterview],
    ['ending services before commencing', s.contractSigned, s.servicesEnded],
    ['leaving Services Ended', s.servicesEnded, s.open],
    ['reopening a commenced placement', s.commenced, s.open],
    ['an unknown source status', 13, s.open],
    ['an unknown target status', s.open, 13],
    ['a text id', '1', s.underReview],
  ])('should refuse %s', (_name, from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('should list no next statuses for an unknown status', () => {
    expect(nextStatuses(undefined)).toEqual([]);
  });
});

describe('given the email alerts of nomination transitions', () => {
  it.each([
    [s.contractSigned, s.commenced, ['resumeToCommenced', 'statusChangePlusUpdate']],
    [s.open, s.interview, ['resumeToInterview', 'statusChangePlusUpdate']],
    [s.interview, s.jobOffered, ['resumeToJobOffer', 'statusChangePlusUpdate']],
    [s.jobOffered, s.rejectedOffer, ['resumeToOfferRejected', 'statusChangePlusUpdate']],
    [s.jobOffered, s.offerWithdrawn, ['resumeToWithdrawn', 'statusChangePlusUpdate']],
    [s.interview, s.withdrawnFromInterview, ['resumeToWithdrawn', 'statusChangePlusUpdate']],
    [s.open, s.underReview, ['statusChangePlusUpdate']],
    [s.commenced, s.servicesEnded, ['statusChangePlusUpdate']],
    [s.open, s.commenced, []],
  ])('should fire, from %i to %i, %j', (from, to, expected) => {
    expect(alertsForTransition(from, to)).toEqual(expected);
  });

  it('should only name rule types of section 9', () => {
    for (const type of Object.values(nominationStatusAlerts)) expect(emailAlertRuleTypes.isId(type)).toBe(true);
  });

  it('should fire status change plus update on any other update', () => {
    expect(alertsForNominationUpdate()).toEqual(['statusChangePlusUpdate']);
  });
});

describe('given a bulk status update of portal resumes', () => {
  it('should move the nominations the table allows and report the others', () => {
    const plan = planBulkTransition(
      [
        { id: 'a', status: s.open },
        { id: 'b', status: s.servicesEnded },
        { id: 'c', status: s.notSuitable },
        { id: 'd', status: s.underReview },
      ],
      s.underReview,
    );
    expect(plan).toEqual({
      move: ['a', 'c'],
      skip: [
        { id: 'b', status: s.servicesEnded },
        { id: 'd', status: s.underReview },
      ],
    });
  });
});
