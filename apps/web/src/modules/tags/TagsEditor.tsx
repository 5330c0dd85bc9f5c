import { SimpleGrid, Stack } from '@mantine/core';
import type { TagsResponse } from '@trips/shared/modules/tags/tags.schema';
import { useReducer, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { noProblems, problemsOfError } from '../../engine/edits/fieldErrors';
import { SaveBar } from '../../engine/edits/SaveBar';
import { TagColumn } from './TagColumn';
import { useSaveTags } from './tagsApi';
import {
  blankTagErrors,
  saveTagsRequest,
  tagsChanged,
  tagsDraftOf,
  tagsReducer,
  tagTypes,
} from './tagsDraft';

interface Props {
  saved: TagsResponse;
  readOnly: boolean;
}

/** The three tag lists edited together: one Save applies every add, rename and removal. */
export function TagsEditor({ saved, readOnly }: Props) {
  const [base, setBase] = useState(() => tagsDraftOf(saved));
  const [draft, dispatch] = useReducer(tagsReducer, base);
  const [problems, setProblems] = useState(noProblems);
  const save = useSaveTags();
  const load = (response: TagsResponse) => {
    const next = tagsDraftOf(response);
    setBase(next);
    dispatch({ type: 'load', draft: next });
    setProblems(noProblems);
  };
  const submit = () => {
    const blanks = blankTagErrors(draft);
    const rows = Object.fromEntries(Object.entries(blanks).map(([key, message]) => [key, { name: message }]));
    setProblems({ ...noProblems, rows });
    if (Object.keys(rows).length > 0) return;
    const request = saveTagsRequest(draft);
    save.mutate(request.body, {
      onSuccess: load,
      onError: (e) => setProblems(problemsOfError(e, request.rowKeys)),
    });
  };

  return (
    <Stack gap="md">
      <FormErrors errors={problems.other} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {tagTypes.map((kind) => (
          <TagColumn
            key={kind}
            kind={kind}
            rows={draft[kind].rows}
            removed={draft[kind].removed.map((r) => r.row)}
            dispatch={dispatch}
            problems={problems}
            readOnly={readOnly}
          />
        ))}
      </SimpleGrid>
      {!readOnly && (
        <SaveBar
          dirty={tagsChanged(draft, base)}
          saving={save.isPending}
          onSave={submit}
          onDiscard={() => {
            dispatch({ type: 'load', draft: base });
            setProblems(noProblems);
          }}
        />
      )}
    </Stack>
  );
}
