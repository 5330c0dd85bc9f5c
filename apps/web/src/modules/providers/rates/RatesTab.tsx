import { plural, t } from '@lingui/core/macro';
import { Stack, Text } from '@mantine/core';
import type { ProviderRates } from '@trips/shared/modules/providers/provider-rates.schema';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { useState } from 'react';
import { FormErrors } from '../../../components/FormErrors';
import { PageLoader } from '../../../components/PageLoader';
import { StaleNotice } from '../../../components/StaleNotice';
import { SaveBar } from '../../../engine/edits/SaveBar';
import { QuoteBox } from './QuoteBox';
import { RateKindSection } from './RateKindSection';
import { useRatesQuery } from './ratesApi';
import type { RateKind, RatesDraft } from './ratesDraft';
import { useRatesEditor } from './useRatesEditor';

const kinds: readonly RateKind[] = ['luggage', 'transfer', 'negotiated'];

/** What Save will delete: saved rates, items and brackets removed in this session (Discard brings them back). */
function queuedDeletes({ rates, items, qties }: RatesDraft['deleted']) {
  const parts = [
    rates.length && plural(rates.length, { one: '# rate', other: '# rates' }),
    items.length && plural(items.length, { one: '# item', other: '# items' }),
    qties.length && plural(qties.length, { one: '# bracket', other: '# brackets' }),
  ].filter(Boolean);
  const removed = parts.join(', ');
  return parts.length ? t`Removed on save: ${removed}. Discard brings them back.` : null;
}
const today = () => new Date().toISOString().slice(0, 10);

interface Props {
  provider: ProviderDetail;
  mayEdit: boolean;
}

function RatesEditor({
  provider,
  mayEdit,
  saved,
  reload,
}: Props & { saved: ProviderRates; reload: () => Promise<{ data?: ProviderRates }> }) {
  const editor = useRatesEditor(provider.id, saved);
  const [reloading, setReloading] = useState(false);
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(fresh.data);
  };
  return (
    <Stack gap="md">
      {editor.stale && (
        <StaleNotice subject={t`provider's rates`} reloading={reloading} onReload={reloadLatest} />
      )}
      <FormErrors errors={editor.problems.messages} />
      <QuoteBox providerId={provider.id} />
      {kinds.map((kind) => (
        <RateKindSection
          key={kind}
          kind={kind}
          draft={editor.draft}
          dispatch={editor.dispatch}
          serverErrors={editor.problems.fields}
          today={today()}
        />
      ))}
      {queuedDeletes(editor.draft.deleted) && (
        <Text size="sm" c="red.8" role="status">
          {queuedDeletes(editor.draft.deleted)}
        </Text>
      )}
      {mayEdit && (
        <SaveBar
          dirty={editor.dirty}
          saving={editor.saving}
          saveLabel={t`Save rates`}
          onSave={editor.save}
          onDiscard={() => editor.load(saved)}
        />
      )}
    </Stack>
  );
}

/** The provider's rates tab: luggage, transfer and negotiated rates in one editor, and a price check. */
export function RatesTab(props: Props) {
  const query = useRatesQuery(props.provider.id);
  if (!query.data) return <PageLoader />;
  return <RatesEditor {...props} saved={query.data} reload={query.refetch} />;
}
