import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale } from './i18n/activate';
import { storedLocale } from './i18n/locales';

// The first screen is drawn in the user's language, never English first and then switched.
activateLocale(storedLocale()).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
