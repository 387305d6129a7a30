import { describe, expect, it } from 'vitest';
import type { StatusBadgeProps } from './StatusBadge';

describe('given the StatusBadge types', () => {
  it('should accept only the ids of the chosen vocabulary', () => {
    const job: StatusBadgeProps = { kind: 'job', status: 2521 };
    const nomination: StatusBadgeProps = { kind: 'nomination', status: 7 };
    // @ts-expect-error 7 is a nomination status, not a job status.
    const wrongJob: StatusBadgeProps = { kind: 'job', status: 7 };
    // @ts-expect-error 239 is a job status, not a nomination status.
    const wrongNomination: StatusBadgeProps = { kind: 'nomination', status: 239 };
    // @ts-expect-error the kind says which vocabulary the id belongs to.
    const noKind: StatusBadgeProps = { status: 239 };
    expect([job, nomination, wrongJob, wrongNomination, noKind]).toHaveLength(5);
  });
});
