import { ArmsProvider, createAppI18n } from '@arms/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { candidateResources } from './resources';

const i18n = createAppI18n({ namespace: 'candidate', resources: candidateResources });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ArmsProvider i18n={i18n}>
      <App />
    </ArmsProvider>
  </StrictMode>,
);
