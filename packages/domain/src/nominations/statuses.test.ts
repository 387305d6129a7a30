import { describe, expect, it } from 'vitest';
import { candidateFeedbackActions, interviewModes, nominationStatuses, portalResumeStates } from './statuses';

describe('given the nomination statuses of section 4', () => {
  it.each([
    [1, 'open'],
    [2, 'commenced'],
    [3, 'notSuitable'],
    [4, 'interview'],
    [5, 'interviewedAndFailed'],
    [6, 'contractSigned'],
    [7, 'jobOffered'],
    [8, 'rejectedOffer'],
    [9, 'offerWithdrawn'],
    [10, 'underReview'],
    [11, 'servicesEnded'],
    [12, 'withdrawnFromInterview'],
  ])('should have status %i, %s, sorted at its id', (id, key) => {
    const status = nominationStatuses.byId(id);
    expect(status?.key).toBe(key);
    expect(status?.order).toBe(id);
  });

  it('should sort by id', () => {
    expect(nominationStatuses.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('given the other nomination vocabularies', () => {
  it.each([
    ['portal resume states', portalResumeStates.ids, ['pending', 'approved']],
    [
      'candidate feedback actions',
      candidateFeedbackActions.ids,
      ['notShortlisted', 'arrangeForInterview', 'keepInView', 'considerForFuture', 'notSuitable'],
    ],
    ['interview modes', interviewModes.ids, [1, 2, 3, 4]],
  ])('should list the %s', (_name, ids, expected) => {
    expect(ids).toEqual(expected);
  });

  it('should number the interview modes as section 9 does', () => {
    expect(interviewModes.idOf).toEqual({ inPerson: 1, phone: 2, online: 3, others: 4 });
  });
});
