import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routeOf } from './App';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App route={routeOf(window.location.pathname, window.location.search)} />
  </StrictMode>,
);
