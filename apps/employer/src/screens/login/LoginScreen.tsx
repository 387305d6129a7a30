import { ApiError, useArmsClient, useSession } from '@arms/api-client';
import { homePath, loadedMessageFor } from '@arms/domain';
import { LanguageSwitch, LoginForm, PlainLayout } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/documentTitle';

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
function safeRedirect(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

type Home = Parameters<typeof homePath>[0];

/** `/login`: the recruiter login (spec section 2); afterwards the wanted page, with its jobId. */
export function LoginScreen() {
  const { t, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { session } = useArmsClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const state = useSession();
  useDocumentTitle(t('login.title'));
  // Signed in already (another tab, a bookmark): straight to the wanted page or home.
  if (state.status === 'authenticated') {
    const user: Home = { role: state.user.role, permissions: state.user.permissions, companyId: state.user.companyId };
    return <Navigate to={safeRedirect(params.get('redirect')) ?? homePath(user)} replace />;
  }

  return (
    <PlainLayout
      brand={t('brand')}
      title={t('login.title')}
      actions={<LanguageSwitch value={lang} onValueChange={(next) => void i18n.changeLanguage(next)} hideLabel />}
    >
      <LoginForm
        aria-label={t('login.title')}
        error={error}
        onSubmit={async ({ email, password, remember }) => {
          setError(undefined);
          let user: Home;
          try {
            user = await session.login({ email, password, remember, portal: 'crms' });
          } catch (failure) {
            setError(
              failure instanceof ApiError ? failure.localizedMessage(lang) : loadedMessageFor('UNKNOWN_ERROR', lang),
            );
            throw failure;
          }
          const target = safeRedirect(params.get('redirect')) ?? homePath(user);
          const jobId = params.get('jobId');
          navigate(jobId ? `${target}${target.includes('?') ? '&' : '?'}jobId=${encodeURIComponent(jobId)}` : target, {
            replace: true,
          });
        }}
      />
      <p>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.signUp')}</Link>
      </p>
    </PlainLayout>
  );
}
