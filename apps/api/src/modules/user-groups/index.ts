/** The user-groups module's public entry: what other modules may use of it. */
export { assertGroupsStayEditable } from './administrators.ts';
