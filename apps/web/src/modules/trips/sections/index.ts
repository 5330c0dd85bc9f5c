/** The four service sections of the trip detail screen: their draft (one save with the trip) and their screen. */
export { TripSections } from './TripSections';
export { type SectionsEditor, useSectionsDraft } from './useSectionsDraft';
