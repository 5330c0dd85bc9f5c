import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormSection } from '../../../components/FormSection';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { nameMax } from './formErrors';
import type { PointField, PointRow } from './locationDraft';
import classes from './MeetingPointsSection.module.css';
import type { SectionProps } from './types';

const languages: readonly { field: PointField; label: MessageDescriptor }[] = [
  { field: 'name_eng', label: msg`English` },
  { field: 'name_spn', label: msg`Spanish` },
  { field: 'name_grm', label: msg`German` },
];

interface RowProps extends Pick<SectionProps, 'dispatch' | 'problems'> {
  row: PointRow;
  position: number;
  rowProps: Record<string, string>;
}

function PointInputs({ row, position, dispatch, problems, rowProps }: RowProps) {
  const { i18n, t } = useLingui();
  const errors = problems.rows[row.key] ?? {};
  return (
    <tr {...rowProps}>
      {languages.map(({ field, label }) => {
        const language = i18n._(label);
        return (
          <td key={field}>
            <TextInput
              aria-label={t`Meeting point ${position}, ${language}`}
              maxLength={nameMax}
              value={row[field]}
              onChange={(e) =>
                dispatch({ type: 'editPoint', key: row.key, field, value: e.currentTarget.value })
              }
              error={errors[field]}
            />
          </td>
        );
      })}
      <td className={classes.actions}>
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={2}
          aria-label={t`Delete meeting point ${position}`}
          onClick={() => dispatch({ type: 'removePoint', key: row.key })}
        >
          <IconTrash size={15} />
        </ActionIcon>
      </td>
    </tr>
  );
}

/** Where travellers meet a transfer, named in English, Spanish and German. */
export function MeetingPointsSection({ draft, dispatch, problems }: SectionProps) {
  const { i18n, t } = useLingui();
  const { rows, removed } = draft.points;
  const focus = useFocusNewRow();
  const add = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => {
        focus.expectNewRow();
        dispatch({ type: 'addPoint' });
      }}
    >
      <Trans>Add meeting point</Trans>
    </Button>
  );
  return (
    <FormSection title={t`Meeting points`} actions={add}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No meeting points.</Trans>
        </Text>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              {languages.map(({ field, label }) => (
                <th key={field} scope="col">
                  {i18n._(label)}
                </th>
              ))}
              <th className={classes.actions}>
                <span hidden>
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <PointInputs
                key={row.key}
                row={row}
                position={i + 1}
                dispatch={dispatch}
                problems={problems}
                rowProps={focus.rowProps}
              />
            ))}
          </tbody>
        </table>
      )}
      <QueuedRemovals
        items={removed.map(({ row }) => ({ key: row.key, label: row.name_eng || t`Unnamed meeting point` }))}
        onUndo={(key) => dispatch({ type: 'restorePoint', key })}
      />
    </FormSection>
  );
}
