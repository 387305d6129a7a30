import type { components } from '@arms/api-client';
import { useEmailStrings } from './strings';

type CustomEmail = components['schemas']['CustomEmail'];

/** An email's delivery status from the outbox: delivered, waiting and failed messages, in words. */
export function Delivery({ email }: { email: CustomEmail }) {
  const { t } = useEmailStrings();
  const { sent, pending, failed } = email.delivery;
  if (sent + pending + failed === 0) return <>{email.status === 'sent' ? t('deliveryNone') : t('notSent')}</>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '2px 10px' }}>
      {sent > 0 && <span style={{ color: 'var(--arms-color-success)' }}>{t('deliverySent', { count: sent })}</span>}
      {pending > 0 && <span>{t('deliveryPending', { count: pending })}</span>}
      {failed > 0 && (
        <strong style={{ color: 'var(--arms-color-danger)' }}>{t('deliveryFailed', { count: failed })}</strong>
      )}
    </span>
  );
}
