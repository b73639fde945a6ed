import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// base styles first, so component styles (imported by the app) override them
import './styles.css';
import { App } from './app/App';
import { preloadRoute } from './app/routes';

// fetch the current screen's chunk while React starts, not after it has rendered
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
