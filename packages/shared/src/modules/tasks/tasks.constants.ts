/** What a task can be about (table task_object_types); 1 'NA' means about nothing (spec part 2 §4). */
export const taskObjectTypes = { none: 1, trip: 2, provider: 3, location: 4, invoice: 5 } as const;
export type TaskObjectKind = Exclude<keyof typeof taskObjectTypes, 'none'>;
export const taskObjectKinds = ['trip', 'provider', 'location', 'invoice'] as const;

/** Built-in filter: the signed-in user's tasks whose status is not closed (spec part 1 §3, default -2). */
export const myOpenTasksFilterId = -2;
/** Page size of the task modal and of an object's task list (spec part 2 §9). */
export const taskModalPageSize = 25;

export const taskMessages = {
  deadline: 'Enter the deadline as YYYY-MM-DD.',
  owner: 'Choose an active user as owner.',
  status: 'Choose a task status.',
  object: 'The object this task is about does not exist.',
  objectKind: (kind: string) =>
    `Tasks cannot be linked to ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} yet.`,
  objectId: 'Choose the object this task is about.',
  stale: 'This task was changed by someone else. Reload to see their changes; your edits are kept on screen.',
  noClosed: 'Keep at least one closed status, so tasks can be completed.',
} as const;

/** The longest subject and general information a task takes. */
export const taskLimits = { subject: 200, information: 4000 } as const;
