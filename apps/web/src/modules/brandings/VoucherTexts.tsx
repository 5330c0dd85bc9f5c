import { Indicator, Stack, Tabs, Title } from '@mantine/core';
import {
  brandingLimits,
  type VoucherVariant,
  voucherLanguages,
  voucherPages,
  voucherVariants,
} from '@trips/shared/modules/brandings/brandings.constants';
import { LanguagesInput } from '../../engine/form/controls/LanguagesInput';
import type { FieldProps } from './BrandFields';
import { getIn, inputId, textPath, variantOf } from './brandingDraft';

interface Props extends FieldProps {
  variant: VoucherVariant;
  onVariant: (variant: VoucherVariant) => void;
}

/**
 * The customer web site's voucher texts: a tab per variant (Camino, Walking, Cycling), in each the cover
 * and the introduction page, a text per language. A tab holding a problem is marked.
 */
export function VoucherTexts({ editor, readOnly, variant, onVariant }: Props) {
  const withProblems = new Set(Object.keys(editor.problems.fields).map(variantOf));
  const changed = (v: VoucherVariant) =>
    JSON.stringify(editor.draft.customer_web_site_settings.voucher_texts[v]) !==
    JSON.stringify(editor.saved.customer_web_site_settings.voucher_texts[v]);
  return (
    <Tabs value={variant} onChange={(v) => v && onVariant(v as VoucherVariant)} keepMounted={false}>
      <Tabs.List aria-label="Voucher variant">
        {voucherVariants.map((v) => (
          <Tabs.Tab
            key={v.key}
            value={v.key}
            c={withProblems.has(v.key) ? 'red.7' : undefined}
            aria-label={withProblems.has(v.key) ? `${v.label} (has problems)` : undefined}
          >
            <Indicator
              disabled={!changed(v.key) && !withProblems.has(v.key)}
              color={withProblems.has(v.key) ? 'red' : 'orange'}
              size={7}
              offset={-4}
              position="top-end"
            >
              {v.label}
            </Indicator>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {voucherVariants.map((v) => (
        <Tabs.Panel key={v.key} value={v.key} pt="md">
          <Stack gap="lg">
            {voucherPages.map((page) => (
              <Stack
                key={page.key}
                gap="xs"
                component="section"
                aria-label={`${v.label} ${page.label.toLowerCase()}`}
              >
                <Title order={3} size="h6">
                  {page.label}
                </Title>
                <LanguagesInput
                  label={`${v.label} ${page.label.toLowerCase()}`}
                  multiline
                  max={brandingLimits.text}
                  readOnly={readOnly}
                  value={editor.draft.customer_web_site_settings.voucher_texts[v.key][page.key]}
                  idOf={(language) => inputId(textPath(v.key, page.key, language))}
                  errors={Object.fromEntries(
                    voucherLanguages.map((l) => [
                      l.key,
                      editor.problems.fields[textPath(v.key, page.key, l.key)],
                    ]),
                  )}
                  onChange={(texts) => {
                    for (const l of voucherLanguages) {
                      const path = textPath(v.key, page.key, l.key);
                      if (texts[l.key] !== getIn(editor.draft, path)) editor.edit(path, texts[l.key]);
                    }
                  }}
                />
              </Stack>
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
