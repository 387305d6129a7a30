import { useArmsMutation } from '@arms/api-client';
import { canTransition, nominationStatuses } from '@arms/domain';
import { useToast } from '@arms/ui';
import { useState } from 'react';
import { InterviewDialog } from './InterviewDialog';
import { errorMessage, useLang, type Nomination } from './shared';
import { useJobDetailStrings } from './strings';

/** What every move refreshes: the job's nominations and the open nomination. */
export const nominationQueries = ['/jobs/{id}/resumes', '/job-resumes/{id}', '/jobs/{id}/histories'];
/** What scheduling, rescheduling or cancelling an interview refreshes: the nomination and its interviews. */
export const interviewQueries = [...nominationQueries, '/job-resumes/{id}/interviews'];

/**
 * Moves a nomination along @arms/domain's transitions: a move the table refuses is stopped here with the
 * rule's message and nothing is sent; a move to Interview first asks for the interview (the API moves the
 * nomination when it sends the invitation); every other move is one PATCH, the server staying the authority.
 */
export function useNominationMove() {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel } = useLang();
  const toast = useToast();
  const [interviewFor, setInterviewFor] = useState<Nomination | null>(null);
  const patch = useArmsMutation('patch', '/job-resumes/{id}/status', { invalidates: nominationQueries });

  const refuse = (nomination: Nomination, to: number) =>
    toast.error(
      t('domain.validation.nomination.illegalTransition', {
        fromName: statusLabel(nomination.status),
        toName: statusLabel(to),
      }),
    );

  const move = async (nomination: Nomination, to: number) => {
    if (!canTransition(nomination.status, to)) {
      refuse(nomination, to);
      return;
    }
    if (to === nominationStatuses.idOf.interview) {
      setInterviewFor(nomination);
      return;
    }
    try {
      await patch.trigger({ params: { path: { id: nomination.id } }, body: { status: to as never } });
      toast.success(
        s('pipeline.moved', {
          name: `${nomination.resume.firstName} ${nomination.resume.lastName}`,
          status: statusLabel(to),
        }),
      );
    } catch (error) {
      toast.error(errorMessage(error, lang, t, statusLabel));
    }
  };

  const element = (
    <InterviewDialog
      nomination={interviewFor}
      onOpenChange={(open) => {
        if (!open) setInterviewFor(null);
      }}
    />
  );
  return { move, refuse, busy: patch.isMutating, element };
}
