import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { pathTo } from '../../lib/paths';
import { useRights, useSessionUser } from '../../lib/useSession';
import { TaskEditor } from './TaskEditor';
import { blankDraft, objectFromQuery } from './taskDraft';

/** /add-task, optionally about an object (?object_type=location&object_id=…&object_name=…). */
export default function NewTaskPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const initial = blankDraft(user?.id ?? null, objectFromQuery(params));
  return (
    <Stack gap="md">
      <PageHeader trail={[{ label: t`Tasks`, to: pathTo('tasks') }]} title={t`New task`} />
      <TaskEditor initial={initial} mayEdit={can(useRights(), 'tasks', 'create')} />
    </Stack>
  );
}
