import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Paper, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { ItemsTable, type Language } from './ItemsTable';
import { ServiceItemPlace } from './ServiceItemPlace';
import { itemErrorKey, itemFields, serviceFields } from './serviceFields';
import type { ServiceItem, ServiceRow, ServicesAction } from './servicesDraft';

interface Props {
  row: ServiceRow;
  position: number;
  errors: RowErrors;
  dispatch: Dispatch<ServicesAction>;
  rowProps: Record<string, string>;
}

/** One service: its name in each language, price and type, then where and what each language's item says. */
export function ServiceCard({ row, position, errors, dispatch, rowProps }: Props) {
  const { i18n, t } = useLingui();
  const label = t`Service ${position}`;
  /** 'Service 1 Duration (Spanish)': one box of a service's item, for assistive technology. */
  const boxLabel = (field: string, language: Language) => {
    const [service, languageName] = [label, i18n._(language.label)];
    return t`${service} ${field} (${languageName})`;
  };
  const edit = (patch: Partial<ServiceRow>) => dispatch({ type: 'edit', key: row.key, patch });
  const editItem = (language: Language, patch: Partial<ServiceItem>) =>
    dispatch({ type: 'editItem', key: row.key, languageId: language.id, patch });
  const itemError = (item: ServiceItem, field: string) =>
    errors[itemErrorKey(row.items.indexOf(item), field)];
  return (
    <Paper {...rowProps} withBorder p="sm" radius="sm" component="section" aria-label={label}>
      <Group align="flex-end" gap="sm">
        <Box w={240}>
          <FieldControl
            spec={{ ...serviceFields.name, label: t`${label} name` }}
            value={row.name}
            error={errors.name}
            onChange={(name) => edit({ name: name as string })}
          />
        </Box>
        <Box w={220}>
          <FieldControl
            spec={{ ...serviceFields.name_es, label: t`${label} name in Spanish` }}
            value={row.name_es}
            error={errors.name_es}
            onChange={(name) => edit({ name_es: name as string })}
          />
        </Box>
        <Box w={220}>
          <FieldControl
            spec={{ ...serviceFields.name_de, label: t`${label} name in German` }}
            value={row.name_de}
            error={errors.name_de}
            onChange={(name) => edit({ name_de: name as string })}
          />
        </Box>
        <Box w={120}>
          <FieldControl
            spec={serviceFields.price}
            value={row.price}
            error={errors.price}
            onChange={(price) => edit({ price: price as number | null })}
          />
        </Box>
        <Box w={200}>
          <FieldControl
            spec={serviceFields.service_type_id}
            value={row.service_type_id}
            error={errors.service_type_id}
            onChange={(id) => edit({ service_type_id: id as number | null })}
          />
        </Box>
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
            label={(field) => boxLabel(field, language)}
            item={item}
            error={itemError(item, 'provider_point_id')}
            onChange={(patch) => editItem(language, patch)}
          />
        )}
      </ItemsTable>
      <ItemsTable headers={itemFields.map((f) => i18n._(f.label as MessageDescriptor))} items={row.items}>
        {(language, item) =>
          itemFields.map((spec) => (
            <Table.Td key={spec.key}>
              <FieldControl
                cell
                spec={{ ...spec, label: boxLabel(i18n._(spec.label as MessageDescriptor), language) }}
                value={item[spec.key]}
                error={itemError(item, spec.key)}
                onChange={(text) => editItem(language, { [spec.key]: text as string })}
              />
            </Table.Td>
          ))
        }
      </ItemsTable>
    </Paper>
  );
}
