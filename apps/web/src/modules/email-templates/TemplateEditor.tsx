import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Stack, Text } from '@mantine/core';
import type { TemplateDef } from '@trips/shared/templates/registry';
import { useEffect, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import type { TemplateAnswer, TemplatePlace } from './emailTemplatesApi';
import { FallbackNotice } from './FallbackNotice';
import { TemplateFieldsCard } from './TemplateFieldsCard';
import { TemplatePreview } from './TemplatePreview';
import { useTemplateEditor } from './useTemplateEditor';

interface Props {
  template: TemplateDef;
  place: TemplatePlace;
  loaded: TemplateAnswer;
  readOnly: boolean;
  reload: () => Promise<{ data?: TemplateAnswer }>;
  onDirtyChange: (dirty: boolean) => void;
}

/** One template for one brand × language: its fields beside a live preview, one Save (Ctrl+S). */
export function TemplateEditor({ template, place, loaded, readOnly, reload, onDirtyChange }: Props) {
  const { t } = useLingui();
  const editor = useTemplateEditor(place, loaded);
  const [reloading, setReloading] = useState(false);
  const { dirty, base, load } = editor;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A newer version fetched in the background replaces the screen only while nothing is edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the server counts
  useEffect(() => {
    if (!dirty && loaded.version !== base.version) load(loaded);
  }, [loaded]);

  const fieldName = (field: string) =>
    ({
      subject: t`Subject`,
      body: t`Body`,
      from: t`Sender name`,
      cc: t`CC`,
      bcc: t`BCC`,
      reply_to: t`Reply-to`,
      email_account_id: t`From (email account)`,
    })[field] ?? field;

  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) load(fresh.data);
  };

  return (
    <Stack gap="md">
      <FallbackNotice answer={base} />
      {editor.stale && <StaleNotice subject={t`template`} reloading={reloading} onReload={reloadLatest} />}
      {readOnly && (
        <Text size="sm" c="dimmed">
          <Trans>You can see this template; changing it needs the edit right.</Trans>
        </Text>
      )}
      <FormErrors errors={editor.problems.other} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <TemplateFieldsCard
            template={template}
            accounts={base.accounts}
            editor={editor}
            readOnly={readOnly}
            fieldName={fieldName}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <TemplatePreview place={place} draft={editor.draft} fieldName={fieldName} />
        </Grid.Col>
      </Grid>
      {!readOnly && (
        <SaveBar dirty={dirty} saving={editor.saving} onSave={editor.submit} onDiscard={editor.discard} />
      )}
    </Stack>
  );
}
