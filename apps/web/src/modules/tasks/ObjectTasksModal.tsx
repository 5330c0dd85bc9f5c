import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Loader, Modal, Pagination, Text } from '@mantine/core';
import { type TaskObjectKind, taskModalPageSize } from '@trips/shared/modules/tasks/tasks.constants';
import { useState } from 'react';
import { ObjectTasksTable } from './ObjectTasksTable';
import { useObjectTasks } from './tasksApi';

interface Props {
  kind: TaskObjectKind;
  id: number;
  name: string;
  onClose: () => void;
}

/** The task modal (spec part 2 §9): all of an object's tasks, 25 a page; opens on page 1. */
export function ObjectTasksModal({ kind, id, name, onClose }: Props) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useObjectTasks(kind, id, page);
  const data = query.data;
  const all = data?.all_count ?? 0;
  const pages = data ? Math.max(1, Math.ceil(data.all_count / taskModalPageSize)) : 1;
  return (
    <Modal opened onClose={onClose} title={t`Tasks about ${name}`} size="xl">
      {query.isError && <Text c="red">{t`unable to find tasks`}</Text>}
      {!data && !query.isError && <Loader size="sm" />}
      {data && (
        <>
          <ObjectTasksTable items={data.items} label={t`Tasks about ${name}, page ${page}`} />
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {plural(all, { one: '# task', other: '# tasks' })}
            </Text>
            {pages > 1 && (
              <Pagination
                size="sm"
                value={page}
                onChange={setPage}
                total={pages}
                aria-label={t`Task pages`}
              />
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
