import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './styles/global.css';

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
