import { ArmsClientProvider, browserSessionStorage, createArmsClient } from '@arms/api-client';
import { ArmsProvider } from '@arms/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from './i18n';
import { createAdminRouter } from './shell/router';

// The admin portal keeps its session apart from the employer portal's (its own cookie and keys).
const client = createArmsClient({ baseUrl: '/api', storage: browserSessionStorage('arms_admin') });
const i18n = createI18n();
const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ArmsClientProvider client={client}>
      <ArmsProvider i18n={i18n}>
        <RouterProvider router={router} />
      </ArmsProvider>
    </ArmsClientProvider>
  </StrictMode>,
);
