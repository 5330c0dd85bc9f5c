/** The tasks module's public entry: what other modules may use of it. */
export { ObjectTasksSection } from './ObjectTasksSection';
export { objectTasksKey, useObjectTasks } from './tasksApi';
export { tasksView } from './tasksView';
