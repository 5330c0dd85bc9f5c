import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { VoucherVariant } from '@trips/shared/modules/brandings/brandings.constants';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { FormSection } from '../../components/FormSection';
import { StaleNotice } from '../../components/StaleNotice';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { SaveBar } from '../../engine/edits/SaveBar';
import { tr } from '../../i18n/tr';
import { pathTo } from '../../lib/paths';
import { BrandSwitch, BrandTextField, ContactSection } from './BrandFields';
import {
  type BrandingAnswer,
  contactGroups,
  firstProblem,
  inputId,
  labelOf,
  variantOf,
} from './brandingDraft';
import { useDeleteBranding } from './brandingsApi';
import { type BrandEditor as Editor, useBrandEditor } from './useBrandEditor';
import { VoucherTexts } from './VoucherTexts';

interface Props {
  /** The brand as saved, or null for a new one. */
  loaded: BrandingAnswer | null;
  mayCreate: boolean;
  mayEdit: boolean;
  reload: () => Promise<{ data?: BrandingAnswer }>;
  onCreated: (id: number) => void;
  onDeleted: () => void;
}

/** The fields a failed check or save named, by label, beside Save at the bottom of a long page. */
function ProblemSummary({ editor }: { editor: Editor }) {
  const { i18n, t } = useLingui();
  const paths = Object.keys(editor.problems.fields);
  if (paths.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t`Please correct the highlighted fields`}>
      <List size="sm" spacing={2}>
        {paths.map((path) => (
          <List.Item key={path}>
            {labelOf(path)}: {tr(editor.problems.fields[path] ?? '', i18n)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * One brand's settings: name and flags, the PDF, Request and Customer web site contacts with their logos,
 * and the voucher texts per variant, page and language. One Save sends the whole brand.
 */
export function BrandEditor({ loaded, mayCreate, mayEdit, reload, onCreated, onDeleted }: Props) {
  const { i18n, t } = useLingui();
  const editor = useBrandEditor(loaded, onCreated);
  const isNew = editor.id === null;
  const readOnly = isNew ? !mayCreate : !mayEdit;
  const [variant, setVariant] = useState<VoucherVariant>('cds');
  const [reloading, setReloading] = useState(false);
  const [failedSaves, setFailedSaves] = useState(0);
  const { dirty, version, load } = editor;
  const remove = useDeleteBranding(editor.id ?? 0);

  // A newer version fetched in the background replaces the screen only while nothing is edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the server counts
  useEffect(() => {
    if (loaded && !dirty && loaded.version !== version) load(loaded);
  }, [loaded]);

  // A failed check or save takes the user to the first field it names (opening its voucher tab).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed save
  useEffect(() => {
    const first = firstProblem(editor.problems.fields);
    if (!first) return;
    const tab = variantOf(first);
    if (tab && tab !== variant) setVariant(tab);
    // After the tab's panel is on screen.
    requestAnimationFrame(() => document.getElementById(inputId(first))?.focus());
  }, [failedSaves]);

  const save = async () => {
    if (!(await editor.submit())) setFailedSaves((n) => n + 1);
  };
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) load(fresh.data);
  };
  const title = editor.saved.name || t`New brand`;
  const savedName = editor.saved.name;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="center">
          <Title order={2} size="h4">
            {title}
          </Title>
          {isNew ? (
            <Badge color="orange" variant="light">
              <Trans>Not saved yet</Trans>
            </Badge>
          ) : (
            <>
              <Badge color={editor.saved.is_active ? 'teal' : 'gray'} variant="light">
                {editor.saved.is_active ? t({ message: 'Active', context: 'brand' }) : t`Switched off`}
              </Badge>
              {editor.saved.is_excel_import && (
                <Badge color="blue" variant="light">
                  <Trans>Excel import</Trans>
                </Badge>
              )}
            </>
          )}
        </Group>
        {isNew ? (
          <Button
            component={Link}
            to={pathTo('branding')}
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} />}
          >
            <Trans>Cancel new brand</Trans>
          </Button>
        ) : (
          mayEdit && (
            <DeleteRecordButton
              title={t`Delete brand`}
              message={t`Delete the brand “${savedName}” with its logos and voucher texts? This cannot be undone.`}
              remove={remove}
              onDeleted={onDeleted}
            />
          )
        )}
      </Group>
      {editor.stale && <StaleNotice subject={t`brand`} reloading={reloading} onReload={reloadLatest} />}
      {readOnly && (
        <Text size="sm" c="dimmed">
          <Trans>You can see this brand; changing it needs the edit right.</Trans>
        </Text>
      )}
      <FormErrors errors={editor.problems.other} />
      <FormSection title={t`General`}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <BrandTextField editor={editor} readOnly={readOnly} path="name" label={t`Name`} required />
          <BrandSwitch
            editor={editor}
            readOnly={readOnly}
            path="is_active"
            label={t({ message: 'Active', context: 'brand' })}
            description={t`Offered in the trips’ brand pickers`}
            mt={{ base: 0, sm: 28 }}
          />
          <BrandSwitch
            editor={editor}
            readOnly={readOnly}
            path="is_excel_import"
            label={t`Excel import`}
            mt={{ base: 0, sm: 28 }}
          />
        </SimpleGrid>
      </FormSection>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {contactGroups.map(({ key, title: sectionTitle }) => (
          <FormSection key={key} title={i18n._(sectionTitle)}>
            <ContactSection editor={editor} readOnly={readOnly} group={key} />
          </FormSection>
        ))}
      </SimpleGrid>
      <FormSection title={t`Voucher texts`}>
        <VoucherTexts editor={editor} readOnly={readOnly} variant={variant} onVariant={setVariant} />
      </FormSection>
      {!readOnly && (
        <>
          <ProblemSummary editor={editor} />
          <SaveBar
            dirty={dirty}
            saving={editor.saving}
            saveLabel={isNew ? t`Create brand` : t`Save`}
            onSave={save}
            onDiscard={editor.discard}
          />
        </>
      )}
    </Stack>
  );
}
