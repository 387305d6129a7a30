import { ApiError, useArmsMutation, useArmsQuery } from '@arms/api-client';
import { Button, ForgotPasswordForm, LanguageSwitch, NewPasswordForm, PlainLayout, useToast } from '@arms/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/documentTitle';
import { useAdminAccountStrings } from './strings';

/** The plain layout of the admin's public screens, with the language switch. */
function Layout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('arms');
  useDocumentTitle(title);
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  return (
    <PlainLayout
      brand={t('brand')}
      title={title}
      actions={<LanguageSwitch value={lang} onValueChange={(next) => void i18n.changeLanguage(next)} hideLabel />}
    >
      {children}
    </PlainLayout>
  );
}

function BackToLogin() {
  const { t } = useAdminAccountStrings();
  return (
    <p>
      <Link to="/arms/login">{t('backToLogin')}</Link>
    </p>
  );
}

/**
 * `/arms/forgot-password`: the administrator's reset (spec sections 2 and 8). Without a token it emails a
 * link (valid 2 hours; USER_NOT_FOUND's message when no active account has the address); the emailed link
 * comes back here with `?token=…` to set the new password.
 */
export function ForgotPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPassword token={token} /> : <SendLink />;
}

function SendLink() {
  const { t } = useAdminAccountStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const send = useArmsMutation('post', '/auth-management');
  const [sent, setSent] = useState<{ email: string; hours: number }>();
  // Asking for another link starts from the address the last one went to.
  const [lastEmail, setLastEmail] = useState('');

  if (sent) {
    return (
      <Layout title={t('forgot.sentTitle')}>
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
        <BackToLogin />
      </Layout>
    );
  }
  return (
    <Layout title={t('forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('forgot.intro')}</p>
      <ForgotPasswordForm
        aria-label={t('forgot.title')}
        defaultEmail={lastEmail}
        onSubmit={async ({ email }) => {
          const answer = (await send.trigger({
            body: { action: 'sendResetPwd', value: { email }, portal: 'arms', lang },
          })) as { expiresInHours?: number } | undefined;
          setSent({ email, hours: answer?.expiresInHours ?? 2 });
        }}
      />
      <BackToLogin />
    </Layout>
  );
}

/** Which explanation a refused token gets: expired, already used, or not valid at all. */
function reasonOf(error: unknown): 'expired' | 'used' | 'invalid' {
  if (error instanceof ApiError && error.code === 'TOKEN_IS_EXPIRED') return 'expired';
  if (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') return 'used';
  return 'invalid';
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useAdminAccountStrings();
  const navigate = useNavigate();
  const toast = useToast();
  const usable = token.length >= 10 && token.length <= 200;
  const check = useArmsQuery('/users/check-token', usable ? { params: { query: { token } } } : null, {
    keepPreviousData: false,
  });
  const save = useArmsMutation('post', '/auth-management');

  if (!usable || check.error) {
    return (
      <Layout title={t('reset.invalidTitle')}>
        <p role="alert">{t(`reset.${usable ? reasonOf(check.error) : 'invalid'}`)}</p>
        <p>
          <Link to="/arms/forgot-password">{t('reset.newLink')}</Link>
        </p>
        <BackToLogin />
      </Layout>
    );
  }
  return (
    <Layout title={t('reset.title')}>
      <NewPasswordForm
        aria-label={t('reset.title')}
        email={check.data?.email}
        onSubmit={async (values) => {
          await save.trigger({ body: { action: 'resetPwdLong', value: { token, ...values } } });
          toast.success(t('reset.saved'));
          navigate('/arms/login', { replace: true });
        }}
      />
      <BackToLogin />
    </Layout>
  );
}
