/** The outbox module's public entry: what other modules may use of it. */
export { StatusBadge } from './statusBadge';
