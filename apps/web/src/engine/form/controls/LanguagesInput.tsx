import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type ContentLanguage, contentLanguages, type LanguageTexts } from '@trips/shared/content-languages';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { tr } from '../../../i18n/tr';

interface Props {
  /** What the texts are ('Camino voucher cover page'); each input is named "{label} in {language}". */
  label: string;
  value: Partial<LanguageTexts> | null | undefined;
  onChange: (value: LanguageTexts) => void;
  max: number;
  multiline?: boolean;
  /** Each language's input id, so a failed save can take the user to it. */
  idOf?: (language: ContentLanguage) => string;
  /** Each language's message, keyed by its language ('eng'). */
  errors?: Partial<Record<string, string>>;
  size?: 'xs' | 'sm';
  readOnly?: boolean;
}

const filled = (value: Partial<LanguageTexts> | null | undefined): LanguageTexts => ({
  eng: value?.eng ?? '',
  spn: value?.spn ?? '',
  grm: value?.grm ?? '',
});

/** A text per language side by side, under the visible language names. */
export function LanguagesInput(props: Props) {
  const { label, value, onChange, max, multiline, idOf, errors, size, readOnly } = props;
  const { t } = useLingui();
  const texts = filled(value);
  return (
    <SimpleGrid role="group" aria-label={label} cols={{ base: 1, md: 3 }} spacing="md">
      {contentLanguages.map((language) => {
        const languageName = tr(language.label);
        const error = errors?.[language.key];
        const input = {
          id: idOf?.(language.key),
          label: languageName,
          'aria-label': t`${label} in ${languageName}`,
          size,
          maxLength: max,
          readOnly,
          value: texts[language.key],
          error: error && tr(error),
        };
        const change = (text: string) => onChange({ ...texts, [language.key]: text });
        return multiline ? (
          <GrowingTextarea
            key={language.key}
            {...input}
            minRows={4}
            maxRows={12}
            onChange={(e) => change(e.currentTarget.value)}
          />
        ) : (
          <TextInput key={language.key} {...input} onChange={(e) => change(e.currentTarget.value)} />
        );
      })}
    </SimpleGrid>
  );
}
