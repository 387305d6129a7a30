import { placeholders, type JobStatusId, type NominationStatusId } from '@arms/domain';
import { type HTMLAttributes, type Ref } from 'react';
import { useUiTranslation } from '../i18n';
import { warning } from '../internal/warning';
import { Dot, Root } from './StatusBadge.styles';
import { statusBadgeLook } from './tones';

const notApplicable = placeholders.byId('notApplicable')?.labelKey ?? 'domain.placeholder.notApplicable';

/** A job status (Open 239 ... Successful 2522) or a nomination status (1 to 12); the ids cannot be mixed up. */
export type StatusBadgeStatus =
  | {
      /** Which vocabulary `status` belongs to. */
      kind: 'job';
      /** A job status id of @arms/domain's `jobStatuses`: 239, 240, 242, 2521 or 2522. */
      status: JobStatusId;
    }
  | {
      kind: 'nomination';
      /** A nomination (job-resume) status id of @arms/domain's `nominationStatuses`, 1 to 12. */
      status: NominationStatusId;
    };

export type StatusBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  StatusBadgeStatus & {
    ref?: Ref<HTMLSpanElement>;
  };

/**
 * A status as a coloured label: the text is the vocabulary's translated label, so colour is never the
 * only signal. Job statuses take their master-data colour's nearest theme tone; nomination statuses
 * take a tone by outcome (in progress, offered, hired, unsuccessful, closed).
 */
export function StatusBadge({ kind, status, ref, ...rest }: StatusBadgeProps) {
  const { t } = useUiTranslation();
  const look = statusBadgeLook(kind, status);
  warning(!look, `StatusBadge: ${String(status)} is not a ${kind} status id.`);
  return (
    <Root ref={ref} {...rest} data-kind={kind} data-status={String(status)} data-variant={look?.tone ?? 'neutral'}>
      <Dot aria-hidden="true" />
      <span>{t(look?.labelKey ?? notApplicable)}</span>
    </Root>
  );
}
