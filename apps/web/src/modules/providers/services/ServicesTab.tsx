import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { SaveServicesBody } from '@trips/shared/modules/providers/provider-services.schema';
import { useReducer, useState } from 'react';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import { PageLoader } from '../../../components/PageLoader';
import { StaleNotice } from '../../../components/StaleNotice';
import { AddRowButton } from '../../../engine/edits/AddRowButton';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { RowsInUse } from '../../../engine/edits/RowsInUse';
import { isStaleSave, rowsInUseOf } from '../../../engine/edits/refusals';
import { hasRowChanges } from '../../../engine/edits/rowDraft';
import { SaveBar } from '../../../engine/edits/SaveBar';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { useSave } from '../../../engine/edits/useSave';
import { ServiceCard } from './ServiceCard';
import { checkServices } from './serviceFields';
import { type Services, useSaveServices, useServicesQuery } from './servicesApi';
import { saveBody, servicesDraftOf, servicesReducer } from './servicesDraft';

interface Props {
  providerId: number;
  mayEdit: boolean;
}

function ServicesEditor({ providerId, mayEdit, saved }: Props & { saved: Services }) {
  const { t } = useLingui();
  const [base, setBase] = useState(saved);
  const [draft, dispatch] = useReducer(servicesReducer, saved.services, servicesDraftOf);
  const save = useSave({ isStale: isStaleSave });
  const mutation = useSaveServices(providerId);
  const query = useServicesQuery(providerId);
  const focus = useFocusNewRow();
  const load = (next: Services) => {
    setBase(next);
    dispatch({ type: 'load', draft: servicesDraftOf(next.services) });
    save.reset();
    mutation.reset();
  };
  /** A service an itinerary offers cannot go: it comes back where it was, the other edits stay. */
  const send = async (body: SaveServicesBody) => {
    try {
      load(await mutation.mutateAsync(body));
    } catch (error) {
      const used = new Set(rowsInUseOf(error).map((r) => r.id));
      for (const { row } of draft.removed) if (used.has(row.id!)) dispatch({ type: 'restore', key: row.key });
      throw error;
    }
  };
  const submit = () =>
    save.submit(
      checkServices(draft),
      () => ({ body: saveBody(draft, base.version), rowKeys: { services: draft.rows.map((r) => r.key) } }),
      send,
    );
  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) load(fresh.data);
  };
  const add = (
    <AddRowButton variant="default" expectNewRow={focus.expectNewRow} onAdd={() => dispatch({ type: 'add' })}>
      <Trans>Add service</Trans>
    </AddRowButton>
  );
  return (
    <Stack gap="md">
      {save.stale && (
        <StaleNotice subject={t`provider's services`} reloading={query.isFetching} onReload={reload} />
      )}
      <FormErrors errors={save.problems.other} />
      <RowsInUse rows={rowsInUseOf(mutation.error)} />
      <FormSection title={t`Services`} actions={mayEdit && add}>
        <Stack gap="sm">
          {draft.rows.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No services.</Trans>
            </Text>
          )}
          {draft.rows.map((row, index) => (
            <ServiceCard
              key={row.key}
              row={row}
              position={index + 1}
              errors={save.problems.rows[row.key] ?? {}}
              dispatch={dispatch}
              rowProps={focus.rowProps}
            />
          ))}
          <QueuedRemovals
            items={draft.removed.map(({ row }) => ({ key: row.key, label: row.name }))}
            onUndo={(key) => dispatch({ type: 'restore', key })}
          />
        </Stack>
      </FormSection>
      {mayEdit && (
        <SaveBar
          dirty={hasRowChanges(draft, servicesDraftOf(base.services))}
          saving={mutation.isPending}
          saveLabel={t`Save services`}
          onSave={() => void submit()}
          onDiscard={() => load(base)}
        />
      )}
    </Stack>
  );
}

/** The services a provider sells (bikes, guides…), with their texts per language, saved together. */
export function ServicesTab({ providerId, mayEdit }: Props) {
  const query = useServicesQuery(providerId);
  if (!query.data) return <PageLoader />;
  return <ServicesEditor providerId={providerId} mayEdit={mayEdit} saved={query.data} />;
}
