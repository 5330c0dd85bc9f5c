import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import type { RecordField, RecordValue } from '@trips/shared/settings/record-fields';
import type { RecordGroup } from '@trips/shared/settings/record-groups';
import { useEffect, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { FormSection } from '../../components/FormSection';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { StaleNotice } from '../../components/StaleNotice';
import { tr } from '../../i18n/tr';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { SaveBar } from '../edits/SaveBar';
import { FieldControl } from '../form/FieldControl';
import { fieldSections, type RecordAnswer, shownMessage } from './recordDraft';
import { recordInputId, recordSpec } from './recordSpec';
import { useLatestCopy } from './useLatestCopy';
import { type RecordEditor, useRecordEditor, useRecordQuery } from './useRecord';

/** Long texts and the week days take a whole row; the rest sit side by side. */
const wide = (field: RecordField) => (field.kind === 'text' && field.multiline) || field.kind === 'weekdays';

/** Up to three fields a row, as many as the fullest section has side by side, alike in every section. */
const columnsOf = (sections: ReturnType<typeof fieldSections>) =>
  Math.max(1, Math.min(3, Math.max(...sections.map((s) => s.fields.filter((f) => !wide(f)).length))));

function Fields({
  editor,
  fields,
  columns,
  readOnly,
}: {
  editor: RecordEditor;
  fields: readonly RecordField[];
  columns: number;
  readOnly: boolean;
}) {
  // Beside inputs, a switch sits level with them, under their labels; without any, it takes the row.
  const besideInputs = fields.some((f) => f.kind !== 'boolean' && !wide(f));
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="md" verticalSpacing="md">
      {fields.map((field) => (
        <Box
          key={field.key}
          style={{
            gridColumn: wide(field) || (field.kind === 'boolean' && !besideInputs) ? '1 / -1' : undefined,
          }}
          mt={field.kind === 'boolean' && besideInputs ? { base: 0, sm: 29 } : undefined}
        >
          <FieldControl
            id={recordInputId(field.key)}
            spec={recordSpec(field)}
            value={editor.draft[field.key]}
            saved={editor.saved[field.key]}
            error={shownMessage(field, editor.problems.fields[field.key])}
            disabled={readOnly}
            onChange={(value) => editor.edit(field.key, value as RecordValue)}
          />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The fields of a failed check or save, named by section, next to Save at the bottom of a long page. */
function ProblemSummary({ group, editor }: { group: RecordGroup; editor: RecordEditor }) {
  const { t } = useLingui();
  const wrong = group.fields.filter((f) => editor.problems.fields[f.key]);
  if (wrong.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t`Please correct the highlighted settings`}>
      <List size="sm" spacing={2}>
        {wrong.map((f) => (
          <List.Item key={f.key}>
            {f.section ? `${tr(f.section)} › ` : ''}
            {tr(f.label)}: {shownMessage(f, editor.problems.fields[f.key])}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Editor({
  group,
  loaded,
  readOnly,
  reload,
}: {
  group: RecordGroup;
  loaded: RecordAnswer;
  readOnly: boolean;
  reload: () => Promise<{ data?: RecordAnswer }>;
}) {
  const { t } = useLingui();
  const editor = useRecordEditor(group, loaded);
  const { reloading, reloadLatest } = useLatestCopy(loaded, editor, reload);
  const sections = fieldSections(group);
  const columns = columnsOf(sections);
  // A failed check or save takes the user to the first field it names.
  const [failedSaves, setFailedSaves] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed save, after its render
  useEffect(() => {
    const first = group.fields.find((f) => editor.problems.fields[f.key]);
    if (first) document.getElementById(recordInputId(first.key))?.focus();
  }, [failedSaves]);
  const save = async () => {
    if (!(await editor.submit())) setFailedSaves((n) => n + 1);
  };

  return (
    <Stack gap="md">
      {editor.stale && (
        <StaleNotice subject={t`group of settings`} reloading={reloading} onReload={reloadLatest} />
      )}
      {readOnly && (
        <Text size="sm" c="dimmed">
          <Trans>You can see these settings; changing them needs the edit right.</Trans>
        </Text>
      )}
      <FormErrors errors={editor.problems.other} />
      {sections.map(({ title, fields }) =>
        title ? (
          <FormSection key={title} title={tr(title)}>
            <Fields editor={editor} fields={fields} columns={columns} readOnly={readOnly} />
          </FormSection>
        ) : (
          <Paper key="" component="section" withBorder radius="md" p="md" aria-label={tr(group.title)}>
            <Fields editor={editor} fields={fields} columns={columns} readOnly={readOnly} />
          </Paper>
        ),
      )}
      {!readOnly && (
        <>
          <ProblemSummary group={group} editor={editor} />
          <SaveBar dirty={editor.dirty} saving={editor.saving} onSave={save} onDiscard={editor.discard} />
        </>
      )}
    </Stack>
  );
}

/**
 * One screen for every settings record (booking, VAT, Zoho…), built from its descriptor: the fields under
 * their section headings, each input chosen by the field's kind. View right to see it, edit right to save.
 */
export function RecordScreen({ group }: { group: RecordGroup }) {
  const { t } = useLingui();
  const title = tr(group.title);
  const rights = useRights();
  const mayView = can(rights, group.permission, 'view');
  const query = useRecordQuery(group.group, mayView);
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader trail={[{ label: t`Settings`, to: pathTo('settingsMenu') }]} title={title} />
      {!mayView ? (
        <Alert color="orange" variant="light" title={t`You cannot see these settings`}>
          <Trans>
            Your user group has no right to see these settings. Ask an administrator if you need them.
          </Trans>
        </Alert>
      ) : query.data ? (
        <Editor
          key={group.group}
          group={group}
          loaded={query.data}
          readOnly={!can(rights, group.permission, 'edit')}
          reload={query.refetch}
        />
      ) : query.isError ? (
        <Alert color="red" variant="light" title={t`unable to find settings`} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
