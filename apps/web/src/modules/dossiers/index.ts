/** The dossiers module's public entry: what other modules may use of it. */
export { TripDossierMatch } from './trip/TripDossierMatch';
