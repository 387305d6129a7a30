import { errorCodeForIssues, type ValidationIssue } from '@arms/domain';
import { fail } from './errors';

/** Throws the catalogue error for failed domain rules (section 5), with the issues as details. */
export function assertValid(issues: readonly ValidationIssue[]): void {
  const code = errorCodeForIssues(issues);
  if (code)
    throw fail(
      code,
      issues.map((i) => ({ field: i.field, code: i.code, params: { ...i.params } })),
    );
}

/** A PostgreSQL unique violation (23505), as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
