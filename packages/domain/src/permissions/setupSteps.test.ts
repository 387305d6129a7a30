import { describe, expect, it } from 'vitest';
import { employerRoutes } from './routes';
import { canOpenSetupStep, setupSteps } from './setupSteps';

describe('given the six setup steps', () => {
  it('should name six distinct steps, each on a route of the employer table', () => {
    expect(setupSteps).toHaveLength(6);
    expect(new Set(setupSteps.map((step) => step.id)).size).toBe(6);
    for (const step of setupSteps) expect(employerRoutes.map((route) => route.path)).toContain(step.path);
  });

  it('should let an account administrator open every step', () => {
    const admin = { role: ['account_admin'], permissions: [] };
    expect(setupSteps.every((step) => canOpenSetupStep(admin, step.id))).toBe(true);
  });

  it.each([
    ['firstJob', ['post_job'], true],
    ['firstJob', [], false],
    ['users', ['add_user'], true],
    ['resumeFormat', ['add_user', 'post_job'], false],
  ] as const)('should check %s for hr_staff with %j by the route guard (%s)', (id, permissions, allowed) => {
    expect(canOpenSetupStep({ role: ['hr_staff'], permissions }, id)).toBe(allowed);
  });
});
