import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useSessionUser } from '../lib/useSession';
import { rememberLocale } from './locales';

/** After sign-in on a device showing another language, the page comes back in the user's own. */
export function useLocaleSync() {
  const language = useSessionUser()?.language;
  useEffect(() => {
    if (!language || language === i18n.locale) return;
    rememberLocale(language);
    window.location.reload();
  }, [language]);
}
