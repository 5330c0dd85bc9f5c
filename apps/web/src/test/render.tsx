import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../lib/theme';

// What Mantine asks of a browser that a test DOM may lack (each is set only where missing).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// Mantine 9's autosizing textarea measures again once web fonts load (`document.fonts`).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() as FontFaceSet });
}

const factor = Number(process.env.TEST_TIMEOUT_FACTOR) || 1;
// Waits for what a screen shows (findBy…, waitFor) stretch with the machine's load, as the suite's own do.
configure({ asyncUtilTimeout: 2_000 * factor });

/**
 * The time a test of a whole large form may take (a row editor, the travellers): one render of its thirty
 * controls costs seconds on a loaded machine, where the suite's default is meant for small pieces.
 */
export const largeForm = { timeout: 15_000 * factor };

interface Options {
  language?: 'en' | 'es';
  /** The address the router starts at ('/trips/5?fix=…'). */
  route?: string;
  /** The query client, when the test needs the app's own defaults (its stale time) rather than none. */
  client?: QueryClient;
}

const testClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a piece of the app inside the providers the app gives it (language, theme, dates, modals,
 * notifications, queries, a router), in `language`; `user` types and clicks with no delay between keys.
 * What it drew is taken away after the test (`./setup.ts`).
 */
export function renderWithProviders(
  ui: ReactNode,
  { language = 'en', route = '/', client = testClient() }: Options = {},
) {
  i18n.activate(language);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} env="test">
          <DatesProvider settings={{ firstDayOfWeek: 1, locale: language }}>
            <ModalsProvider>
              <Notifications />
              <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
            </ModalsProvider>
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, user, client };
}

/**
 * Puts a text into a field at once, as a paste does: one change, where typing would re-render a large form
 * at each key (typing itself is what the field controls' own tests check).
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
