import { defineResource } from '../../list/descriptor.ts';
import { myOpenTasksFilterId } from './tasks.constants.ts';

/**
 * The tasks list (spec part 1 §3 "Task filters", page 1, count 100, default filter_id -2). is_open and
 * is_overdue are what the "my open tasks" preset and the counts are made of; overdue is judged in the
 * company's time zone.
 */
export const tasksResource = defineResource({
  name: 'tasks',
  label: 'Tasks',
  fields: {
    deadline: { kind: 'date', label: 'Deadline', sortable: true, defaultOperator: 'in_the_last' },
    created_on: { kind: 'date', label: 'Created on', sortable: true, defaultOperator: 'in_the_last' },
    subject: { kind: 'text', label: 'Subject', sortable: true },
    object_name: { kind: 'text', label: 'About', sortable: true },
    object_type_id: { kind: 'autocomplete', label: 'Object type', options: 'task_object_types' },
    owner_id: { kind: 'autocomplete', label: 'Owner', options: 'staff' },
    created_user_id: { kind: 'autocomplete', label: 'Created by', options: 'staff' },
    status_id: { kind: 'autocomplete', label: 'Status', options: 'task_statuses' },
    is_open: { kind: 'boolean', label: 'Open' },
    is_overdue: { kind: 'boolean', label: 'Overdue' },
  },
  defaultSort: 'deadline',
  defaultOrder: 'asc',
  pageSize: 100,
  defaultFilterId: myOpenTasksFilterId,
  presets: [{ id: myOpenTasksFilterId, label: 'My open tasks' }],
  columns: [
    { slug: 'subject', label: 'Subject', default: true },
    { slug: 'deadline', label: 'Deadline', default: true },
    { slug: 'status_name', label: 'Status', default: true, sortable: true },
    { slug: 'owner_name', label: 'Owner', default: true, sortable: true },
    { slug: 'object_type_name', label: 'Object type', default: true, sortable: true },
    { slug: 'object_name', label: 'About', default: true },
    { slug: 'created_by_name', label: 'Created by', default: false, sortable: true },
    { slug: 'created_on', label: 'Created on', default: false },
    { slug: 'is_overdue', label: 'Overdue', default: true },
  ],
  searchable: true,
});
