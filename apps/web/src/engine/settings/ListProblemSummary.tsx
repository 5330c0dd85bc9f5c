import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { SettingsList } from '@trips/shared/settings/list-columns';
import { tr } from '../../i18n/tr';
import { isNewRow } from '../edits/rowDraft';
import { type ListDraftRow, rowNameOf } from './listRows';
import type { ListEditor } from './useSettingsList';

const SHOWN = 10;

/** The cells of a failed check or save, named by row and column, next to Save. */
export function ListProblemSummary({ list, editor }: { list: SettingsList; editor: ListEditor }) {
  const { t } = useLingui();
  const wrong = editor.rows.flatMap((row) =>
    list.columns
      .filter((c) => editor.problems.rows[row.key]?.[c.key])
      .map((c) => ({ row, column: c, message: editor.problems.rows[row.key]![c.key] })),
  );
  if (wrong.length === 0) return null;
  const hidden = wrong.length - SHOWN;
  const newNumber = (row: ListDraftRow) => editor.rows.filter(isNewRow).indexOf(row) + 1;
  return (
    <Alert color="red" variant="light" title={t`Please correct the highlighted cells`}>
      <List size="sm" spacing={2}>
        {wrong.slice(0, SHOWN).map(({ row, column, message }) => (
          <List.Item key={`${row.key}-${column.key}`}>
            {rowNameOf(list, editor.savedByKey.get(row.key), newNumber(row))} › {tr(column.label)}:{' '}
            {tr(message)}
          </List.Item>
        ))}
        {hidden > 0 && (
          <List.Item>
            <Trans>and {hidden} more</Trans>
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
