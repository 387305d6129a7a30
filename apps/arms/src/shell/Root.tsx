import { useFreshSessionUser } from '@arms/api-client';
import { NavigationProgress, ScreenMetaProvider, ToastProvider } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { TransportEvents } from './TransportEvents';

/** Around every route: the navigation progress bar, toasts, the transport dialogs and screen meta. */
export function Root() {
  const { t } = useTranslation('arms');
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useFreshSessionUser();
  return (
    <ToastProvider>
      <NavigationProgress active={navigation.state !== 'idle'} aria-label={t('loadingPage')} />
      <TransportEvents />
      <ScreenMetaProvider key={pathname}>
        <Outlet />
      </ScreenMetaProvider>
      <ScrollRestoration />
    </ToastProvider>
  );
}
