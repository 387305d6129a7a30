import { describe, expect, it } from 'vitest';
import { deactivatesAutoRepost, jobStatuses, publishStateHintKey, publishStates } from './statuses';

describe('given the job statuses of section 4', () => {
  it.each([
    ['open', 239],
    ['close', 240],
    ['others', 242],
    ['forTender', 2521],
    ['successful', 2522],
  ] as const)('should give %s the id %i', (key, id) => {
    expect(jobStatuses.idOf[key]).toBe(id);
    expect(jobStatuses.byId(id)?.labelKey).toBe(`domain.jobStatus.${key}`);
  });

  it('should give every status a hex display colour', () => {
    for (const status of jobStatuses.items) expect(status.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(jobStatuses.items.map((status) => status.colour)).size).toBe(jobStatuses.items.length);
  });
});

describe('given the publish states of section 4', () => {
  it('should list the eight states in order', () => {
    expect(publishStates.ids).toEqual([
      'draft',
      'sharedDraft',
      'jobboard',
      'agencies',
      'connectedTalentPool',
      'request',
      'completed',
      'closed',
    ]);
  });

  it.each([
    ['draft', false],
    ['sharedDraft', false],
    ['jobboard', true],
    ['request', true],
    ['completed', false],
    ['closed', false],
  ] as const)('should say whether %s accepts applications', (id, accepts) => {
    expect(publishStates.byId(id)?.acceptsApplications).toBe(accepts);
  });

  it('should name a hint key for each state', () => {
    expect(publishStateHintKey('completed')).toBe('domain.publishStateHint.completed');
  });
});

describe('given a job status change', () => {
  it.each([
    [239, 240, true],
    [239, 2522, true],
    [239, 239, false],
    [240, 239, false],
    [2521, 240, false],
    [undefined, 240, false],
  ])('should deactivate auto repost from %j to %j: %j', (from, to, expected) => {
    expect(deactivatesAutoRepost(from, to)).toBe(expected);
  });
});
