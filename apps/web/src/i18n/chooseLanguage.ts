import { api } from '../lib/api';
import { session } from '../lib/session';
import { rememberLocale, type UiLocale } from './locales';

/**
 * Shows the app in another language: a signed-in user's choice is kept with their profile; the page then
 * reloads in it (the leave guard still asks first about unsaved edits).
 */
export async function chooseLanguage(locale: UiLocale) {
  const user = session.user();
  if (user) {
    await api.put('/profile/language', { language: locale });
    session.saveUser({ ...user, language: locale });
  }
  rememberLocale(locale);
  window.location.reload();
}
