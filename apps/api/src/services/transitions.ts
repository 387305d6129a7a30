import { nextStatuses } from '@arms/domain';
import { ApiError, type ErrorDetail } from '../http/errors';

/**
 * One illegal move (section 4 transitions) as an error detail: the statuses moved from and to and the
 * allowed next ones (docs/decisions/0050); `id` names the nomination when several move at once.
 */
export function illegalTransitionDetail(from: number, to: number, field = 'status', id?: number): ErrorDetail {
  return {
    field,
    code: 'nomination.illegalTransition',
    params: { ...(id === undefined ? {} : { id }), from, to, allowed: nextStatuses(from).join(',') },
  };
}

/** An illegal move of one nomination: ILLEGAL_TRANSITION (409), nothing changed. */
export function illegalTransition(from: number, to: number): ApiError {
  return new ApiError('ILLEGAL_TRANSITION', [illegalTransitionDetail(from, to)]);
}
