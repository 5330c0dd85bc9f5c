import { useLingui } from '@lingui/react/macro';
import { type PageLang, pageLangs } from '@trips/shared/modules/traveller-links/traveller-links.constants';
import { langNames } from './pageLocale';
import classes from './TravellerPage.module.css';

/** English, Spanish or German, whatever the trip's own language. */
export function LanguageSwitch({ lang, onChange }: { lang: PageLang; onChange: (lang: PageLang) => void }) {
  const { t } = useLingui();
  return (
    <div className={classes.languages}>
      <label htmlFor="page-language">{t`Language`}</label>
      <select id="page-language" value={lang} onChange={(e) => onChange(e.currentTarget.value as PageLang)}>
        {pageLangs.map((key) => (
          <option key={key} value={key} lang={key}>
            {langNames[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
