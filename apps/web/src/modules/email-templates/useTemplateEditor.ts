import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { useSave } from '../../engine/edits/useSave';
import {
  emailTemplatesApi,
  type TemplateAnswer,
  type TemplateFields,
  type TemplatePlace,
  templateKey,
} from './emailTemplatesApi';
import { checkTemplate, fieldsOf, sameFields } from './templateDraft';

/**
 * One template for one brand × language being edited: a local draft until Save sends it with the version
 * it was loaded at. A 400 puts the messages (naming the line) beside the fields, a 409 marks it stale;
 * both keep the edits on screen.
 */
export function useTemplateEditor(place: TemplatePlace, loaded: TemplateAnswer) {
  const client = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState(() => fieldsOf(loaded));
  const [saving, setSaving] = useState(false);
  const save = useSave();
  const saved = fieldsOf(base);

  const load = (answer: TemplateAnswer) => {
    setBase(answer);
    setDraft(fieldsOf(answer));
    save.reset();
  };

  const edit = <K extends keyof TemplateFields>(key: K, value: TemplateFields[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function submit() {
    setSaving(true);
    await save
      .submit(
        checkTemplate(draft),
        () => ({ body: { ...draft, version: base.version } }),
        async (body) => {
          const answer = await emailTemplatesApi.save(place, body);
          client.setQueryData(templateKey(place), answer);
          load(answer);
          toast.success(t`Template saved`);
        },
      )
      .finally(() => setSaving(false));
  }

  return {
    base,
    draft,
    dirty: !sameFields(draft, saved),
    saving,
    problems: save.problems,
    stale: save.stale,
    edit,
    load,
    submit,
    discard: () => {
      setDraft(saved);
      save.reset();
    },
  };
}

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;
