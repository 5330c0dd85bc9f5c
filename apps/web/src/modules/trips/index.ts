/** The trips module's public entry: what other modules may use of it. */
export { fixOf, fixParam } from './readiness/goToProblem';
export { tripsView } from './tripsView';
