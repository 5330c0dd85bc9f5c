import { useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TemplateDef } from '@trips/shared/templates/registry';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { tr } from '../../i18n/tr';
import type { TemplateAnswer } from './emailTemplatesApi';
import { SubjectInput } from './SubjectInput';
import type { TemplateEditorState } from './useTemplateEditor';

const BodyEditor = lazy(() => import('./BodyEditor'));

interface Props {
  template: TemplateDef;
  accounts: TemplateAnswer['accounts'];
  editor: TemplateEditorState;
  readOnly: boolean;
  fieldName: (field: string) => string;
}

/** Who the email comes from and goes to, its subject and its body. */
export function TemplateFieldsCard({ template, accounts, editor, readOnly, fieldName }: Props) {
  const { t } = useLingui();
  const { draft, edit } = editor;
  const error = (field: string) => {
    const message = editor.problems.fields[field];
    return message ? tr(message) : undefined;
  };
  const address = (field: 'reply_to' | 'cc' | 'bcc') => (
    <TextInput
      label={fieldName(field)}
      value={draft[field]}
      onChange={(event) => edit(field, event.currentTarget.value)}
      readOnly={readOnly}
      error={error(field)}
      placeholder={t`Addresses, separated by commas`}
    />
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={fieldName('email_account_id')}
            description={t`Empty: the brand’s first active account`}
            data={accounts.map((a) => ({
              value: String(a.id),
              label: a.is_active ? a.email : t`${a.email} (switched off)`,
            }))}
            value={draft.email_account_id ? String(draft.email_account_id) : null}
            onChange={(value) => edit('email_account_id', value ? Number(value) : null)}
            clearable
            readOnly={readOnly}
            error={error('email_account_id')}
            nothingFoundMessage={t`This brand has no email accounts`}
          />
          <SubjectInput
            template={template}
            label={fieldName('from')}
            value={draft.from}
            onChange={(value) => edit('from', value)}
            readOnly={readOnly}
            error={error('from')}
          />
          {address('reply_to')}
          {address('cc')}
          {address('bcc')}
        </SimpleGrid>
        <SubjectInput
          template={template}
          label={fieldName('subject')}
          value={draft.subject}
          onChange={(value) => edit('subject', value)}
          readOnly={readOnly}
          error={error('subject')}
          required
        />
        <Suspense fallback={<PageLoader />}>
          <BodyEditor
            template={template}
            label={fieldName('body')}
            value={draft.body}
            onChange={(value) => edit('body', value)}
            readOnly={readOnly}
            error={error('body')}
          />
        </Suspense>
      </Stack>
    </Paper>
  );
}
