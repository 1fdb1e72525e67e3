// First, so the tokens, resets and globals come before every component's own CSS in the cascade.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { Providers, queryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { FIRST_SCREEN_STATE_ID, STYLE_ATTRIBUTE, type FirstScreenState } from './first-screen-id';

/**
 * The data the server made the first screen from (decision 031), or null on a page it did not
 * make. It is of the data version served now, so it counts as just fetched: no query asks again.
 */
function firstScreenState(): FirstScreenState | null {
  const script = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!script?.textContent) return null;
  const state = JSON.parse(script.textContent) as FirstScreenState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  return state;
}

/** The API URLs the server made this page's first screen from (none on a page it did not make). */
let firstScreenApiUrls: readonly string[] = [];

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('Element #root ontbreekt in index.html');
  const state = firstScreenState();
  // The chosen participant the server rendered with: hydration reads it (then the store's own).
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers gekozenOpServer={state?.gekozen ?? null}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  firstScreenApiUrls = state?.apiUrls ?? [];
  if (state) {
    for (const element of container.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
      element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? '';
      element.removeAttribute(STYLE_ATTRIBUTE);
    }
    hydrate(queryClient, state);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
} catch (error) {
  // docs/spec.md section 8: start-up failures go to the console only.
  console.error(error);
}

// Offline reading (docs/decisions/014): the service worker is registered after the load, from a
// chunk of its own, so it costs the first screen nothing. Not in `vite dev` (no sw.js there).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./lib/offline/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(firstScreenApiUrls))
      .catch((error: unknown) => console.warn(error));
  });
}
