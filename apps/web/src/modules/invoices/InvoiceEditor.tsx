import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { InvoiceResponse } from '@trips/shared/modules/invoices/invoices.schema';
import { type ReactNode, useState } from 'react';
import { FormSection } from '../../components/FormSection';
import { QueuedRemovals } from '../../engine/edits/QueuedRemovals';
import { EditorFrame } from '../../engine/record/EditorFrame';
import { formatMoney } from '../../i18n/format';
import { InvoiceForm } from './form/InvoiceForm';
import { blankInvoice, draftOf, totalsOf } from './form/invoiceDraft';
import { useInvoiceEditor } from './form/useInvoiceEditor';
import type { SavedInvoice } from './invoicesApi';
import { ServicesModal } from './services/ServicesModal';
import { ServicesTable } from './services/ServicesTable';
import { sectionLabels } from './services/sectionLabels';

interface Props {
  /** The invoice as saved; null for a new one. */
  loaded: InvoiceResponse | null;
  mayEdit: boolean;
  saving: boolean;
  saveLabel?: string;
  send: (
    body: Parameters<Parameters<ReturnType<typeof useInvoiceEditor>['submit']>[1]>[0],
  ) => Promise<SavedInvoice>;
  reload?: () => Promise<{ data?: InvoiceResponse }>;
  /** Shown under the services (notes, tasks) once the invoice exists. */
  children?: ReactNode;
}

/** General information and the services the invoice pays, saved together by one Save. */
export function InvoiceEditor({ loaded, mayEdit, saving, saveLabel, send, reload, children }: Props) {
  const { t, i18n } = useLingui();
  const editor = useInvoiceEditor(loaded ? draftOf(loaded) : blankInvoice);
  const [picking, setPicking] = useState(false);
  const { draft, dispatch } = editor;
  const f = draft.fields;
  const owner = f.is_ota_invoice
    ? { provider_id: null, ota_account_id: f.ota_account_id }
    : { provider_id: f.provider_id, ota_account_id: null };
  const canPick = (owner.provider_id ?? owner.ota_account_id) !== null;
  const totals = totalsOf(draft.lines.rows);
  const symbol =
    draft.lines.rows[0]?.provider_currency_symbol ?? loaded?.invoice.provider_currency_symbol ?? '€';
  // Invoicing a service above its theoretical cost is allowed, once the user confirms it (issue 18).
  const above = draft.lines.rows.filter((r) => (r.r_cost_national ?? 0) > (r.t_cost_national ?? 0));
  const confirmed = () =>
    above.length === 0 ||
    window.confirm(
      t`${plural(above.length, {
        one: '# service is invoiced above its theoretical cost. Save anyway?',
        other: '# services are invoiced above their theoretical cost. Save anyway?',
      })}`,
    );
  const removed = draft.lines.removed.map(({ row }) => ({
    key: row.key,
    label: `${row.trip_name}: ${i18n._(sectionLabels[row.section])} #${row.row_id}`,
  }));
  return (
    <EditorFrame
      editor={editor}
      version={loaded?.invoice.version}
      draftOf={draftOf}
      send={send}
      reload={reload}
      subject={t`invoice`}
      mayEdit={mayEdit}
      saving={saving}
      saveLabel={saveLabel}
      confirm={confirmed}
    >
      <Fieldset variant="unstyled" disabled={!mayEdit} p={0} m={0}>
        <InvoiceForm
          draft={draft}
          dispatch={dispatch}
          problems={editor.problems}
          currency={
            loaded
              ? {
                  rate: loaded.invoice.provider_currency_rate,
                  symbol: loaded.invoice.provider_currency_symbol,
                }
              : undefined
          }
        />
      </Fieldset>
      <FormSection
        title={t`Services`}
        actions={
          mayEdit && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={!canPick}
              onClick={() => setPicking(true)}
            >
              <Trans>Add services</Trans>
            </Button>
          )
        }
      >
        <ServicesTable
          rows={draft.lines.rows}
          errors={editor.problems.rows}
          mayEdit={mayEdit}
          onCost={(key, value) => dispatch({ type: 'cost', key, value })}
          onRemove={(key) => dispatch({ type: 'remove', key })}
        />
        <QueuedRemovals items={removed} onUndo={(key) => dispatch({ type: 'undo', key })} />
        <Group justify="flex-end" gap="lg" mt="sm">
          <Text size="sm" aria-label={t`Total in provider currency`}>
            <Trans>Total in provider currency:</Trans> <b>{formatMoney(totals.national, symbol)}</b>
          </Text>
          <Text size="sm" aria-label={t`Total`}>
            <Trans>Total:</Trans> <b>{formatMoney(totals.euro)}</b>
          </Text>
        </Group>
      </FormSection>
      <ServicesModal
        opened={picking}
        onClose={() => setPicking(false)}
        owner={owner}
        invoiceId={loaded?.invoice.id ?? null}
        taken={new Set(draft.lines.rows.map((r) => `${r.section}:${r.row_id}`))}
        onAdd={(rows) => dispatch({ type: 'add', rows })}
      />
      {children}
    </EditorFrame>
  );
}
