import { ArmsClientProvider, browserSessionStorage, createArmsClient } from '@arms/api-client';
import { domainResources } from '@arms/domain';
import { ArmsProvider, createAppI18n } from '@arms/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { armsResources } from './resources';

// The admin portal keeps its session apart from the employer portal's (its own cookie and keys).
const client = createArmsClient({ baseUrl: '/api', storage: browserSessionStorage('arms_admin') });
const i18n = createAppI18n({
  namespace: 'arms',
  resources: { en: { ...armsResources.en, ...domainResources.en }, vn: { ...armsResources.vn, ...domainResources.vn } },
});

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
