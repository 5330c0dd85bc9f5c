import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserLang, showIn } from './modules/traveller-page/pageLocale';
import TravellerPage from './modules/traveller-page/TravellerPage';

// The travellers' own page (/traveller/{token}): its own small entry, without the staff app's bundle. The
// first screen is drawn in a language the page speaks; the trip's own follows once the page is read.
showIn(browserLang()).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <TravellerPage />
      </I18nProvider>
    </StrictMode>,
  ),
);
