import { i18n } from '@lingui/core';
import type { ProviderResponsePage } from '@trips/shared/modules/bookings/bookings.schema';
import { useEffect, useState } from 'react';
import { activateLocale } from '../../i18n/activate';
import type { UiLocale } from '../../i18n/locales';

/** German has no catalogue yet: its providers read English. */
const pageLocales: Record<ProviderResponsePage['lang'], UiLocale> = { en: 'en', es: 'es', de: 'en' };

/**
 * The page speaks the provider's language, whatever this browser's own choice: it is shown for this page
 * only, never remembered. False until that language's catalogues are loaded.
 */
export function usePageLocale(lang: ProviderResponsePage['lang'] | undefined): boolean {
  const wanted = lang ? pageLocales[lang] : undefined;
  const [shown, setShown] = useState(i18n.locale);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void activateLocale(wanted).then(() => {
      if (current) setShown(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return !wanted || shown === wanted;
}
