import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderService } from '@trips/shared/modules/providers/provider-services.schema';
import { type ReactNode, useReducer, useState } from 'react';
import { api, toastSuccessMessages } from '../../../app/api';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import { PageLoader } from '../../../components/PageLoader';
import { StaleNotice } from '../../../components/StaleNotice';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { hasRowChanges } from '../../../engine/edits/rowDraft';
import { SaveBar } from '../../../engine/edits/SaveBar';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { useSave } from '../../../engine/edits/useSave';
import { useLookup } from '../../../engine/options/useLookup';
import { providerKey } from '../providersApi';
import { ServiceItemPlace } from './ServiceItemPlace';
import {
  itemFields,
  type ServiceItem,
  saveBody,
  serviceLanguages,
  servicesDraftOf,
  servicesReducer,
} from './servicesDraft';

type Language = (typeof serviceLanguages)[number];

/** One row per language: its label, then the cells `children` draws for that language's item. */
function ItemsTable({
  headers,
  items,
  children,
}: {
  headers: string[];
  items: ServiceItem[];
  children: (language: Language, item: ServiceItem) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Table mt="xs" withRowBorders={false} verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Language</Trans>
          </Table.Th>
          {headers.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {serviceLanguages.map((language) => {
          const item = items.find((i) => i.language_id === language.id);
          return (
            item && (
              <Table.Tr key={language.id}>
                <Table.Td fz="sm">{i18n._(language.label)}</Table.Td>
                {children(language, item)}
              </Table.Tr>
            )
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

interface Services {
  version: number;
  services: ProviderService[];
}

function ServicesEditor({
  providerId,
  mayEdit,
  saved,
}: {
  providerId: number;
  mayEdit: boolean;
  saved: Services;
}) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  /** 'Service 1 Duration (Spanish)': one box of a service's item, for assistive technology. */
  const boxLabel = (service: string, field: string, language: Language) => {
    const languageName = i18n._(language.label);
    return t`${service} ${field} (${languageName})`;
  };
  const [base, setBase] = useState(saved);
  const [draft, dispatch] = useReducer(servicesReducer, saved.services, servicesDraftOf);
  const save = useSave();
  const [saving, setSaving] = useState(false);
  const types = useLookup('other_service_types').data ?? [];
  const focus = useFocusNewRow();
  const load = (next: Services) => {
    setBase(next);
    dispatch({ type: 'load', draft: servicesDraftOf(next.services) });
    save.reset();
  };
  const submit = async () => {
    setSaving(true);
    await save.submit(
      { fields: {}, rows: {}, other: [] },
      () => ({ body: saveBody(draft, base.version), rowKeys: { services: draft.rows.map((r) => r.key) } }),
      async (body) => {
        const next = toastSuccessMessages(await api.put<Services>(`providers/${providerId}/services`, body));
        client.setQueryData(providerKey(providerId, 'services'), next);
        load(next);
      },
    );
    setSaving(false);
  };
  const reload = async () => load(await api.get<Services>(`providers/${providerId}/services`));
  const add = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPlus size={14} />}
      onClick={() => {
        focus.expectNewRow();
        dispatch({ type: 'add' });
      }}
    >
      <Trans>Add service</Trans>
    </Button>
  );
  return (
    <Stack gap="md">
      {save.stale && <StaleNotice subject={t`provider's services`} reloading={false} onReload={reload} />}
      <FormErrors errors={save.problems.other} />
      <FormSection title={t`Services`} actions={mayEdit && add}>
        <Stack gap="sm">
          {draft.rows.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No services.</Trans>
            </Text>
          )}
          {draft.rows.map((row, index) => {
            const position = index + 1;
            const label = t`Service ${position}`;
            const errors = save.problems.rows[row.key] ?? {};
            return (
              <Paper
                key={row.key}
                {...focus.rowProps}
                withBorder
                p="sm"
                radius="sm"
                component="section"
                aria-label={label}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t`${label} name`}
                    required
                    maxLength={100}
                    value={row.name}
                    onChange={(e) =>
                      dispatch({ type: 'edit', key: row.key, patch: { name: e.currentTarget.value } })
                    }
                    error={errors.name}
                    w={280}
                  />
                  <NumberInput
                    label={t`Price`}
                    min={0}
                    decimalScale={2}
                    value={row.price ?? ''}
                    onChange={(v) =>
                      dispatch({ type: 'edit', key: row.key, patch: { price: v === '' ? null : Number(v) } })
                    }
                    error={errors.price}
                    w={120}
                  />
                  <Select
                    label={t`Service type`}
                    clearable
                    data={types.map((t) => ({ value: String(t.id), label: t.name }))}
                    value={row.service_type_id ? String(row.service_type_id) : null}
                    onChange={(v) =>
                      dispatch({
                        type: 'edit',
                        key: row.key,
                        patch: { service_type_id: v ? Number(v) : null },
                      })
                    }
                    w={200}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mb={6}
                    aria-label={t`Remove ${label}`}
                    onClick={() => dispatch({ type: 'remove', key: row.key })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <ItemsTable headers={[t`Location`, t`Meeting point`, t`Provider point`]} items={row.items}>
                  {(language, item) => (
                    <ServiceItemPlace
                      label={(field) => boxLabel(label, field, language)}
                      item={item}
                      error={errors[`items.${row.items.indexOf(item)}.provider_point_id`]}
                      onChange={(patch) =>
                        dispatch({ type: 'editItem', key: row.key, languageId: language.id, patch })
                      }
                    />
                  )}
                </ItemsTable>
                <ItemsTable
                  headers={itemFields.map(([, fieldLabel]) => i18n._(fieldLabel))}
                  items={row.items}
                >
                  {(language, item) =>
                    itemFields.map(([field, fieldLabel, max]) => (
                      <Table.Td key={field}>
                        <TextInput
                          size="xs"
                          maxLength={max}
                          aria-label={boxLabel(label, i18n._(fieldLabel), language)}
                          value={item[field]}
                          onChange={(e) =>
                            dispatch({
                              type: 'editItem',
                              key: row.key,
                              languageId: language.id,
                              patch: { [field]: e.currentTarget.value },
                            })
                          }
                        />
                      </Table.Td>
                    ))
                  }
                </ItemsTable>
              </Paper>
            );
          })}
          <QueuedRemovals
            items={draft.removed.map(({ row }) => ({ key: row.key, label: row.name }))}
            onUndo={(key) => dispatch({ type: 'restore', key })}
          />
        </Stack>
      </FormSection>
      {mayEdit && (
        <SaveBar
          dirty={hasRowChanges(draft, servicesDraftOf(base.services))}
          saving={saving}
          saveLabel={t`Save services`}
          onSave={submit}
          onDiscard={() => load(base)}
        />
      )}
    </Stack>
  );
}

/** The services a provider sells (bikes, guides…), with their texts per language, saved together. */
export function ServicesTab({ providerId, mayEdit }: { providerId: number; mayEdit: boolean }) {
  const query = useQuery({
    queryKey: providerKey(providerId, 'services'),
    queryFn: ({ signal }) => api.get<Services>(`providers/${providerId}/services`, { signal }),
  });
  if (!query.data) return <PageLoader />;
  return <ServicesEditor providerId={providerId} mayEdit={mayEdit} saved={query.data} />;
}
