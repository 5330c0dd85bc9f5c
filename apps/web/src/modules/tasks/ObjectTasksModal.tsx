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
  const [page, setPage] = useState(1);
  const query = useObjectTasks(kind, id, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.all_count / taskModalPageSize)) : 1;
  return (
    <Modal opened onClose={onClose} title={`Tasks about ${name}`} size="xl">
      {query.isError && <Text c="red">unable to find tasks</Text>}
      {!data && !query.isError && <Loader size="sm" />}
      {data && (
        <>
          <ObjectTasksTable items={data.items} label={`Tasks about ${name}, page ${page}`} />
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {data.all_count} tasks
            </Text>
            {pages > 1 && (
              <Pagination size="sm" value={page} onChange={setPage} total={pages} aria-label="Task pages" />
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
