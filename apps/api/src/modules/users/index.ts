/** The users module's public entry: what other modules may use of it. */
export { toSessionUser } from './users.presenter.ts';
export type { UserRecord } from './users.repo.ts';
export { createUsersRepo } from './users.repo.ts';
