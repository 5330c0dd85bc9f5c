import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { FormSection } from '../../../components/FormSection';
import { AddRowButton } from '../../../engine/edits/AddRowButton';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { PointRow } from './locationDraft';
import { pointFields } from './locationFields';
import classes from './MeetingPointsSection.module.css';
import type { SectionProps } from './types';

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
      {pointFields.map((spec) => {
        const language = i18n._(spec.label as MessageDescriptor);
        return (
          <td key={spec.key}>
            <FieldControl
              cell
              spec={{ ...spec, label: t`Meeting point ${position}, ${language}` }}
              value={row[spec.key]}
              onChange={(value) =>
                dispatch({ type: 'editPoint', key: row.key, field: spec.key, value: value as string })
              }
              error={errors[spec.key]}
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
    <AddRowButton
      variant="default"
      expectNewRow={focus.expectNewRow}
      onAdd={() => dispatch({ type: 'addPoint' })}
    >
      <Trans>Add meeting point</Trans>
    </AddRowButton>
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
              {pointFields.map(({ key, label }) => (
                <th key={key} scope="col">
                  {i18n._(label as MessageDescriptor)}
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
