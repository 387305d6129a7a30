import { ApiError, useArmsClient } from '@arms/api-client';
import { messageFor } from '@arms/domain';
import { LanguageSwitch, LoginForm, PlainLayout } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../usePageTitle';

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** `/login`: the recruiter login (spec section 2); afterwards the wanted page, with its jobId. */
export function LoginScreen() {
  const { t, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { session } = useArmsClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  usePageTitle(t('login.title'));

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
          try {
            await session.login({ email, password, remember, portal: 'crms' });
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.localizedMessage(lang) : messageFor('UNKNOWN_ERROR', lang));
            throw failure;
          }
          const target = safeRedirect(params.get('redirect'));
          const jobId = params.get('jobId');
          navigate(jobId ? `${target}${target.includes('?') ? '&' : '?'}jobId=${encodeURIComponent(jobId)}` : target, {
            replace: true,
          });
        }}
      />
    </PlainLayout>
  );
}
