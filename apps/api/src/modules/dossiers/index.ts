/** What other modules use of dossiers: the dossier a trip matches. */
export { matchedDossier, matchTripDossier } from './dossier-match.service.ts';
