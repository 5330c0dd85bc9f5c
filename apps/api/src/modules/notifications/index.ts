/** The notifications module's public entry: what other modules may use of it. */
export { notify } from './notifications.service.ts';
