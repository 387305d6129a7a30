import { useArmsMutation } from '@arms/api-client';
import { validateEmail } from '@arms/domain';
import { Button, TextField, useArmsForm } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountLayout, formStyle } from './AccountLayout';
import { useAccountStrings } from './strings';

interface Values {
  email: string;
}

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
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { email: '' },
    validate: (values) => validateEmail(values.email),
    successMessage: false,
  });

  if (sent) {
    return (
      <AccountLayout title={t('forgot.sentTitle')}>
        <p role="status">{t('forgot.sent', { email: sent.email, count: sent.hours })}</p>
        <p>{t('forgot.notReceived')}</p>
        <Button variant="secondary" onClick={() => setSent(undefined)}>
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
      <form
        noValidate
        aria-label={t('forgot.title')}
        style={formStyle}
        onSubmit={onSubmit(async ({ email }) => {
          const answer = (await send.trigger({
            body: { action: 'sendResetPwd', value: { email: email.trim() }, portal: 'crms', lang },
          })) as { expiresInHours?: number } | undefined;
          setSent({ email: email.trim(), hours: answer?.expiresInHours ?? 2 });
        })}
      >
        <TextField
          label={t('forgot.email')}
          type="email"
          required
          autoComplete="email"
          error={errorOf('email')}
          {...form.register('email')}
        />
        {formError && <p role="alert">{formError}</p>}
        <Button type="submit" variant="primary" fullWidth disabled={sending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
