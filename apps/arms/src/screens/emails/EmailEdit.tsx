import { useArmsQuery } from '@arms/api-client';
import { PageHeader, useScreenMeta } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailed, Loading, useLang } from '../../shell/content';
import { Delivery } from './Delivery';
import { EmailForm } from './EmailForm';
import { useEmailStrings } from './strings';

/** `/arms/emails/{id}/edit`: a custom email's delivery so far, and its form to change and (re)send it. */
export function EmailEdit() {
  const { t } = useEmailStrings();
  const { t: tArms } = useTranslation('arms');
  const { locale } = useLang();
  const id = Number(useParams().id);
  const email = useArmsQuery(
    '/custom-emails/{id}',
    Number.isInteger(id) && id > 0 ? { params: { path: { id } } } : null,
  );
  useScreenMeta({ title: email.data?.subject });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageHeader
        title={email.data?.subject ?? tArms('domain.route.armsEmailEdit')}
        description={t('form.editIntro')}
      />
      {email.error ? (
        <LoadFailed error={email.error} onRetry={() => void email.reload()} />
      ) : !email.data ? (
        <Loading lines={6} />
      ) : (
        <>
          {email.data.status === 'sent' && (
            <section
              aria-labelledby="email-delivery"
              style={{
                border: '1px solid var(--arms-color-border)',
                borderRadius: 10,
                padding: 16,
                marginBottom: 24,
                background: 'var(--arms-color-surface)',
                maxWidth: 960,
              }}
            >
              <h2 id="email-delivery" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
                {t('form.status')}
              </h2>
              <p style={{ margin: '0 0 4px' }}>
                {email.data.sentAt &&
                  t('form.lastSent', { date: date.format(new Date(email.data.sentAt)), count: email.data.sentCount })}
              </p>
              <Delivery email={email.data} />
            </section>
          )}
          <EmailForm key={email.data.updatedAt} email={email.data} />
        </>
      )}
    </>
  );
}
