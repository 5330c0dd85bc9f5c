import { useLingui } from '@lingui/react/macro';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { ListScreen } from '../../../engine/settings/ListScreen';

const list = settingsListByName('task_statuses')!;

/** /tasks-settings: the statuses a task moves through, in the order pickers offer them. */
export default function TaskStatusesPage() {
  const { t } = useLingui();
  return (
    <ListScreen
      list={list}
      loadError={t`unable to find taskStatuses`}
      description={t`The statuses a task moves through, in the order pickers offer them. A status that completes the task records who completed it and when; keep at least one. A status tasks use cannot be deleted.`}
    />
  );
}
