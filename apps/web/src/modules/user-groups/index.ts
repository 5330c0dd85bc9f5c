/** The user-groups module's public entry: what other modules may use of it. */
export { groupsApi, groupsKeys } from './groupsApi';
