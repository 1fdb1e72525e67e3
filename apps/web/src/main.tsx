// First, so the tokens, resets and globals come before every component's own CSS in the cascade.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('Element #root ontbreekt in index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
} catch (error) {
  // docs/spec.md section 8: start-up failures go to the console only.
  console.error(error);
}

// Offline reading (docs/decisions/014): the service worker is registered after the load, from a
// chunk of its own, so it costs the first screen nothing. Not in `vite dev` (no sw.js there).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./lib/offline/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn(error));
  });
}
