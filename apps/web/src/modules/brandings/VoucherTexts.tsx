import { useLingui } from '@lingui/react/macro';
import { Indicator, Stack, Tabs, Title } from '@mantine/core';
import {
  brandingLimits,
  type VoucherVariant,
  voucherLanguages,
  voucherPages,
  voucherVariants,
} from '@trips/shared/modules/brandings/brandings.constants';
import { LanguagesInput } from '../../engine/form/controls/LanguagesInput';
import { tr } from '../../i18n/tr';
import type { FieldProps } from './BrandFields';
import {
  getIn,
  inputId,
  pageNames,
  textPath,
  variantNames,
  variantOf,
  voucherTextsLabel,
} from './brandingDraft';

interface Props extends FieldProps {
  variant: VoucherVariant;
  onVariant: (variant: VoucherVariant) => void;
}

/**
 * The customer web site's voucher texts: a tab per variant (Camino, Walking, Cycling), in each the cover
 * and the introduction page, a text per language. A tab holding a problem is marked.
 */
export function VoucherTexts({ editor, readOnly, variant, onVariant }: Props) {
  const { i18n, t } = useLingui();
  const variantName = (v: VoucherVariant) => i18n._(variantNames[v]);
  const withProblemsLabel = (v: VoucherVariant) => {
    const name = variantName(v);
    return t`${name} (has problems)`;
  };
  const withProblems = new Set(Object.keys(editor.problems.fields).map(variantOf));
  const changed = (v: VoucherVariant) =>
    JSON.stringify(editor.draft.customer_web_site_settings.voucher_texts[v]) !==
    JSON.stringify(editor.saved.customer_web_site_settings.voucher_texts[v]);
  return (
    <Tabs value={variant} onChange={(v) => v && onVariant(v as VoucherVariant)} keepMounted={false}>
      <Tabs.List aria-label={t`Voucher variant`}>
        {voucherVariants.map((v) => (
          <Tabs.Tab
            key={v.key}
            value={v.key}
            c={withProblems.has(v.key) ? 'red.7' : undefined}
            aria-label={withProblems.has(v.key) ? withProblemsLabel(v.key) : undefined}
          >
            <Indicator
              disabled={!changed(v.key) && !withProblems.has(v.key)}
              color={withProblems.has(v.key) ? 'red' : 'orange'}
              size={7}
              offset={-4}
              position="top-end"
            >
              {variantName(v.key)}
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
                aria-label={voucherTextsLabel(v.key, page.key)}
              >
                <Title order={3} size="h6">
                  {i18n._(pageNames[page.key])}
                </Title>
                <LanguagesInput
                  label={voucherTextsLabel(v.key, page.key)}
                  multiline
                  max={brandingLimits.text}
                  readOnly={readOnly}
                  value={editor.draft.customer_web_site_settings.voucher_texts[v.key][page.key]}
                  idOf={(language) => inputId(textPath(v.key, page.key, language))}
                  errors={Object.fromEntries(
                    voucherLanguages.map((l) => {
                      const problem = editor.problems.fields[textPath(v.key, page.key, l.key)];
                      return [l.key, problem && tr(problem, i18n)];
                    }),
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
