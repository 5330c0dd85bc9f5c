/** The itineraries module's public entry: what other modules may use of it. */

export type { StageFigures } from './itineraries.figures.ts';
export { legKey, stageFiguresByLeg } from './itineraries.figures.ts';
export { tripHolidayNameIn } from './itineraries.names.ts';
export { findItineraryByHoliday, loadItinerary } from './itineraries.read.ts';
