import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { rememberLocale, type UiLocale, uiLocales } from '../../i18n/locales';
import classes from './AuthLayout.module.css';

/** Someone not signed in picks the language on this device; the page reloads in it. */
function chooseSignedOutLanguage(locale: UiLocale) {
  rememberLocale(locale);
  window.location.reload();
}

/** English / Español under the card, each named in its own language; the one shown is not a link. */
function LanguageSwitch() {
  const { t } = useLingui();
  return (
    <Group component="nav" aria-label={t`Language`} justify="center" gap="xs">
      {uiLocales.map((locale, index) => {
        const current = locale.key === i18n.locale;
        return (
          <Group key={locale.key} gap="xs">
            {index > 0 && (
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
            )}
            {current ? (
              <Text size="sm" fw={600} lang={locale.key} aria-current="true">
                {locale.label}
              </Text>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                lang={locale.key}
                onClick={() => chooseSignedOutLanguage(locale.key)}
              >
                {locale.label}
              </Anchor>
            )}
          </Group>
        );
      })}
    </Group>
  );
}

/** The signed-out screens: one centered card on a calm background, and the language switch. */
export default function AuthLayout() {
  return (
    <main className={classes.page}>
      <Stack className={classes.card} gap="lg">
        <Group justify="center" gap="xs">
          <ThemeIcon size="lg" radius="md" aria-hidden>
            <IconRoute size={20} />
          </ThemeIcon>
          <Text fw={700} size="xl" c="indigo.9">
            Trip Back-Office
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Outlet />
        </Paper>
        <LanguageSwitch />
      </Stack>
    </main>
  );
}
