import { Indicator, SimpleGrid, Stack, Tabs, Textarea, Title } from '@mantine/core';
import {
  type VoucherVariant,
  voucherLanguages,
  voucherPages,
  voucherVariants,
} from '@trips/shared/modules/brandings/brandings.constants';
import type { FieldProps } from './BrandFields';
import { inputId, textPath, variantOf } from './brandingDraft';

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
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                  {voucherLanguages.map((language) => {
                    const path = textPath(v.key, page.key, language.key);
                    const value =
                      editor.draft.customer_web_site_settings.voucher_texts[v.key][page.key][language.key];
                    return (
                      <Textarea
                        key={language.key}
                        id={inputId(path)}
                        label={language.label}
                        aria-label={`${v.label} ${page.label.toLowerCase()} in ${language.label}`}
                        autosize
                        minRows={4}
                        maxRows={12}
                        readOnly={readOnly}
                        value={value}
                        error={editor.problems.fields[path]}
                        onChange={(event) => editor.edit(path, event.currentTarget.value)}
                      />
                    );
                  })}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
