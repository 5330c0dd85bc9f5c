import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Select } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { type TemplateLanguage, templateLanguages } from '@trips/shared/templates/registry';
import { languageNames } from './templateTexts';

interface Props {
  brands: readonly LookupItem[];
  brandingId: number;
  lang: TemplateLanguage;
  onChange: (brandingId: number, lang: TemplateLanguage) => void;
}

/** Which brand's text, in which language. */
export function PlacePicker({ brands, brandingId, lang, onChange }: Props) {
  const { i18n, t } = useLingui();
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t`Brand`}
        data={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        value={String(brandingId)}
        onChange={(value) => value && onChange(Number(value), lang)}
        allowDeselect={false}
        w={240}
      />
      <SegmentedControl
        aria-label={t`Language`}
        data={templateLanguages.map((l) => ({ value: l, label: i18n._(languageNames[l]) }))}
        value={lang}
        onChange={(value) => onChange(brandingId, value as TemplateLanguage)}
      />
    </Group>
  );
}
