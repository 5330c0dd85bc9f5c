import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Table, Text } from '@mantine/core';
import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { ReactNode } from 'react';
import { FormSection } from '../../../components/FormSection';
import { AddRowButton } from '../../../engine/edits/AddRowButton';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { formatMoney } from '../../../i18n/format';
import { sectionLabel } from '../form/tripChanges';
import { sectionColumns } from './columns';
import type { TripContext } from './newRows';
import type { AnyDraftRow } from './rows';
import { SectionRow } from './SectionRow';
import { SendEmailMenu } from './SendEmailMenu';
import type { SectionsEditor } from './useSectionsDraft';

const titles: Record<TripSection, MessageDescriptor> = {
  accommodations: msg`Accommodation`,
  luggage_transfers: msg`Luggage transfers`,
  normal_transfers: msg`Normal transfers`,
  other_services: msg`Other services`,
};
const addLabels: Record<TripSection, MessageDescriptor> = {
  accommodations: msg`Add night`,
  luggage_transfers: msg`Add luggage transfer`,
  normal_transfers: msg`Add transfer`,
  other_services: msg`Add other service`,
};
const rowLabel = (section: TripSection, row: AnyDraftRow) => `${sectionLabel(section)} ${row.frontId}`;

interface SectionProps {
  section: TripSection;
  editor: SectionsEditor;
  trip: TripContext;
  /** Shown under the title, e.g. the section's global status (a trip field the page edits). */
  status?: ReactNode;
}

/** One service section: its rows in a compact table, each opening into its editor; add, remove, undo. */
function ServiceSection({ section, editor, trip, status }: SectionProps) {
  const { t, i18n } = useLingui();
  const rows = editor.sections[section] as readonly AnyDraftRow[];
  const columns = sectionColumns[section];
  const total = formatMoney(editor.costs.bySection[section]);
  const title = i18n._(titles[section]);
  const focus = useFocusNewRow();
  const headers = [
    '',
    '',
    ...columns.map((c) => i18n._(c.header)),
    t`Provider`,
    t`Status`,
    t`Theoretical cost`,
    t`Real cost`,
    '',
  ];
  return (
    <FormSection
      title={title}
      id={`trip-section-${section}`}
      actions={
        <Group gap="sm">
          <Text size="sm" c="dimmed">{t`Cost ${total}`}</Text>
          <SendEmailMenu rows={rows} onSwitch={(on) => editor.switchSendEmail([section], on)} />
          <AddRowButton expectNewRow={focus.expectNewRow} onAdd={() => editor.add(section, trip)}>
            {i18n._(addLabels[section])}
          </AddRowButton>
        </Group>
      }
    >
      {status}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>None yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing={4} fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the headers are fixed per section
                  <Table.Th key={i}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <SectionRow
                  key={row.key}
                  section={section}
                  label={rowLabel(section, row)}
                  row={row}
                  editorProps={focus.rowProps}
                  columns={columns}
                  cost={editor.live[section][row.key]}
                  errors={editor.errors[section][row.key]}
                  onChange={(patch) => editor.edit(section, row.key, patch, { byHand: true })}
                  onRemove={() => editor.remove(section, row.key)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <QueuedRemovals
        items={(editor.removed[section] as readonly AnyDraftRow[]).map((row) => ({
          key: row.key,
          label: rowLabel(section, row),
        }))}
        onUndo={(key) => editor.restore(section, key)}
      />
    </FormSection>
  );
}

interface Props {
  editor: SectionsEditor;
  trip: TripContext & { id: number };
  /** Per section, what to show under its title (e.g. the page's global status select). */
  statuses?: Partial<Record<TripSection, ReactNode>>;
}

/** The trip's four service sections (spec part 2 §3): accommodation, luggage transfers, transfers, other services. */
export function TripSections({ editor, trip, statuses = {} }: Props) {
  const rows = tripSections.flatMap((section) => editor.sections[section] as readonly AnyDraftRow[]);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SendEmailMenu rows={rows} wholeTrip onSwitch={(on) => editor.switchSendEmail(tripSections, on)} />
      </Group>
      {tripSections.map((section) => (
        <ServiceSection
          key={section}
          section={section}
          editor={editor}
          trip={trip}
          status={statuses[section]}
        />
      ))}
    </Stack>
  );
}
