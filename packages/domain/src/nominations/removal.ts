import { nominationStatuses, type NominationStatusId } from './statuses';

/**
 * The statuses in which a nomination may be removed (section 7 "DELETE jobs/resume/{id}";
 * docs/decisions/0086): Open and Not Suitable/No Feedback, where nothing happened with the candidate
 * yet. Once the candidate is under review, interviewed, offered or placed, the record is history the
 * reports count, so it can only move along the transitions.
 */
export const removableNominationStatuses = [
  nominationStatuses.idOf.open,
  nominationStatuses.idOf.notSuitable,
] as const satisfies readonly NominationStatusId[];

/** Whether a nomination in this status may be removed (docs/decisions/0086). */
export function canRemoveNomination(status: number): boolean {
  return (removableNominationStatuses as readonly number[]).includes(status);
}
