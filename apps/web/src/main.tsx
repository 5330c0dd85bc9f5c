import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/preloadScreen';
import { activateLocale } from './i18n/activate';
import { storedLocale } from './i18n/locales';

// The first screen is drawn in the user's language, never English first and then switched, and drawn
// whole: its code is loaded while the language is.
Promise.allSettled([activateLocale(storedLocale()), preloadScreen(window.location.pathname)]).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
