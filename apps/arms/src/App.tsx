import { ApiError, useArmsClient, useSession, useTransportEvents } from '@arms/api-client';
import { messageFor, routeAccess } from '@arms/domain';
import { AppLayout, LanguageSwitch, LoginForm, PlainLayout, ServerDownDialog } from '@arms/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

function usePageTitle(title: string) {
  const { t } = useTranslation('arms');
  useEffect(() => {
    document.title = `${title} | ${t('titleSuffix')}`;
  }, [title, t]);
}

function Language() {
  const { i18n } = useTranslation('arms');
  return (
    <LanguageSwitch
      value={i18n.language === 'vn' ? 'vn' : 'en'}
      onValueChange={(l) => void i18n.changeLanguage(l)}
      hideLabel
    />
  );
}

/** `/arms/login`: the System Administrator Login (spec section 2). */
function LoginScreen() {
  const { t, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { session } = useArmsClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  usePageTitle(t('login.title'));
  return (
    <PlainLayout brand={t('brand')} title={t('login.title')} actions={<Language />}>
      <LoginForm
        aria-label={t('login.title')}
        error={error}
        onSubmit={async (credentials) => {
          setError(undefined);
          try {
            await session.login({ ...credentials, portal: 'arms' });
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.localizedMessage(lang) : messageFor('UNKNOWN_ERROR', lang));
            throw failure;
          }
          const redirect = params.get('redirect');
          navigate(redirect?.startsWith('/arms') ? redirect : '/arms', { replace: true });
        }}
      />
    </PlainLayout>
  );
}

/** The route guard of section 4 for admin paths (login at /arms/login). */
function Guard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('arms');
  const { session } = useArmsClient();
  const state = useSession();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (state.status === 'unverified') session.verify().catch(() => setFailed(true));
  }, [session, state.status]);
  if (state.status === 'unverified' && !failed) return <p aria-live="polite">{t('loading')}</p>;
  const user =
    state.status === 'authenticated'
      ? { role: state.user.role, permissions: state.user.permissions, companyId: state.user.companyId }
      : null;
  const decision = routeAccess(user, { pathname: location.pathname, search: location.search });
  return decision.kind === 'allow' ? <>{children}</> : <Navigate to={decision.to} replace />;
}

/** `/arms`: where the platform administrator lands after signing in. */
function HomeScreen() {
  const { t } = useTranslation('arms');
  const { session } = useArmsClient();
  const state = useSession();
  const navigate = useNavigate();
  usePageTitle(t('home.title'));
  if (state.status !== 'authenticated') return null;
  const { user } = state;
  return (
    <AppLayout
      logo={
        <Link to="/arms" style={{ color: 'inherit', textDecoration: 'none' }}>
          {t('brand')}
        </Link>
      }
      menu={[]}
      renderLink={({ href, children, current }) => (
        <Link to={href} aria-current={current ? 'page' : undefined}>
          {children}
        </Link>
      )}
      user={{ fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
      onLogout={() => void session.logout().then(() => navigate('/arms/login', { replace: true }))}
      headerActions={<Language />}
    >
      <h1 style={{ marginTop: 0 }}>{t('home.title')}</h1>
      <p>{t('home.signedInAs', { email: user.email })}</p>
    </AppLayout>
  );
}

function NotFoundScreen() {
  const { t } = useTranslation('arms');
  usePageTitle(t('notFound.title'));
  return (
    <PlainLayout brand={t('brand')} title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link to="/arms">{t('notFound.home')}</Link>
    </PlainLayout>
  );
}

/**
 * Transport events (spec section 8): the server-down dialog; an expired session on an admin path goes
 * straight to /arms/login (the Session Expired dialog is the employer portal's).
 */
function TransportEvents() {
  const { serverDown, sessionExpired, acknowledgeSessionExpired } = useTransportEvents();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sessionExpired) return;
    acknowledgeSessionExpired();
    navigate(sessionExpired.loginPath, { replace: true });
  }, [sessionExpired, acknowledgeSessionExpired, navigate]);
  return <ServerDownDialog open={serverDown !== null} onRetry={() => serverDown?.retry() ?? Promise.resolve(true)} />;
}

export function App() {
  return (
    <>
      <TransportEvents />
      <Routes>
        <Route path="/arms/login" element={<LoginScreen />} />
        <Route
          path="/arms"
          element={
            <Guard>
              <HomeScreen />
            </Guard>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </>
  );
}
