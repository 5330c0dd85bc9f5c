import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@mantine/hooks';
import { can } from '@trips/shared/permissions/rights';
import { useSearchParams } from 'react-router';
import { useRights, useSessionUser } from '../../app/useSession';
import { TaskEditor } from './TaskEditor';
import { blankDraft, objectFromQuery } from './taskDraft';

/** /add-task, optionally about an object (?object_type=location&object_id=…&object_name=…). */
export default function NewTaskPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New task · Trip Back-Office`);
  const [params] = useSearchParams();
  const user = useSessionUser();
  const initial = blankDraft(user?.id ?? null, objectFromQuery(params));
  return <TaskEditor initial={initial} mayEdit={can(useRights(), 'tasks', 'create')} />;
}
