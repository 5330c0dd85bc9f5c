import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkListSave } from '@trips/shared/settings/list-check';
import type { ListRow, SettingsList } from '@trips/shared/settings/list-columns';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../components/toast';
import { tr } from '../../i18n/tr';
import { api } from '../../lib/api';
import { rowErrorsOf } from '../edits/fieldErrors';
import { isStaleSave, rowsInUseOf } from '../edits/refusals';
import { useRowDraft } from '../edits/useRowDraft';
import { useSave } from '../edits/useSave';
import { lookupKey } from '../options/useLookup';
import { listProblemsOf, ROWS } from './listProblems';
import { bodyRows, type ListAnswer, type ListDraftRow } from './listRows';

const listKey = (name: string) => ['settings-list', name] as const;
const listPath = (name: string) => `settings-lists/${name}`;

/** A settings list as saved; asked only when the user may see it. */
export function useSettingsListQuery(name: string, enabled: boolean) {
  return useQuery({
    queryKey: listKey(name),
    queryFn: ({ signal }) => api.get<ListAnswer>(listPath(name), { signal }),
    enabled,
  });
}

/**
 * The list being edited (spec part 2 §4): cells change locally, new rows carry the create-new flag,
 * removed saved rows are queued, rows of an ordered list move; Save checks every row with the server's own
 * rules, then sends every row (in screen order), the queued deletes and the version it was loaded at.
 */
export function useSettingsListEditor(list: SettingsList, loaded: ListAnswer, blank: () => ListRow) {
  const client = useQueryClient();
  const draft = useRowDraft<ListDraftRow>(loaded.rows, blank);
  const { base, removed } = draft;
  // Saved rows by key (what a secret input compares with) and by id (how the server's messages name them).
  const savedByKey = useMemo(() => new Map(base.map((row) => [row.key, row])), [base]);
  const save = useSave({ isStale: isStaleSave, problemsOf: listProblemsOf });
  const [version, setVersion] = useState(loaded.version);
  const mutation = useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: { rows: ListRow[]; deleted: number[]; version: number }) =>
      api.put<ListAnswer>(listPath(list.name), body),
    onSuccess: (saved) => {
      client.setQueryData(listKey(list.name), saved);
      // Pickers elsewhere read the list as a lookup of the same name (provider_tags, task_statuses…).
      return client.invalidateQueries({ queryKey: lookupKey(list.name) });
    },
  });

  const load = (next: ListAnswer) => {
    draft.reset(next.rows);
    setVersion(next.version);
    save.reset();
    mutation.reset();
  };

  const submit = () => {
    const rows = bodyRows(list, draft.rows);
    const checked = checkListSave(list, rows, draft.deleted);
    const keys = draft.rows.map((r) => r.key);
    return save.submit(
      { fields: {}, rows: rowErrorsOf(checked.fieldErrors, ROWS, keys), other: checked.problems },
      () => ({
        body: { rows: checked.rows, deleted: draft.deleted, version },
        rowKeys: { [ROWS]: keys },
      }),
      async (body) => {
        try {
          load(await mutation.mutateAsync(body));
        } catch (error) {
          // A row in use cannot go: it comes back where it was, the other edits stay.
          const ids = new Set(rowsInUseOf(error).map((r) => r.id));
          draft.restore(removed.filter((r) => ids.has(r.row.id!)).map((r) => r.row.key));
          throw error;
        }
        const title = tr(list.title);
        toast.success(t`${title} saved`);
      },
    );
  };

  /** Changes a cell, and clears its message: it was about the value just replaced. */
  const { edit: editDraft } = draft;
  const { setProblems } = save;
  const edit = useCallback(
    (key: string, column: string, value: ListRow[string]) => {
      editDraft(key, column, value);
      setProblems((problems) => {
        const rowErrors = problems.rows[key];
        if (!rowErrors?.[column]) return problems;
        const { [column]: _, ...rest } = rowErrors;
        return { ...problems, rows: { ...problems.rows, [key]: rest } };
      });
    },
    [editDraft, setProblems],
  );

  return {
    ...save,
    rows: draft.rows,
    removed,
    savedByKey,
    version,
    dirty: draft.dirty,
    saving: mutation.isPending,
    edit,
    add: draft.add,
    remove: draft.remove,
    restore: draft.restore,
    move: draft.move,
    load,
    submit,
    /** The rows the last save could not delete, with what uses each. */
    rowsInUse: rowsInUseOf(mutation.error),
    discard: () => {
      draft.discard();
      save.reset();
      mutation.reset();
    },
  };
}

export type ListEditor = ReturnType<typeof useSettingsListEditor>;
