import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@trips/shared/permissions/rights';
import { useRights } from '../../app/useSession';
import { PageLoader } from '../../components/PageLoader';
import { TagsEditor } from './TagsEditor';
import { useTagsQuery } from './tagsApi';

/** /tags-settings: the tags staff put on providers, trips and invoices. */
export default function TagsSettingsPage() {
  useDocumentTitle('Tags · Trip Back-Office');
  const query = useTagsQuery();
  const readOnly = !can(useRights(), 'tags_settings', 'edit');
  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1} size="h3">
          Tags
        </Title>
        <Text size="sm" c="dimmed">
          Labels staff put on providers, trips and invoices to find them in lists and reports.
        </Text>
      </div>
      {query.isError && <Alert color="red" variant="light" title="unable to find tags" />}
      {query.isPending && <PageLoader />}
      {query.data && <TagsEditor saved={query.data} readOnly={readOnly} />}
    </Stack>
  );
}
