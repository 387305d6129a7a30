import { useArmsMutation } from '@arms/api-client';
import { Button, ForgotPasswordForm } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { useAccountStrings } from './strings';

/**
 * `/forgot-password`: emails a link to create a new password (valid 2 hours, spec section 7); an address with
 * no active account gets the catalogue's USER_NOT_FOUND message.
 */
export function ForgotPasswordScreen() {
  const { t } = useAccountStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const send = useArmsMutation('post', '/auth-management');
  const [sent, setSent] = useState<{ email: string; hours: number }>();
  // Asking for another link starts from the address the last one went to.
  const [lastEmail, setLastEmail] = useState('');
  if (sent) {
    return (
      <AccountLayout title={t('forgot.sentTitle')}>
        <p role="status">{t('forgot.sent', { email: sent.email, count: sent.hours })}</p>
        <p>{t('forgot.notReceived')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setLastEmail(sent.email);
            setSent(undefined);
          }}
        >
          {t('forgot.again')}
        </Button>
        <p>
          <Link to="/login">{t('backToLogin')}</Link>
        </p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title={t('forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('forgot.intro')}</p>
      <ForgotPasswordForm
        aria-label={t('forgot.title')}
        defaultEmail={lastEmail}
        onSubmit={async ({ email }) => {
          const answer = (await send.trigger({
            body: { action: 'sendResetPwd', value: { email }, portal: 'crms', lang },
          })) as { expiresInHours?: number } | undefined;
          setSent({ email, hours: answer?.expiresInHours ?? 2 });
        }}
      />
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
