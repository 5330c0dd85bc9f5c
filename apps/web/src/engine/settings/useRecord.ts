import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkRecordValues } from '@trips/shared/settings/record-check';
import type { RecordValue, RecordValues } from '@trips/shared/settings/record-fields';
import type { RecordGroup } from '@trips/shared/settings/record-groups';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { tr } from '../../i18n/tr';
import { api } from '../../lib/api';
import { useSave } from '../edits/useSave';
import { changedValues, type RecordAnswer } from './recordDraft';

const recordKey = (group: string) => ['settings-record', group] as const;

/** A settings record as saved; asked only when the user may see it. */
export function useRecordQuery(group: string, enabled: boolean) {
  return useQuery({
    queryKey: recordKey(group),
    queryFn: ({ signal }) => api.get<RecordAnswer>(`settings/${group}`, { signal }),
    enabled,
  });
}

/**
 * The record being edited: edits go field by field into a local draft; Save checks the changed keys
 * with the server's own rules, then sends only those with the version they were loaded at.
 */
export function useRecordEditor(group: RecordGroup, loaded: RecordAnswer) {
  const client = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState(loaded.values);
  const save = useSave();
  const mutation = useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: { values: RecordValues; version: number }) =>
      api.put<RecordAnswer>(`settings/${group.group}`, body),
    onSuccess: (saved) => client.setQueryData(recordKey(group.group), saved),
  });
  const changed = changedValues(group, base.values, draft);

  const load = (next: RecordAnswer) => {
    setBase(next);
    setDraft(next.values);
    save.reset();
  };
  const edit = (key: string, value: RecordValue) => {
    setDraft((values) => ({ ...values, [key]: value }));
    // The message was about the value just replaced.
    if (save.problems.fields[key]) {
      const { [key]: _, ...fields } = save.problems.fields;
      save.setProblems({ ...save.problems, fields });
    }
  };
  const submit = () => {
    const checked = checkRecordValues(group, changed);
    return save.submit(
      { fields: checked.fieldErrors, rows: {}, other: [] },
      () => ({ body: { values: checked.values, version: base.version } }),
      async (body) => {
        load(await mutation.mutateAsync(body));
        const title = tr(group.title);
        toast.success(t`${title} saved`);
      },
    );
  };

  return {
    ...save,
    saved: base.values,
    version: base.version,
    draft,
    dirty: Object.keys(changed).length > 0,
    saving: mutation.isPending,
    edit,
    load,
    submit,
    discard: () => load(base),
  };
}

export type RecordEditor = ReturnType<typeof useRecordEditor>;
