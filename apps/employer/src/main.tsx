import { ArmsClientProvider, browserSessionStorage, createArmsClient } from '@arms/api-client';
import { ArmsProvider } from '@arms/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createI18n } from './i18n';

const client = createArmsClient({ baseUrl: '/api', storage: browserSessionStorage('arms') });
const i18n = createI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ArmsClientProvider client={client}>
      <ArmsProvider i18n={i18n}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ArmsProvider>
    </ArmsClientProvider>
  </StrictMode>,
);
