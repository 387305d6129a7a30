import { ApiError, useArmsMutation, useArmsQuery } from '@arms/api-client';
import { passwordLength, validateEmail, validateNewPassword } from '@arms/domain';
import { Button, LanguageSwitch, PasswordField, PlainLayout, TextField, useArmsForm, useToast } from '@arms/ui';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/useRouteMeta';
import { useAdminAccountStrings } from './strings';

const formStyle = { display: 'grid', gap: 16 } as const;

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
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<{ email: string }>({
    defaultValues: { email: '' },
    validate: (values) => validateEmail(values.email),
    successMessage: false,
  });

  if (sent) {
    return (
      <Layout title={t('forgot.sentTitle')}>
        <p role="status">{t('forgot.sent', { email: sent.email, count: sent.hours })}</p>
        <p>{t('forgot.notReceived')}</p>
        <Button variant="secondary" onClick={() => setSent(undefined)}>
          {t('forgot.again')}
        </Button>
        <BackToLogin />
      </Layout>
    );
  }
  return (
    <Layout title={t('forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('forgot.intro')}</p>
      <form
        noValidate
        aria-label={t('forgot.title')}
        style={formStyle}
        onSubmit={onSubmit(async ({ email }) => {
          const answer = (await send.trigger({
            body: { action: 'sendResetPwd', value: { email: email.trim() }, portal: 'arms', lang },
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

interface ResetValues {
  password: string;
  confirmPassword: string;
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
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    successMessage: false,
  });

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
  const email = check.data?.email;
  const field = (name: keyof ResetValues, label: string, hint?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => (
        <PasswordField
          label={label}
          hint={hint}
          required
          autoComplete="new-password"
          error={errorOf(name)}
          name={control.name}
          value={control.value}
          onValueChange={control.onChange}
          onBlur={control.onBlur}
          ref={control.ref}
        />
      )}
    />
  );
  return (
    <Layout title={t('reset.title')}>
      <p style={{ marginTop: 0 }} aria-live="polite">
        {email ? t('reset.forEmail', { email }) : t('reset.checking')}
      </p>
      <form
        noValidate
        aria-label={t('reset.title')}
        style={formStyle}
        onSubmit={onSubmit(async (values) => {
          await save.trigger({ body: { action: 'resetPwdLong', value: { token, ...values } } });
          toast.success(t('reset.saved'));
          navigate('/arms/login', { replace: true });
        })}
      >
        {field('password', t('reset.password'), t('reset.passwordHint', { min: passwordLength.min }))}
        {field('confirmPassword', t('reset.confirmPassword'))}
        {formError && <p role="alert">{formError}</p>}
        <Button type="submit" variant="primary" fullWidth disabled={sending || !email}>
          {t('reset.submit')}
        </Button>
      </form>
      <BackToLogin />
    </Layout>
  );
}
