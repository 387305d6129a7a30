import { ApiError, useArmsClient, useSession } from '@arms/api-client';
import { loadedMessageFor } from '@arms/domain';
import { LanguageSwitch, LoginForm, PlainLayout } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/documentTitle';

/** Only paths of the admin area are followed after login, so a crafted link cannot send the user elsewhere. */
function safeRedirect(value: string | null): string {
  return value && (value === '/arms' || value.startsWith('/arms/')) ? value : '/arms';
}

/** `/arms/login`: the System Administrator Login (spec section 2); a non-admin gets the spec's code. */
export function LoginScreen() {
  const { t, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { session } = useArmsClient();
  const state = useSession();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  if (state.status === 'authenticated' && state.user.role.includes('arms_admin'))
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <PlainLayout
      brand={t('brand')}
      title={t('login.title')}
      actions={<LanguageSwitch value={lang} onValueChange={(next) => void i18n.changeLanguage(next)} hideLabel />}
    >
      <LoginForm
        aria-label={t('login.title')}
        error={error}
        onSubmit={async (credentials) => {
          setError(undefined);
          try {
            await session.login({ ...credentials, portal: 'arms' });
          } catch (failure) {
            setError(
              failure instanceof ApiError ? failure.localizedMessage(lang) : loadedMessageFor('UNKNOWN_ERROR', lang),
            );
            throw failure;
          }
          navigate(safeRedirect(params.get('redirect')), { replace: true });
        }}
      />
      <p>
        <Link to="/arms/forgot-password">{t('login.forgotPassword')}</Link>
      </p>
    </PlainLayout>
  );
}
