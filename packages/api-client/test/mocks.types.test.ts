import { describe, expect, it } from 'vitest';
import { aJob, armsHttp, listOf } from '../src/mocks';

// These lines are checked by the typecheck (tsc -b): a mock that does not match the contract must
// fail to compile, so each @ts-expect-error below is itself a test.
describe('given the typed MSW handlers', () => {
  it('should accept a mock that matches the contract and refuse ones that do not', () => {
    const handlers = [
      armsHttp.get('/jobs', ({ response }) => response(200).json(listOf([aJob()]))),
      // @ts-expect-error a job list without `total` does not match the contract
      armsHttp.get('/jobs', ({ response }) => response(200).json({ limit: 1, skip: 0, data: [] })),
      // @ts-expect-error `/nope` is not a path of the API
      armsHttp.get('/nope', () => new Response()),
      // @ts-expect-error the login answers 201, not 200
      armsHttp.post('/auth', ({ response }) => response(200).json({ accessToken: 'x' })),
    ];
    expect(handlers).toHaveLength(4);
  });
});
