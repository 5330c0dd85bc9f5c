import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { chooseLanguage } from '../../i18n/chooseLanguage';
import { uiLocales } from '../../i18n/locales';

/** The account menu's language choice; each language is named in itself. */
export function LanguageItems() {
  return (
    <>
      <Menu.Label>
        <Trans>Language</Trans>
      </Menu.Label>
      {uiLocales.map((locale) => {
        const current = locale.key === i18n.locale;
        return (
          <Menu.Item
            key={locale.key}
            lang={locale.key}
            aria-current={current || undefined}
            rightSection={current ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => !current && chooseLanguage(locale.key)}
          >
            {locale.label}
          </Menu.Item>
        );
      })}
    </>
  );
}
