import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ServiceItem, serviceLanguages } from './servicesDraft';

export type Language = (typeof serviceLanguages)[number];

interface Props {
  headers: string[];
  items: ServiceItem[];
  children: (language: Language, item: ServiceItem) => ReactNode;
}

/** One row per language: its label, then the cells `children` draws for that language's item. */
export function ItemsTable({ headers, items, children }: Props) {
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
