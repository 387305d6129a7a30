import { ArmsClientProvider, browserSessionStorage, createArmsClient } from '@arms/api-client';
import { ArmsProvider } from '@arms/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from './i18n';
import { createEmployerRouter } from './shell/router';

const client = createArmsClient({ baseUrl: '/api', storage: browserSessionStorage('arms') });
const i18n = createI18n();
const router = createEmployerRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ArmsClientProvider client={client}>
      <ArmsProvider i18n={i18n}>
        <RouterProvider router={router} />
      </ArmsProvider>
    </ArmsClientProvider>
  </StrictMode>,
);
