/** The tasks module's public entry: what other modules may use of it. */
export { withTaskFlags } from './task-flags.ts';
export { rowColumns, taskSql } from './tasks.sql.ts';
export { raiseSystemTask } from './tasks.system.ts';
