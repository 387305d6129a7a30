import { describe, expect, it } from 'vitest';
import { alertsForJobEvent, emailAlertRuleTypes } from './ruleTypes';

describe('given the email-alert rule types of section 9', () => {
  it('should list the nine types in order', () => {
    expect(emailAlertRuleTypes.ids).toEqual([
      'addNewJob',
      'updateJob',
      'changeJobStatus',
      'resumeToCommenced',
      'resumeToInterview',
      'resumeToJobOffer',
      'resumeToOfferRejected',
      'resumeToWithdrawn',
      'statusChangePlusUpdate',
    ]);
  });

  it.each([
    ['created', ['addNewJob']],
    ['updated', ['updateJob']],
    ['statusChanged', ['changeJobStatus']],
  ] as const)('should fire, when a job is %s, %j', (event, expected) => {
    expect(alertsForJobEvent(event)).toEqual(expected);
  });
});
