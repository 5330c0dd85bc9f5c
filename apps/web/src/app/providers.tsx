import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
// Month and day names of the calendars in Spanish (English is dayjs's own).
import 'dayjs/locale/es';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/queryClient';
import { styleNonce } from '../lib/styleNonce';
import { cssVariablesResolver, theme } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          getStyleNonce={styleNonce}
        >
          {/* Calendar weeks start on Monday (spec part 1 §9); months and days named in the interface's language. */}
          <DatesProvider settings={{ firstDayOfWeek: 1, locale: i18n.locale }}>
            <ModalsProvider>
              {/* Hovering a toast keeps that one open, not every toast (Mantine 8's way; 9 pauses them all). */}
              <Notifications
                position="top-center"
                autoClose={2000}
                limit={5}
                pauseResetOnHover="notification"
              />
              {children}
            </ModalsProvider>
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
