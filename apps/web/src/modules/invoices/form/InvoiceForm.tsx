import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { formatNumber } from '../../../i18n/format';
import { type InvoiceFieldSpec, invoiceFields, otaField, otaSwitch, providerField } from './fieldSpecs';
import type { DraftAction, InvoiceDraft } from './invoiceDraft';

interface Props {
  draft: InvoiceDraft;
  dispatch: Dispatch<DraftAction>;
  problems: FormProblems;
  /** The invoice's currency as saved (the provider's when it was chosen). */
  currency?: { rate: number; symbol: string };
}

/** General information: who sent it (a provider, or an OTA account), numbers, statuses, owner, dates, tags. */
export function InvoiceForm({ draft, dispatch, problems, currency }: Props) {
  const { t } = useLingui();
  const { fields } = draft;
  const hasLines = draft.lines.rows.length > 0;
  const control = (spec: InvoiceFieldSpec, disabled = false) => (
    <FieldControl
      key={spec.key}
      spec={spec}
      value={fields[spec.key]}
      error={problems.fields[spec.key] ?? problems.fields[`invoice.${spec.key}`]}
      disabled={disabled}
      readOnly={disabled}
      picked={
        spec.key === 'provider_id' && fields.provider_id !== null
          ? { id: fields.provider_id, name: draft.providerName ?? '' }
          : undefined
      }
      onChange={(value, picked) =>
        dispatch({
          type: 'fields',
          patch: { [spec.key]: value },
          ...(spec.key === 'provider_id' ? { providerName: picked?.name ?? null } : {}),
        })
      }
    />
  );
  return (
    <FormSection title={t`General information`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {control(otaSwitch, hasLines)}
          {fields.is_ota_invoice ? control(otaField, hasLines) : control(providerField, hasLines)}
          {invoiceFields.map((spec) => control(spec))}
        </SimpleGrid>
        {hasLines && (
          <Text size="xs" c="dimmed">
            <Trans>Remove the services to invoice another provider.</Trans>
          </Text>
        )}
        {currency && (
          <Text size="sm" c="dimmed">
            <Trans>
              Provider currency: {currency.symbol} at {formatNumber(currency.rate, 6)} to the euro
            </Trans>
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}
